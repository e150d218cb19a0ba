import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { CsvFileButton } from '../../components/CsvFileButton';
import { uploadWithProgress } from '../../components/upload-with-progress';
import { inventoryRows, type InventoryResult } from './inventory-result';

/**
 * Upload a retailer's inventory CSV (sku, name, brewery, price, currency, url, in_stock): the
 * bar shows the upload, then every row's result by line, problems first.
 */
export function InventoryUpload({ siteId }: { siteId: string }) {
  const refresh = useRefresh();
  const [progress, setProgress] = useState<number | null>(null);
  const [replace, setReplace] = useState(false);
  const [result, setResult] = useState<InventoryResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setResult(null);
    setError(null);
    setProgress(0);
    try {
      const url = `/api/admin/sites/${siteId}/inventory?replace=${replace ? '1' : '0'}`;
      setResult(await uploadWithProgress<InventoryResult>(url, file, 'text/csv', setProgress));
      refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const rows = result ? inventoryRows(result) : [];
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <CsvFileButton
          variant="contained"
          inputLabel="Inventory CSV file"
          disabled={progress !== null}
          onFile={(file) => void upload(file)}
        >
          Upload inventory CSV
        </CsvFileButton>
        <FormControlLabel
          control={<Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} />}
          label="Remove listings the file no longer has"
        />
      </Box>
      {progress !== null && (
        <LinearProgress
          variant={progress < 1 ? 'determinate' : 'indeterminate'}
          value={progress * 100}
          aria-label="Upload progress"
        />
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {result && (
        <>
          <Alert severity={rows.some((r) => r.problem) ? 'warning' : 'success'}>
            {`${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged, ${result.removed} removed, ${result.unmatched.length} unmatched, ${result.rejections.length} rejected.`}
          </Alert>
          <Box sx={{ overflowX: 'auto', maxHeight: 360 }}>
            <Table size="small" aria-label="Rows of the file">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Detail</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={`${r.line}-${r.status}`}>
                    <TableCell>{r.line}</TableCell>
                    <TableCell>
                      <Typography
                        variant="body2"
                        color={r.problem ? 'error' : 'text.primary'}
                        component="span"
                      >
                        {r.status}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.detail}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
