import { BILLING_TEXTS } from '../../../../common/billing-texts.plain';
import type { CheckoutRequest } from './create-checkout-session';
import { billingRoutes } from '../../../../common/api/routes';
import { requestRedirectUrl } from './redirect-url';

/** A Stripe checkout page for a lifetime deal (one payment). */
export function createLtdCheckoutSession(body: CheckoutRequest): Promise<string> {
  return requestRedirectUrl(billingRoutes.createLtdCheckoutSession, body, {
    failed: BILLING_TEXTS.ltdCheckoutFailed,
    noUrl: BILLING_TEXTS.noLtdCheckoutUrl,
  });
}
