import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { downloadBatchCsv } from './coupon-api';

/** Exports the batch chosen in the list's Batch filter as CSV (spec section 9). */
export function ExportBatchButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const batch = typeof filterValues.batchName === 'string' ? filterValues.batchName : '';
  return (
    <Button
      label={batch ? 'Export batch CSV' : 'Export batch CSV (choose a batch)'}
      disabled={!batch || busy}
      onClick={() => {
        setBusy(true);
        downloadBatchCsv(batch)
          .then((name) => notify(`Downloaded ${name}`))
          .catch((err: Error) => notify(err.message, { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      <DownloadIcon />
    </Button>
  );
}
