import { ANALYSIS_LIMITS } from '@common/plans';
import type { User } from '@common/schemas/user';
import { planName } from '../../lib/entitlements';
import { USAGE_DOT_CLASSES, scansLeft, usageDotColor } from '../../lib/usage';

/** Scans left this month for a user, or the sign-in line for a guest (decisions.md 4). */
export function ScansLeft({ user }: { user: User | null }) {
  if (!user) {
    return (
      <p className="text-sm text-stone-700">
        Sign in to track scans • Free: {ANALYSIS_LIMITS.free}/month • Premium:{' '}
        {ANALYSIS_LIMITS.premium}/month
      </p>
    );
  }
  const left = scansLeft(user);
  const color = usageDotColor(user);
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium shadow-sm">
      <span
        aria-hidden="true"
        data-color={color}
        className={`size-2.5 rounded-full ${USAGE_DOT_CLASSES[color]}`}
      />
      <span>
        {left} {left === 1 ? 'scan' : 'scans'} left
      </span>
      <span className="text-stone-600">·</span>
      <span>{planName(user)}</span>
    </p>
  );
}
