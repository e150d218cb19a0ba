import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { User } from '@common/schemas/user';
import { apiRequest } from '../../api-client';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { FormField } from '../auth/FormField';
import { buttonClass } from '../ui/styles';

/** decisions.md 12: names and e-mail really save. */
export function DetailsForm({ user }: { user: User }) {
  const { refreshUser } = useAuth();
  const [form, setForm] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: () => apiRequest<User>('PATCH', '/api/user', form),
    onSuccess: async () => {
      setErrors({});
      await refreshUser();
      toast({ title: 'Profile updated', description: 'Your details have been saved.' });
    },
    onError: (err) => {
      setErrors((err as { errors?: Record<string, string[]> }).errors ?? {});
      toast({ title: 'Update failed', description: err.message, variant: 'destructive' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
    error: errors[key]?.[0],
  });
  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-stone-700">
        Username: <span className="font-semibold text-stone-900">{user.username}</span>
      </p>
      {user.isAdmin && (
        <p className="font-semibold text-amber-900">
          Administrator: you can open the Admin Dashboard.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First name" {...field('firstName')} />
        <FormField id="profile-last-name" label="Last name" {...field('lastName')} />
      </div>
      <FormField id="profile-email" label="E-mail" type="email" required {...field('email')} />
      <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}
