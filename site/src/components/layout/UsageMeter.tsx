import { useId } from 'react';
import { analysisLimitFor } from '@common/plans';
import type { User } from '@common/schemas/user';
import { usagePercent } from '../../lib/usage';

/** The sidebar's Monthly Usage bar: analysesUsed of analysisLimit, capped at 100 %. */
export function UsageMeter({ user }: { user: User }) {
  const limit = analysisLimitFor(user.isPremium, user.analysisLimit);
  const percent = usagePercent(user);
  const labelId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-xs text-amber-100">
        <span id={labelId}>Monthly Usage</span>
        <span>
          {user.analysesUsed} / {limit}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${user.analysesUsed} of ${limit} analyses used this month`}
        className="h-2 overflow-hidden rounded-full bg-amber-900"
      >
        <div
          className={`h-full rounded-full ${percent >= 100 ? 'bg-red-400' : 'bg-amber-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
