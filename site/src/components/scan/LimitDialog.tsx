import * as Dialog from '@radix-ui/react-dialog';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { ANALYSIS_LIMITS } from '@common/plans';
import { dialogContentClass, dialogOverlayClass } from '../ui/dialog-classes';
import { buttonClass } from '../ui/styles';

const BENEFITS = [
  `${ANALYSIS_LIMITS.premium} scans per month (vs ${ANALYSIS_LIMITS.free} free)`,
  'Priority support',
  'Advanced beer insights',
];

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Monthly Limit Reached' for a free user at the limit (spec section 2, exact words). */
export function LimitDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-xl font-bold text-amber-950">
            Monthly Limit Reached
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-800">
            You've used all {ANALYSIS_LIMITS.free} free scans for this month. Upgrade to Premium for{' '}
            {ANALYSIS_LIMITS.premium} scans per month!
          </Dialog.Description>
          <ul className="mt-4 space-y-2">
            {BENEFITS.map((b) => (
              <li key={b} className="flex items-center gap-2 text-sm text-stone-800">
                <Check aria-hidden="true" className="size-4 text-green-700" /> {b}
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-2 sm:grid-cols-2">
            <Link to="/premium" className={buttonClass.primary} onClick={() => onOpenChange(false)}>
              Upgrade to Premium
            </Link>
            <Dialog.Close className={buttonClass.secondary}>Wait Until Next Month</Dialog.Close>
          </div>
          <p className="mt-4 text-center text-xs text-stone-600">
            Your usage resets on the 1st of each month
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
