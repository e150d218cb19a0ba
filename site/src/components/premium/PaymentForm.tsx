import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Loader2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { buttonClass, cardClass } from '../ui/styles';
import { PAYMENT_MESSAGES, paymentErrorMessage } from './payment-messages';

/** Where Stripe sends the browser back after paying (spec 2 /premium). */
export const RETURN_PATH = '/premium?payment=success';

function CheckoutForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return setError(PAYMENT_MESSAGES.formNotLoaded);
    setPaying(true);
    setError(null);
    try {
      const { error: invalid } = await elements.submit();
      if (invalid) return setError(paymentErrorMessage(invalid));
      const { error: failed } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${RETURN_PATH}` },
      });
      // On success the browser is on its way to the return address; only failures come back.
      if (failed) setError(paymentErrorMessage(failed));
    } catch {
      setError(PAYMENT_MESSAGES.checkDetails);
    } finally {
      setPaying(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="payment-heading" className="space-y-4">
      <PaymentElement />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={paying}>
        {paying && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {paying ? 'Processing...' : 'Pay and upgrade'}
      </button>
    </form>
  );
}

/** The Stripe Payment Element for the first invoice; Stripe.js loads here and nowhere else. */
export function PaymentForm({
  publicKey,
  clientSecret,
}: {
  publicKey: string;
  clientSecret: string;
}) {
  const [loadFailed, setLoadFailed] = useState(false);
  const stripe = useMemo(
    () =>
      loadStripe(publicKey).catch(() => {
        setLoadFailed(true);
        return null;
      }),
    [publicKey],
  );
  return (
    <section className={cardClass} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="mb-4 text-xl font-bold text-amber-950">
        Payment details
      </h2>
      {loadFailed ? (
        <p role="alert" className="text-red-800">
          {PAYMENT_MESSAGES.loadFailed}
        </p>
      ) : (
        <Elements stripe={stripe} options={{ clientSecret }}>
          <CheckoutForm />
        </Elements>
      )}
    </section>
  );
}
