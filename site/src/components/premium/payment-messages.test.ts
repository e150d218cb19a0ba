import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api-client';
import { paymentErrorMessage, subscriptionErrorMessage } from './payment-messages';

describe('payment messages (spec 8)', () => {
  it('maps Stripe error codes to the spec’s words', () => {
    expect(paymentErrorMessage({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'Your card was declined (insufficient_funds). Please try a different payment method.',
    );
    expect(paymentErrorMessage({ code: 'card_declined' })).toBe(
      'Your card was declined. Please try a different payment method.',
    );
    expect(paymentErrorMessage({ code: 'processing_error' })).toBe(
      'Payment processing error. Please check your card details and try again.',
    );
    for (const code of ['incomplete_number', 'invalid_number'])
      expect(paymentErrorMessage({ code })).toBe('Please check your card number and try again.');
    for (const code of ['invalid_expiry_month', 'invalid_expiry_year'])
      expect(paymentErrorMessage({ code })).toBe('Please check your card expiration date.');
    expect(paymentErrorMessage({ code: 'invalid_cvc' })).toBe(
      'Please check your card security code (CVC).',
    );
    expect(paymentErrorMessage({ message: 'A processing error occurred upstream' })).toBe(
      'Payment processing failed. Please check your payment method or contact support.',
    );
    expect(paymentErrorMessage({ message: 'Your postal code is incomplete.' })).toBe(
      'Your postal code is incomplete.',
    );
    expect(paymentErrorMessage({})).toBe('Please check your payment details and try again.');
  });

  it('explains a failed subscription start', () => {
    expect(subscriptionErrorMessage(new ApiError(401, 'unauthorized', 'Sign in'))).toBe(
      'Please log in to upgrade to premium.',
    );
    expect(
      subscriptionErrorMessage(new ApiError(502, 'payment_provider_error', 'Try again.')),
    ).toBe('Server error: 502 - Try again.');
    expect(subscriptionErrorMessage(new Error('boom'))).toBe(
      'Failed to initiate subscription. Please try again.',
    );
  });
});
