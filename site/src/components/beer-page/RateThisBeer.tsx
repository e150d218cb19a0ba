import { Star } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../hooks/auth-context';
import { herePath, signInHref } from '../../lib/return-to';
import { RateBeerButton } from '../results/RateBeerButton';
import { buttonClass } from '../ui/styles';

/**
 * The beer page's way to rate (issue 18 item 2: the rate button right beside "be the first"): the
 * rating dialog for a member; for a guest, sign-in that comes back to this beer. A guest's page is
 * prerendered with the settled guest state, so its first markup is the guest's link.
 */
export function RateThisBeer({ beer }: { beer: { id: string; name: string } }) {
  const { user, isLoading } = useSessionUser();
  const location = useLocation();
  // Not yet known (a member's page before the auth runtime answers): no guest link to flash.
  if (isLoading) return null;
  if (user) return <RateBeerButton beer={beer} />;
  return (
    <Link
      to={signInHref(herePath(location))}
      className={`${buttonClass.secondary} px-3 py-1.5 text-sm`}
    >
      <Star aria-hidden="true" className="size-4" /> Sign in to rate
    </Link>
  );
}
