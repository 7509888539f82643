import { BILLING_TEXTS } from '../../../common/billing-texts';
import { ExtensionsList } from '../extensions/extensions-list';
import { useBillingStatus } from './api/get-billing-status';
import { createCheckoutSession } from './api/create-checkout-session';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { ManageSubscriptionButton } from './manage-subscription-button';
import { PlansScreen } from './plans-screen';
import { useBillingRedirect } from './use-billing-redirect';

/**
 * /subscription (spec §2 "Subscription plans"): the subscription plans on sale, each with
 * 'Subscribe' (Stripe checkout), and 'Manage Subscription' for a subscriber.
 */
export function SubscriptionPage() {
  const status = useBillingStatus();
  const redirect = useBillingRedirect();
  // The status only adds things (the portal, the current plan mark): the plans show without it.
  const canManage = status.data?.canManage === true && status.data.planType !== 'ltd';

  return (
    <PlansScreen
      purchase="subscription"
      title={BILLING_SCREEN_TEXTS.subscriptionPlans}
      subtitle={BILLING_SCREEN_TEXTS.subscriptionSubtitle}
      headerAction={canManage ? <ManageSubscriptionButton redirect={redirect} /> : null}
      actionLabel={BILLING_TEXTS.subscribe}
      emptyText={BILLING_SCREEN_TEXTS.noPlans}
      status={status.data}
      statusPending={status.isPending}
      redirect={redirect}
      checkout={(plan) => createCheckoutSession({ planId: plan.priceId, return_url: window.location.href })}
    >
      {/* Spec §2: extension sections for subscribers — the server sends premium and private ones to plan holders only. */}
      {status.data && status.data.planType !== 'none' ? (
        <ExtensionsList title={BILLING_SCREEN_TEXTS.yourExtensions} planName={status.data.planName} showFilters className="mt-12" />
      ) : null}
    </PlansScreen>
  );
}
