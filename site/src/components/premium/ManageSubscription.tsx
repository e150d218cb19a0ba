import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_PRICES_USD } from '@common/plans';
import type { BillingPortal, SubscriptionSummary } from '@common/schemas/payments';
import { ApiError, getJson, postJson } from '../../api-client';
import { useAuth } from '../../hooks/use-auth';
import { Spinner } from '../ui/Spinner';
import { buttonClass, cardClass } from '../ui/styles';

const KEY = ['subscription'];

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** Premium users' card: plan, next renewal, Cancel / Resume, and the billing portal. */
export function ManageSubscription() {
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const subscription = useQuery({
    queryKey: KEY,
    queryFn: () => getJson<SubscriptionSummary>('/api/subscription'),
  });
  const change = useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      postJson<SubscriptionSummary>(`/api/subscription/${action}`),
    onSuccess: async (summary) => {
      queryClient.setQueryData(KEY, summary);
      await refreshUser();
    },
  });
  const portal = useMutation({
    mutationFn: () => postJson<BillingPortal>('/api/subscription/portal'),
    onSuccess: ({ url }) => window.location.assign(url),
  });

  if (subscription.isPending) return <Spinner />;
  if (subscription.error) {
    // no_subscription: premium from a coupon or a grant; the server's message says which.
    const noCard =
      subscription.error instanceof ApiError && subscription.error.code === 'no_subscription';
    return (
      <section className={cardClass} aria-labelledby="manage-heading">
        <h2 id="manage-heading" className="text-xl font-bold text-amber-950">
          Premium Plan
        </h2>
        <p className="mt-2 text-stone-800">
          {noCard
            ? subscription.error.message
            : `Could not load your subscription: ${subscription.error.message}`}
        </p>
      </section>
    );
  }
  const s = subscription.data;
  const failure = change.error ?? portal.error;
  return (
    <section className={cardClass} aria-labelledby="manage-heading">
      <h2 id="manage-heading" className="text-xl font-bold text-amber-950">
        Premium Plan
      </h2>
      <dl className="mt-3 grid gap-2 text-stone-800 sm:grid-cols-2">
        <dt className="font-semibold">Plan</dt>
        <dd>
          {s.plan}, {PLAN_PRICES_USD.premium} / month
        </dd>
        <dt className="font-semibold">
          {s.cancelAtPeriodEnd ? 'Premium ends on' : 'Next renewal'}
        </dt>
        <dd>
          {s.currentPeriodEnd ? day(s.currentPeriodEnd) : '—'}
          {!s.cancelAtPeriodEnd && ` for ${money(s.nextAmount, s.currency)}`}
        </dd>
        {s.status === 'past_due' && (
          <>
            <dt className="font-semibold">Payment</dt>
            <dd className="text-red-800">
              The last payment failed. Please update your payment method.
            </dd>
          </>
        )}
      </dl>
      {s.cancelAtPeriodEnd && (
        <p className="mt-3 text-stone-700">
          Your subscription is cancelled: you keep Premium until the end of the period you paid for.
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {s.cancelAtPeriodEnd ? (
          <button
            type="button"
            className={buttonClass.primary}
            disabled={change.isPending}
            onClick={() => change.mutate('resume')}
          >
            Resume Subscription
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={change.isPending}
            onClick={() => change.mutate('cancel')}
          >
            Cancel Subscription
          </button>
        )}
        <button
          type="button"
          className={buttonClass.ghost}
          disabled={portal.isPending}
          onClick={() => portal.mutate()}
        >
          Update payment method
        </button>
      </div>
    </section>
  );
}
