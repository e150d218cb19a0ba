import { useState } from 'react';
import type { CreateSubscriptionResult } from '@common/schemas/payments';
import type { User } from '@common/schemas/user';
import { ApiError, postJson } from '../../api-client';
import { toast } from '../../hooks/use-toast';
import type { AuthContextValue } from '../../hooks/auth-context';
import { hasPremium } from '../../lib/entitlements';
import { PAYMENT_MESSAGES, subscriptionErrorMessage } from './payment-messages';

const PRE_UPGRADE_WAIT_MS = 500; // spec 9

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ALREADY_PREMIUM = {
  title: 'Already Premium',
  description: 'You already have Premium. Manage your subscription on this page.',
};

/**
 * The upgrade flow of spec 4: refresh the user and wait 0.5 s, refuse without a user or when
 * already premium, then create the subscription; its client secret shows the payment form.
 */
export function useUpgrade({ refreshUser }: Pick<AuthContextValue, 'refreshUser'>) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function start(currentUser: () => Pick<User, 'entitlements'> | null) {
    setPending(true);
    setError(null);
    try {
      await refreshUser();
      await wait(PRE_UPGRADE_WAIT_MS);
      const user = currentUser();
      if (!user) return setError(PAYMENT_MESSAGES.notLoggedIn);
      if (hasPremium(user)) return void toast(ALREADY_PREMIUM);
      const result = await postJson<CreateSubscriptionResult>('/api/create-subscription');
      if (result.clientSecret) return setClientSecret(result.clientSecret);
      // Nothing to pay (a 100% coupon): the subscription is already active.
      if (result.status === 'active') return void (await refreshUser());
      setError(PAYMENT_MESSAGES.noSecret);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'already_premium') {
        toast(ALREADY_PREMIUM);
        await refreshUser();
      } else {
        setError(subscriptionErrorMessage(err));
      }
    } finally {
      setPending(false);
    }
  }

  return { start, clientSecret, error, pending };
}
