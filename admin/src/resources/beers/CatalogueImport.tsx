import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import type { CatalogueImportResult } from '@common/schemas/admin-catalogue';
import { CsvFileButton } from '../../components/CsvFileButton';
import { uploadWithProgress } from '../../components/upload-with-progress';

type Line = { line: number; status: string; detail: string; problem: boolean };

/** One line per row of the file: rejected ones first, then the rest by line. */
function importLines(result: CatalogueImportResult): Line[] {
  const byLine = (a: Line, b: Line) => a.line - b.line;
  const rejected = result.rejections.map((r) => ({
    line: r.line,
    status: 'rejected',
    detail: r.reason,
    problem: true,
  }));
  const done = result.outcomes.map((o) => ({
    line: o.line,
    status: o.status,
    detail: o.beer,
    problem: false,
  }));
  return [...rejected.sort(byLine), ...done.sort(byLine)];
}

/**
 * Upload a catalogue CSV (name, brewery, style, abv, … as `beerscout catalog import` reads it):
 * the bar shows the upload, then every line's result.
 */
export function CatalogueImport() {
  const refresh = useRefresh();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<CatalogueImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setResult(null);
    setError(null);
    setProgress(0);
    try {
      const url = `/api/admin/beers/import?file=${encodeURIComponent(file.name.slice(0, 150))}`;
      setResult(
        await uploadWithProgress<CatalogueImportResult>(url, file, 'text/csv', setProgress),
      );
      refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const lines = result ? importLines(result) : [];
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0, mt: 2 }}>
      <Box>
        <CsvFileButton
          variant="outlined"
          inputLabel="Catalogue CSV file"
          disabled={progress !== null}
          onFile={(file) => void upload(file)}
        >
          Import catalogue CSV
        </CsvFileButton>
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
          <Alert severity={result.rejections.length ? 'warning' : 'success'}>
            {`${result.added} added, ${result.updated} updated, ${result.rejections.length} rejected.`}
          </Alert>
          <Box sx={{ overflowX: 'auto', maxHeight: 360 }}>
            <Table size="small" aria-label="Lines of the file">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Detail</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((l) => (
                  <TableRow key={`${l.line}-${l.status}`}>
                    <TableCell>{l.line}</TableCell>
                    <TableCell sx={{ color: l.problem ? 'error.main' : undefined }}>
                      {l.status}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.detail}</TableCell>
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
