import Button from '@mui/material/Button';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminSubscription } from '@common/schemas/payments';
import { ADMIN_API } from '../../data-provider';
import { httpClient } from '../../http';

/** Cancels at the end of the paid period (spec 1), like the user's own Cancel. */
export function CancelSubscriptionButton() {
  const record = useRecordContext<AdminSubscription>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.premiumSource !== 'card' || record.cancelAtPeriodEnd) return null;
  const cancel = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await httpClient(`${ADMIN_API}/subscriptions/${record.id}/cancel`, { method: 'POST' });
      notify(`${record.username}'s subscription will end with the paid period.`, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'An unknown error occurred', {
        type: 'error',
      });
    }
  };
  return (
    <Button size="small" color="warning" onClick={(e) => void cancel(e)}>
      Cancel
    </Button>
  );
}
