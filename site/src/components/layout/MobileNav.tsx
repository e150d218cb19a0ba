import { CircleUser } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { AccountSheet } from './AccountSheet';
import { BOTTOM_BAR_LINKS } from './nav-items';

const itemClass = (active: boolean) =>
  `flex flex-1 flex-col items-center gap-0.5 px-1 py-2 text-xs font-medium ${
    active ? 'text-amber-800' : 'text-stone-700'
  }`;

/** Bottom bar for small screens (below md). */
export function MobileNav() {
  const [accountOpen, setAccountOpen] = useState(false);
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {BOTTOM_BAR_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="flex flex-1">
            <NavLink to={to} className={({ isActive }) => itemClass(isActive)}>
              <Icon aria-hidden="true" className="size-6" />
              {label}
            </NavLink>
          </li>
        ))}
        <li className="flex flex-1">
          <button
            type="button"
            onClick={() => setAccountOpen(true)}
            aria-haspopup="dialog"
            className={itemClass(accountOpen)}
          >
            <CircleUser aria-hidden="true" className="size-6" />
            Account
          </button>
        </li>
      </ul>
      <AccountSheet open={accountOpen} onOpenChange={setAccountOpen} />
    </nav>
  );
}
