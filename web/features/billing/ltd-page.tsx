import { createLtdCheckoutSession } from './api/create-ltd-checkout-session';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { PlansScreen } from './plans-screen';

/**
 * /ltd (spec §2 "Lifetime deals"): 'Limited Time Deals', 'One-time payment for lifetime access',
 * and the lifetime deals on sale, each with 'Purchase Now' (Stripe checkout, one payment).
 */
export function LtdPage() {
  return (
    <PlansScreen
      purchase="ltd"
      title={BILLING_SCREEN_TEXTS.limitedTimeDeals}
      subtitle={BILLING_SCREEN_TEXTS.lifetimeAccess}
      actionLabel={BILLING_SCREEN_TEXTS.purchaseNow}
      emptyText={BILLING_SCREEN_TEXTS.noDeals}
      checkout={(plan) => createLtdCheckoutSession({ planId: plan.priceId, return_url: window.location.href })}
    />
  );
}
