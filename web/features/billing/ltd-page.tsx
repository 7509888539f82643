import { BILLING_TEXTS } from '../../../common/billing-texts';
import { createLtdCheckoutSession } from './api/create-ltd-checkout-session';
import { useBillingStatus } from './api/get-billing-status';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { PlansScreen } from './plans-screen';
import { useBillingRedirect } from './use-billing-redirect';

/**
 * /ltd (spec §2 "Lifetime deals"): 'Limited Time Deals', 'One-time payment for lifetime access',
 * and the lifetime deals on sale, each with 'Purchase Now' (Stripe checkout, one payment).
 */
export function LtdPage() {
  const status = useBillingStatus();
  const redirect = useBillingRedirect();
  return (
    <PlansScreen
      purchase="ltd"
      title={BILLING_TEXTS.limitedTimeDeals}
      subtitle={BILLING_TEXTS.lifetimeAccess}
      actionLabel={BILLING_TEXTS.purchaseNow}
      emptyText={BILLING_SCREEN_TEXTS.noDeals}
      status={status.data}
      statusPending={status.isPending}
      redirect={redirect}
      checkout={(plan) => createLtdCheckoutSession({ planId: plan.priceId, return_url: window.location.href })}
    />
  );
}
