import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { OutboxEmail } from '@common/schemas/email';

const COLOR = { queued: 'default', sent: 'success', failed: 'error', skipped: 'warning' } as const;

/** The e-mail's status as a chip; priority mail says so. */
export function StatusField(_: { label?: string; sortBy?: string }) {
  const e = useRecordContext<OutboxEmail>();
  if (!e) return null;
  return (
    <>
      <Chip size="small" label={e.status} color={COLOR[e.status]} />
      {e.priority && <Chip size="small" label="priority" color="secondary" sx={{ ml: 0.5 }} />}
    </>
  );
}
