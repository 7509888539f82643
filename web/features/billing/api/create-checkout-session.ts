import { BILLING_TEXTS } from '../../../../common/billing-texts.plain';
import { billingRoutes } from '../../../../common/api/routes';
import { requestRedirectUrl } from './redirect-url';

export type CheckoutRequest = { planId: string; return_url: string };

/** A Stripe checkout page for a subscription plan (planId: its Stripe price id). */
export function createCheckoutSession(body: CheckoutRequest): Promise<string> {
  return requestRedirectUrl(billingRoutes.createCheckoutSession, body, {
    failed: BILLING_TEXTS.checkoutFailed,
    noUrl: BILLING_TEXTS.noCheckoutUrl,
  });
}
