import { BILLING_TEXTS } from '../../../../common/billing-texts';
import { requestRedirectUrl } from './redirect-url';

export const CHECKOUT_SESSION_PATH = '/api/create-checkout-session';

export type CheckoutRequest = { planId: string; return_url: string };

/** A Stripe checkout page for a subscription plan (planId: its Stripe price id). */
export function createCheckoutSession(body: CheckoutRequest): Promise<string> {
  return requestRedirectUrl(CHECKOUT_SESSION_PATH, body, {
    failed: BILLING_TEXTS.checkoutFailed,
    noUrl: BILLING_TEXTS.noCheckoutUrl,
  });
}
