import { LayoutDashboard, LogIn, LogOut, UserPlus } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../hooks/use-auth';
import { useSignOut } from '../../hooks/use-sign-out';
import { hasPremium, planName } from '../../lib/entitlements';
import { hereAsReturnState } from '../../lib/return-to';
import { fullName, initials } from '../../lib/user-display';
import { BrandLogo } from '../ui/BrandLogo';
import { HELP_LINK, SIDEBAR_LINKS, premiumLink, type NavItem } from './nav-items';
import { UsageMeter } from './UsageMeter';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-amber-500 text-amber-950' : 'text-amber-50 hover:bg-amber-900'
  }`;

function SidebarLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <NavLink to={item.to} className={linkClass}>
      <Icon aria-hidden="true" className="size-5" />
      {item.label}
    </NavLink>
  );
}

/** Desktop navigation (md and up). */
export function Sidebar() {
  const { user } = useAuth();
  const { signOut, isPending } = useSignOut();
  const location = useLocation();
  const links = [...SIDEBAR_LINKS, premiumLink(hasPremium(user)), HELP_LINK];

  return (
    // The dark column runs the page's full height; inside it the sidebar is sticky and as tall
    // as the window, so the links stay in view on long pages.
    <div className="hidden w-64 shrink-0 bg-amber-950 md:block">
      <aside className="sticky top-0 flex h-screen flex-col gap-6 overflow-y-auto p-4 text-amber-50">
        <BrandLogo tone="dark" to="/app" />

        {user ? (
          <div className="space-y-3 rounded-xl bg-amber-900/60 p-3">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-amber-500 font-bold text-amber-950"
              >
                {initials(user)}
              </span>
              <div className="min-w-0">
                <p className="truncate font-semibold">{fullName(user)}</p>
                <p className="text-xs text-amber-200">{`${planName(user)} Plan`}</p>
              </div>
            </div>
            <UsageMeter user={user} />
          </div>
        ) : (
          <div className="space-y-2 rounded-xl bg-amber-900/60 p-3 text-sm">
            <p className="text-amber-100">Sign in to save beers and track your scans.</p>
            <Link
              to="/auth"
              state={hereAsReturnState(location)}
              className="flex items-center gap-2 rounded-lg bg-amber-500 px-3 py-2 font-semibold text-amber-950 hover:bg-amber-400"
            >
              <LogIn aria-hidden="true" className="size-4" /> Sign In
            </Link>
            <Link
              to="/auth?tab=register"
              state={hereAsReturnState(location)}
              className="flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-amber-50 hover:bg-amber-900"
            >
              <UserPlus aria-hidden="true" className="size-4" /> Create Account
            </Link>
          </div>
        )}

        <nav aria-label="Main" className="flex-1">
          <ul className="space-y-1">
            {links.map((item) => (
              <li key={item.to}>
                <SidebarLink item={item} />
              </li>
            ))}
            {user?.isAdmin && (
              <li>
                {/* The admin console is a separate app served by the API: leave the SPA. */}
                <a href="/admin" className={linkClass({ isActive: false })}>
                  <LayoutDashboard aria-hidden="true" className="size-5" />
                  Admin Dashboard
                </a>
              </li>
            )}
          </ul>
        </nav>

        {user && (
          <button
            type="button"
            onClick={signOut}
            disabled={isPending}
            className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-amber-50 hover:bg-amber-900 disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-5" />
            Sign Out
          </button>
        )}
      </aside>
    </div>
  );
}
