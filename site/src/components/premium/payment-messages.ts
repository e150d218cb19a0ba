import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@common/schemas/payments';
import { ApiError } from '../../api-client';

// Every payment message of spec section 8, word for word.
export const PAYMENT_MESSAGES = {
  formNotLoaded: 'Payment form not properly loaded. Please refresh and try again.',
  checkDetails: 'Please check your payment details and try again.',
  processingError: 'Payment processing error. Please check your card details and try again.',
  cardNumber: 'Please check your card number and try again.',
  expiry: 'Please check your card expiration date.',
  cvc: 'Please check your card security code (CVC).',
  processingFailed:
    'Payment processing failed. Please check your payment method or contact support.',
  loadFailed: 'Unable to load payment system. Please contact support.',
  notLoggedIn: 'Please log in to upgrade to premium.',
  noSecret: 'No payment client secret received from server',
  initiateFailed: 'Failed to initiate subscription. Please try again.',
  notConfigured: PAYMENTS_UNAVAILABLE_MESSAGE,
} as const;

export const declinedMessage = (declineCode?: string) =>
  `Your card was declined${declineCode ? ` (${declineCode})` : ''}. Please try a different payment method.`;

/** The part of a Stripe.js error the page reads. */
export type StripeErrorLike = {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
};

/** What to tell the user when Stripe.js refuses or fails a payment (spec 8, by error code). */
export function paymentErrorMessage(error: StripeErrorLike): string {
  switch (error.code) {
    case 'card_declined':
      return declinedMessage(error.decline_code);
    case 'processing_error':
      return PAYMENT_MESSAGES.processingError;
    case 'incomplete_number':
    case 'invalid_number':
      return PAYMENT_MESSAGES.cardNumber;
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'invalid_expiry_year_past':
    case 'incomplete_expiry':
      return PAYMENT_MESSAGES.expiry;
    case 'invalid_cvc':
    case 'incomplete_cvc':
    case 'incorrect_cvc':
      return PAYMENT_MESSAGES.cvc;
  }
  if (error.message?.toLowerCase().includes('processing error')) {
    return PAYMENT_MESSAGES.processingFailed;
  }
  return error.message || PAYMENT_MESSAGES.checkDetails;
}

/** What to tell the user when POST /api/create-subscription fails (spec 8). */
export function subscriptionErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return PAYMENT_MESSAGES.notLoggedIn;
    if (err.code === 'payments_unavailable') return PAYMENT_MESSAGES.notConfigured;
    if (err.status >= 400) return `Server error: ${err.status} - ${err.message}`;
  }
  if (err instanceof SyntaxError) return 'The server sent an answer that could not be read.';
  return PAYMENT_MESSAGES.initiateFailed;
}
