import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, useNotify } from 'react-admin';
import type { Coupon } from '@common/schemas/coupons';

type Props = { coupons: Coupon[]; onDone: () => void; onAnother: () => void };

/** The codes of a new batch, shown once, with a button that copies them all (one a line). */
export function NewCodes({ coupons, onDone, onAnother }: Props) {
  const notify = useNotify();
  const codes = coupons.map((c) => c.code).join('\n');
  const batch = coupons[0]?.batchName ?? '';
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="success" sx={{ mb: 2 }}>
        Created {coupons.length} {coupons.length === 1 ? 'coupon' : 'coupons'} in batch “{batch}”.
        The codes are shown here once; copy them now or export the batch as CSV from the list.
      </Alert>
      <Typography
        component="pre"
        aria-label="New coupon codes"
        sx={{
          fontFamily: 'monospace',
          maxHeight: 320,
          overflow: 'auto',
          bgcolor: 'grey.100',
          p: 2,
        }}
      >
        {codes}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          label="Copy codes"
          variant="contained"
          onClick={() =>
            void navigator.clipboard.writeText(codes).then(
              () => notify(`Copied ${coupons.length} codes`),
              () =>
                notify('The browser refused to copy; select the codes and copy them by hand', {
                  type: 'warning',
                }),
            )
          }
        >
          <ContentCopyIcon />
        </Button>
        <Button label="Back to coupons" onClick={onDone} />
        <Button label="Create another batch" onClick={onAnother} />
      </Box>
    </Box>
  );
}
