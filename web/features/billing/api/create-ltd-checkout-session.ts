import { BILLING_TEXTS } from '../../../../common/billing-texts';
import type { CheckoutRequest } from './create-checkout-session';
import { requestRedirectUrl } from './redirect-url';

export const LTD_CHECKOUT_SESSION_PATH = '/api/create-checkout-ltd-session';

/** A Stripe checkout page for a lifetime deal (one payment). */
export function createLtdCheckoutSession(body: CheckoutRequest): Promise<string> {
  return requestRedirectUrl(LTD_CHECKOUT_SESSION_PATH, body, {
    failed: BILLING_TEXTS.ltdCheckoutFailed,
    noUrl: BILLING_TEXTS.noLtdCheckoutUrl,
  });
}
