import { BILLING_TEXTS } from '../../../../common/billing-texts';
import { requestRedirectUrl } from './redirect-url';

export const PORTAL_SESSION_PATH = '/api/create-portal-session';

/** Stripe's billing portal for the signed-in subscriber ('No active subscription found' without one). */
export function createPortalSession(body: { return_url: string }): Promise<string> {
  return requestRedirectUrl(PORTAL_SESSION_PATH, body, {
    failed: BILLING_TEXTS.portalFailed,
    noUrl: BILLING_TEXTS.noPortalUrl,
  });
}
