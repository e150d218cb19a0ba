import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { VerifyPaymentResult } from '@common/schemas/payments';
import { postJson } from '../../api-client';
import { toast } from '../../hooks/use-toast';

const RETRY_AFTER_MS = 5_000; // spec 9: payment verification retry

export type PaymentReturn = 'idle' | 'verifying' | 'verified' | 'processing';

async function verified(): Promise<boolean> {
  try {
    return (await postJson<VerifyPaymentResult>('/api/verify-payment-success')).success;
  } catch {
    return false;
  }
}

/**
 * Back from Stripe with ?payment=success (spec 4): clear the query, ask the server to verify
 * with Stripe, retry once after 5 s, then say the payment is still processing. The user is
 * refreshed after each check.
 */
export function usePaymentReturn(refreshUser: () => Promise<void>): PaymentReturn {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<PaymentReturn>('idle');
  const started = useRef(false);
  const returned = params.get('payment') === 'success';

  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    setParams({}, { replace: true });
    setState('verifying');
    void (async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
        const ok = await verified();
        await refreshUser();
        if (ok) {
          setState('verified');
          toast({ title: 'Welcome to Premium!', description: 'Your payment went through.' });
          return;
        }
      }
      setState('processing');
    })();
  }, [returned, setParams, refreshUser]);

  return state;
}
