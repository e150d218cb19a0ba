import { Link } from 'react-router';
import { TAGLINE } from '@common/plans';
import { BrandLogo } from '../ui/BrandLogo';
import { copyright } from '../../lib/copyright';

const LINKS = [
  { to: '/help', label: 'Help' },
  { to: '/contact', label: 'Contact' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-amber-200 bg-amber-100/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div className="space-y-1">
          <BrandLogo />
          <p className="text-sm text-stone-700">{TAGLINE}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-amber-900 underline-offset-4 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p suppressHydrationWarning className="pb-6 text-center text-sm text-stone-700">
        {copyright()}
      </p>
    </footer>
  );
}
