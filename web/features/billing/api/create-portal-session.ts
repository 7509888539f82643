import { BILLING_TEXTS } from '../../../../common/billing-texts.plain';
import { billingRoutes } from '../../../../common/api/routes';
import { requestRedirectUrl } from './redirect-url';

/** Stripe's billing portal for the signed-in subscriber ('No active subscription found' without one). */
export function createPortalSession(body: { return_url: string }): Promise<string> {
  return requestRedirectUrl(billingRoutes.createPortalSession, body, {
    failed: BILLING_TEXTS.portalFailed,
    noUrl: BILLING_TEXTS.noPortalUrl,
  });
}
