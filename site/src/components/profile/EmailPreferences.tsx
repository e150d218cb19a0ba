import { useMutation } from '@tanstack/react-query';
import type { User } from '@common/schemas/user';
import { apiRequest } from '../../api-client';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';

/**
 * The switch for non-essential e-mail (tips and news). Account e-mail (welcome, password
 * changed, replies to messages) is always sent; the sender checks this before every other one.
 */
export function EmailPreferences({ user }: { user: User }) {
  const { refreshUser } = useAuth();
  const save = useMutation({
    mutationFn: (emailTips: boolean) => apiRequest<User>('PATCH', '/api/user', { emailTips }),
    onSuccess: async (saved) => {
      await refreshUser();
      toast({
        title: 'E-mail preferences saved',
        description: saved.emailTips
          ? 'You will get tips and news by e-mail.'
          : 'You will get only e-mail about your account.',
      });
    },
    onError: (err) =>
      toast({ title: 'Update failed', description: err.message, variant: 'destructive' }),
  });
  const on = save.isPending ? save.variables : user.emailTips;
  return (
    <section aria-labelledby="email-preferences" className="space-y-3">
      <h2 id="email-preferences" className="text-lg font-bold text-amber-950">
        E-mail
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="email-tips-label" className="font-semibold text-stone-900">
            Tips and news
          </p>
          <p id="email-tips-help" className="text-sm text-stone-700">
            Scanning tips and product news, now and then. E-mail about your account is always sent.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="email-tips-label"
          aria-describedby="email-tips-help"
          disabled={save.isPending}
          onClick={() => save.mutate(!user.emailTips)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${on ? 'bg-amber-700' : 'bg-stone-400'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
    </section>
  );
}
