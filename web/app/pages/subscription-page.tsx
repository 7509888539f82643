import { ExtensionsList } from '../../features/extensions/extensions-list';
import { createCheckoutSession } from '../../features/billing/api/create-checkout-session';
import { BILLING_SCREEN_TEXTS } from '../../features/billing/billing-screen-texts';
import { ManageSubscriptionButton } from '../../features/billing/manage-subscription-button';
import { PlansScreen } from '../../features/billing/plans-screen';
import { PAGE_TEXTS } from './page-texts';

/**
 * /subscription (spec §2 "Subscription plans"): the subscription plans on sale, each with
 * 'Subscribe' (Stripe checkout), and 'Manage Subscription' for a subscriber.
 */
export function SubscriptionPage() {
  return (
    <PlansScreen
      purchase="subscription"
      title={BILLING_SCREEN_TEXTS.subscriptionPlans}
      subtitle={BILLING_SCREEN_TEXTS.subscriptionSubtitle}
      // The status only adds things (the portal, the current plan mark): the plans show without it.
      headerAction={({ status, redirect }) =>
        status?.canManage === true && status.planType !== 'ltd' ? <ManageSubscriptionButton redirect={redirect} /> : null
      }
      actionLabel={PAGE_TEXTS.subscribe}
      emptyText={BILLING_SCREEN_TEXTS.noPlans}
      checkout={(plan) => createCheckoutSession({ planId: plan.priceId, return_url: window.location.href })}
    >
      {/* Spec §2: extension sections for subscribers — the server sends premium and private ones to plan holders only. */}
      {({ status }) =>
        status && status.planType !== 'none' ? (
          <ExtensionsList title={BILLING_SCREEN_TEXTS.yourExtensions} planName={status.planName} showFilters className="mt-12" />
        ) : null
      }
    </PlansScreen>
  );
}
