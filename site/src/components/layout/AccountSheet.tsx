import * as Dialog from '@radix-ui/react-dialog';
import { LayoutDashboard, LogIn, LogOut, UserCog, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { APP_VERSION, TAGLINE } from '@common/plans';
import { useAuth } from '../../hooks/use-auth';
import { useSignOut } from '../../hooks/use-sign-out';
import { hasPremium, planName } from '../../lib/entitlements';
import { hereAsReturnState } from '../../lib/return-to';
import { displayName } from '../../lib/user-display';
import { HELP_LINK, premiumLink, SCANS_LINK, type NavItem } from './nav-items';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left font-medium text-stone-900 hover:bg-amber-100';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The mobile Account sheet: Recent Scans, account links, sign in/out, version and tagline. */
export function AccountSheet({ open, onOpenChange }: Props) {
  const { user } = useAuth();
  const { signOut, isPending } = useSignOut();
  const location = useLocation();
  const close = () => onOpenChange(false);
  const items: NavItem[] = user
    ? [
        SCANS_LINK,
        { to: '/profile', label: 'Profile Settings', icon: UserCog },
        premiumLink(hasPremium(user)),
        HELP_LINK,
      ]
    : [HELP_LINK];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-amber-950">
                {user ? `Hello, ${displayName(user)}` : 'Welcome to BeerScout'}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-stone-700">
                {user ? `${planName(user)} Plan` : 'You are not signed in.'}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="rounded-lg p-2 hover:bg-amber-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <ul className="space-y-1">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} onClick={close} className={rowClass}>
                  <Icon aria-hidden="true" className="size-5 text-amber-800" /> {label}
                </Link>
              </li>
            ))}
            {user?.isAdmin && (
              <li>
                <a href="/admin" className={rowClass}>
                  <LayoutDashboard aria-hidden="true" className="size-5 text-amber-800" /> Admin
                  Dashboard
                </a>
              </li>
            )}
            <li>
              {user ? (
                <button
                  type="button"
                  disabled={isPending}
                  onClick={() => {
                    close();
                    signOut();
                  }}
                  className={rowClass}
                >
                  <LogOut aria-hidden="true" className="size-5 text-amber-800" /> Sign Out
                </button>
              ) : (
                <Link
                  to="/auth"
                  state={hereAsReturnState(location)}
                  onClick={close}
                  className={rowClass}
                >
                  <LogIn aria-hidden="true" className="size-5 text-amber-800" /> Sign In / Create
                  Account
                </Link>
              )}
            </li>
          </ul>

          <div className="mt-6 border-t border-amber-200 pt-4 text-center text-sm text-stone-700">
            <p className="font-semibold">Version {APP_VERSION}</p>
            <p>{TAGLINE}</p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
