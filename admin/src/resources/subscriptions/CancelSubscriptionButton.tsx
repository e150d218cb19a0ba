import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { AdminSubscription, AdminSubscriptionCancel } from '@common/schemas/payments';
import { ActionDialog } from '../../components/ActionDialog';
import { useAdminAction } from '../../components/use-admin-action';

/** Cancels at the end of the paid period (spec 1), like the user's own Cancel, with a reason. */
export function CancelSubscriptionButton() {
  const record = useRecordContext<AdminSubscription>();
  const [reason, setReason] = useState('');
  const cancel = useAdminAction<AdminSubscriptionCancel>(
    `/subscriptions/${record?.id ?? ''}/cancel`,
    {
      success: `${record?.username ?? 'The'}'s subscription will end with the paid period.`,
    },
  );
  if (!record || record.premiumSource !== 'card' || record.cancelAtPeriodEnd) return null;
  return (
    // The row opens on click; a click in the button or its dialog stays here.
    <span onClick={(e) => e.stopPropagation()}>
      <ActionDialog
        label="Cancel"
        title={`Cancel ${record.username}'s subscription`}
        confirmLabel="Cancel at period end"
        color="error"
        onConfirm={() => cancel.mutateAsync({ reason })}
      >
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          autoFocus
          helperText="Kept in the audit log"
        />
      </ActionDialog>
    </span>
  );
}
