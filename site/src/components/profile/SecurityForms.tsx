import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { postJson } from '../../api-client';
import { USER_QUERY_KEY } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { FormField } from '../auth/FormField';
import { ModalShell } from '../beer/ModalShell';
import { buttonClass } from '../ui/styles';

/** Change Password: the current one, a new one; other devices are signed out. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const change = useMutation({
    mutationFn: () => postJson<void>('/api/user/password', { currentPassword, newPassword }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
      setErrors({});
      toast({ title: 'Password changed', description: 'Your other devices have been signed out.' });
    },
    onError: (err) => {
      setErrors((err as { errors?: Record<string, string[]> }).errors ?? {});
      toast({ title: 'Update failed', description: err.message, variant: 'destructive' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="text-lg font-bold text-amber-950">
        Change Password
      </h2>
      <FormField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.currentPassword?.[0]}
      />
      <FormField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint="At least 6 characters"
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        error={errors.newPassword?.[0]}
      />
      <button type="submit" className={buttonClass.primary} disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change Password'}
      </button>
    </form>
  );
}

/** Delete Account: removes everything of the user (decisions.md 12) after the password. */
export function DeleteAccountForm() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => postJson<void>('/api/user/delete', { password }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: 'Account deleted', description: 'Your account and all its data are gone.' });
      void navigate('/');
    },
    onError: (err) => {
      setError(err.message);
      toast({ title: 'Update failed', description: err.message, variant: 'destructive' });
    },
  });
  // The password proves who asks; this second step makes sure they mean it (issue 18 item 7).
  const [confirming, setConfirming] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="delete-account-heading">
      <ModalShell
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="Your scans, photos, collection, ratings and notes will be deleted for good. This cannot be undone."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setConfirming(false)}
          >
            Keep my account
          </button>
          <button
            type="button"
            className={`${buttonClass.primary} bg-red-700 hover:bg-red-800`}
            disabled={remove.isPending}
            onClick={() => {
              setConfirming(false);
              remove.mutate();
            }}
          >
            Yes, delete everything
          </button>
        </div>
      </ModalShell>
      <h2 id="delete-account-heading" className="text-lg font-bold text-red-900">
        Delete Account
      </h2>
      <p className="text-sm text-stone-800">
        This removes your account, scans, thumbnails, collection, ratings and sessions for good.
        Export your data first if you want to keep it.
      </p>
      <FormField
        id="delete-password"
        label="Password to confirm"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <button
        type="submit"
        className={`${buttonClass.primary} bg-red-700 hover:bg-red-800`}
        disabled={remove.isPending || !password}
      >
        {remove.isPending ? 'Deleting...' : 'Delete my account'}
      </button>
    </form>
  );
}
