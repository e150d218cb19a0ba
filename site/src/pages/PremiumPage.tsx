import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { StripePublicKey } from '@common/schemas/payments';
import { ApiError, getJson } from '../api-client';
import { CouponCard } from '../components/premium/CouponCard';
import { ManageSubscription } from '../components/premium/ManageSubscription';
import { PaymentForm } from '../components/premium/PaymentForm';
import { PlanCards } from '../components/premium/PlanCards';
import { PremiumFaq } from '../components/premium/PremiumFaq';
import { PAYMENT_MESSAGES } from '../components/premium/payment-messages';
import { usePaymentReturn } from '../components/premium/use-payment-return';
import { useUpgrade } from '../components/premium/use-upgrade';
import { useAuth } from '../hooks/use-auth';
import { useDocumentTitle } from '../hooks/use-document-title';
import { hasPremium } from '../lib/entitlements';

const notice = 'rounded-lg border p-4';

export default function PremiumPage() {
  const { user, refreshUser } = useAuth();
  const premium = hasPremium(user);
  useDocumentTitle(premium ? 'Manage Subscription' : 'Premium');
  // The user as the latest render saw it, for the upgrade flow after its refresh and wait.
  const latestUser = useRef(user);
  useEffect(() => {
    latestUser.current = user;
  }, [user]);
  const returned = usePaymentReturn(refreshUser);
  const upgrade = useUpgrade({ refreshUser });
  const publicKey = useQuery({
    queryKey: ['stripe-public-key'],
    queryFn: () => getJson<StripePublicKey>('/api/stripe-public-key'),
    enabled: !premium,
  });
  // 503: no keys, say so; any other failure is the spec's load failure, not a silent no.
  const notConfigured = publicKey.error instanceof ApiError && publicKey.error.status === 503;
  const loadFailed = Boolean(publicKey.error) && !notConfigured;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-amber-950">
          {premium ? 'Manage Subscription' : 'Upgrade to Premium'}
        </h1>
        <p className="mt-2 text-lg text-stone-700">
          More scans, every beer of a shelf, and the details behind each one.
        </p>
      </div>

      {returned === 'verifying' && (
        <p role="status" className={`${notice} border-amber-200 bg-amber-50`}>
          Confirming your payment…
        </p>
      )}
      {returned === 'processing' && (
        <div role="status" className={`${notice} border-amber-300 bg-amber-50`}>
          <h2 className="font-bold text-amber-950">Payment Processing</h2>
          <p className="text-stone-800">
            Your payment is still being processed. Premium switches on as soon as it completes;
            refresh this page in a minute.
          </p>
        </div>
      )}
      {returned === 'verified' && (
        <p role="status" className={`${notice} border-green-300 bg-green-50 text-green-900`}>
          Payment confirmed: welcome to Premium!
        </p>
      )}

      {premium ? <ManageSubscription /> : <CouponCard onRedeemed={() => void refreshUser()} />}

      {notConfigured && (
        <p role="status" className={`${notice} border-stone-300 bg-stone-50 text-stone-800`}>
          {PAYMENT_MESSAGES.notConfigured}
        </p>
      )}
      {loadFailed && (
        <p role="alert" className={`${notice} border-red-200 bg-red-50 text-red-800`}>
          {PAYMENT_MESSAGES.loadFailed}
        </p>
      )}
      <PlanCards
        current={premium ? 'premium' : 'free'}
        onUpgrade={() => void upgrade.start(() => latestUser.current)}
        upgrading={upgrade.pending}
        canPay={Boolean(publicKey.data)}
      />
      {upgrade.error && (
        <p role="alert" className={`${notice} border-red-200 bg-red-50 text-red-800`}>
          {upgrade.error}
        </p>
      )}
      {!premium && upgrade.clientSecret && publicKey.data && (
        <PaymentForm publicKey={publicKey.data.publicKey} clientSecret={upgrade.clientSecret} />
      )}
      <PremiumFaq />
    </div>
  );
}
