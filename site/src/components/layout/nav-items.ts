import {
  BookOpen,
  Camera,
  CircleHelp,
  Crown,
  History,
  Library,
  Star,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** In the sidebar and, on phones (the bottom bar has no room), in the Account sheet. */
export const SCANS_LINK: NavItem = { to: '/scans', label: 'Recent Scans', icon: History };

export const SIDEBAR_LINKS: NavItem[] = [
  { to: '/app', label: 'Scan Beer', icon: Camera },
  { to: '/collection', label: 'My Collection', icon: Library },
  SCANS_LINK,
  { to: '/timeline', label: 'Memory Lane', icon: BookOpen },
  { to: '/ratings', label: 'My Ratings', icon: Star },
  { to: '/profile', label: 'Profile', icon: UserRound },
];

export const BOTTOM_BAR_LINKS: NavItem[] = [
  { to: '/app', label: 'Scan', icon: Camera },
  { to: '/collection', label: 'Collection', icon: Library },
  { to: '/timeline', label: 'Memory Lane', icon: BookOpen },
  { to: '/ratings', label: 'My Ratings', icon: Star },
];

export const HELP_LINK: NavItem = { to: '/help', label: 'Help & Info', icon: CircleHelp };

export function premiumLink(isPremium: boolean): NavItem {
  return {
    to: '/premium',
    label: isPremium ? 'Manage Subscription' : 'Upgrade to Premium',
    icon: Crown,
  };
}
