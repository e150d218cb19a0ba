import { Loader2, Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  COUPON_CODE_MAX,
  EMPTY_CODE_MESSAGE,
  REDEEM_FALLBACK_MESSAGE,
  type RedeemCouponResult,
} from '@common/schemas/coupons';
import { ApiError, postJson } from '../../api-client';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { FormField } from '../auth/FormField';
import { buttonClass, cardClass } from '../ui/styles';

type Props = {
  /** Called after a successful redemption, once the user (and so their plan) is read again. */
  onRedeemed: () => void;
};

/**
 * The Premium page's coupon card (spec sections 2, 5 and 8): the code is trimmed and upper-cased
 * as it is typed (at most 20 characters); an empty one is refused here; a refusal shows
 * 'Redemption Failed' with the server's message. After a redemption the user is read again, so
 * a yearly or lifetime coupon shows Premium at once.
 */
export function CouponCard({ onRedeemed }: Props) {
  const { refreshUser } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setError(EMPTY_CODE_MESSAGE);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const result = await postJson<RedeemCouponResult>('/api/redeem-coupon', { code: trimmed });
      setCode('');
      await refreshUser();
      toast({ title: 'Coupon redeemed', description: result.message });
      onRedeemed();
    } catch (err) {
      // The server's own message; an answer without one (a proxy's 502, no network) gets the spec's.
      const fromServer =
        err instanceof ApiError && err.status !== 0 && !err.code.startsWith('http_');
      const message = fromServer ? err.message : REDEEM_FALLBACK_MESSAGE;
      toast({ title: 'Redemption Failed', description: message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={cardClass} aria-labelledby="coupon-card-title">
      <h2
        id="coupon-card-title"
        className="flex items-center gap-2 text-xl font-bold text-amber-950"
      >
        <Ticket aria-hidden="true" className="size-5 text-amber-700" />
        Have a coupon code?
      </h2>
      <p className="mt-1 text-stone-700">
        Redeem it for Premium or a discount on your subscription.
      </p>
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        noValidate
      >
        <FormField
          id="coupon-code"
          label="Coupon code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="BEERXXXXXXXX"
          maxLength={COUPON_CODE_MAX}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase().slice(0, COUPON_CODE_MAX));
            setError(undefined);
          }}
          error={error}
          className="flex-1"
        />
        <button type="submit" disabled={pending} className={`${buttonClass.primary} sm:mt-6`}>
          {pending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {pending ? 'Redeeming...' : 'Redeem'}
        </button>
      </form>
    </section>
  );
}
