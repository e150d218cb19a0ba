import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DeleteWithConfirmButton, EditButton, useRecordContext } from 'react-admin';
import type { AdminUserDetail } from '@common/schemas/admin-users';
import { ActionDialog } from '../../components/ActionDialog';
import { useAdminAction } from '../../components/use-admin-action';

function GrantPremium({ user }: { user: AdminUserDetail }) {
  const [reason, setReason] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const grant = useAdminAction(`/users/${user.id}/premium`, { success: 'Premium granted' });
  const byCard = user.isPremium && user.premiumSource === 'card';
  return (
    <ActionDialog
      label={user.isPremium ? 'Extend premium' : 'Grant premium'}
      title={`Grant premium to ${user.username}`}
      confirmLabel="Grant premium"
      disabled={byCard}
      onConfirm={() => grant.mutateAsync({ reason, endsAt: endsAt || null })}
    >
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        autoFocus
        helperText="Kept in the audit log"
      />
      <TextField
        label="Premium until (optional)"
        type="date"
        value={endsAt}
        onChange={(e) => setEndsAt(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText="Empty: until revoked"
      />
    </ActionDialog>
  );
}

function RevokePremium({ user }: { user: AdminUserDetail }) {
  const [reason, setReason] = useState('');
  const revoke = useAdminAction(`/users/${user.id}/premium/revoke`, {
    success: 'Premium revoked',
  });
  if (!user.isPremium || user.premiumSource === 'card') return null;
  return (
    <ActionDialog
      label="Revoke premium"
      title={`Revoke premium from ${user.username}`}
      confirmLabel="Revoke premium"
      color="error"
      onConfirm={() => revoke.mutateAsync({ reason })}
    >
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        autoFocus
      />
    </ActionDialog>
  );
}

function AdminRole({ user }: { user: AdminUserDetail }) {
  const next = !user.isAdmin;
  const change = useAdminAction(`/users/${user.id}/admin`, {
    success: next ? 'Now an admin' : 'Admin rights revoked',
  });
  return (
    <ActionDialog
      label={next ? 'Make admin' : 'Revoke admin'}
      title={next ? `Make ${user.username} an admin?` : `Revoke admin from ${user.username}?`}
      confirmLabel={next ? 'Make admin' : 'Revoke admin'}
      color={next ? 'primary' : 'error'}
      onConfirm={() => change.mutateAsync({ isAdmin: next })}
    >
      {next
        ? 'They will be able to change every account, key and setting in this console.'
        : 'They keep their account and plan. The last admin cannot be revoked.'}
    </ActionDialog>
  );
}

function ResetUsage({ user }: { user: AdminUserDetail }) {
  const reset = useAdminAction(`/users/${user.id}/reset-usage`, { success: 'Usage reset' });
  return (
    <ActionDialog
      label="Reset usage"
      title={`Reset ${user.username}'s usage for this period?`}
      confirmLabel="Reset usage"
      onConfirm={() => reset.mutateAsync(undefined)}
    >
      {`${user.analysesUsed} of ${user.analysisLimit} analyses used; this sets the count to 0.`}
    </ActionDialog>
  );
}

/** What an operator can do to one account; every action lands in the audit log. */
export function UserActions() {
  const user = useRecordContext<AdminUserDetail>();
  if (!user) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, py: 1 }}>
      <EditButton />
      <GrantPremium user={user} />
      <RevokePremium user={user} />
      <AdminRole user={user} />
      <ResetUsage user={user} />
      <DeleteWithConfirmButton
        confirmTitle={`Delete ${user.username}?`}
        confirmContent="Their scans, collection, ratings and sessions are deleted for good, and they are told by e-mail."
        mutationMode="pessimistic"
      />
    </Stack>
  );
}
