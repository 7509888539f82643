import { Link } from 'react-router';
import type { BillingStatus } from '../../../common/billing';
import { paths } from '../../../common/paths.plain';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { InlineLoading } from '../../components/ui/inline-loading';
import { QueryState } from '../../components/ui/query-state';
import { useBillingStatus } from '../../api/billing';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { ManageSubscriptionButton } from './manage-subscription-button';
import { maxListText, planTypeText } from './plan-display';
import { useBillingRedirect } from './use-billing-redirect';
import { InfoRow, SectionCard } from '../../components/ui/section-card';
import { SHARED_TEXTS } from '../../components/shared-texts';

/**
 * Subscription Status (spec §2 "Profile"): Plan Type, Tier, MaxList and the plan's name, a warning
 * when Stripe reports a problem, and 'Manage Subscription' for a non-lifetime plan the portal can
 * manage. Without a plan: 'No active subscription' with 'View Plans' and 'Get Lifetime Deal'.
 */
export function SubscriptionStatusCard() {
  const status = useBillingStatus();
  return (
    <SectionCard title="Subscription Status">
      {/* Loading is plain text, not a second live region: the page's own messages are the ones to announce. */}
      <QueryState query={status} failed={BILLING_SCREEN_TEXTS.statusFailed} loading={<InlineLoading />}>
        {(data) => (data.planType === 'none' ? <NoPlan /> : <HeldPlan status={data} planType={data.planType} />)}
      </QueryState>
    </SectionCard>
  );
}

function NoPlan() {
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{BILLING_SCREEN_TEXTS.noSubscription}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={paths.pricing} className={buttonVariants({ size: 'sm' })}>
          {SHARED_TEXTS.viewPlans}
        </Link>
        <Link to={paths.ltd} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {BILLING_SCREEN_TEXTS.getLifetimeDeal}
        </Link>
      </div>
    </>
  );
}

/** Stripe's word for a subscription state, readable: 'past_due' → 'Past due'. */
export function subscriptionStatusText(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function HeldPlan({ status, planType }: { status: BillingStatus; planType: 'subscription' | 'ltd' }) {
  const redirect = useBillingRedirect();
  // "A lifetime-deal holder sees no Manage Subscription link" (spec §6).
  const canManage = planType === 'subscription' && status.canManage;
  const stripeStatus = status.status && status.status !== 'active' ? status.status : null;

  return (
    <>
      {stripeStatus === 'past_due' ? (
        <Alert tone="warning" className="mb-4">
          {BILLING_SCREEN_TEXTS.paymentFailed}
        </Alert>
      ) : null}
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <InfoRow label={BILLING_SCREEN_TEXTS.planType}>{planTypeText(planType)}</InfoRow>
        <InfoRow label={BILLING_SCREEN_TEXTS.plan}>{status.planName}</InfoRow>
        <InfoRow label={BILLING_SCREEN_TEXTS.tierLabel}>{status.tier === null ? '—' : String(status.tier)}</InfoRow>
        <InfoRow label={BILLING_SCREEN_TEXTS.maxListLabel}>{maxListText(status.maxlist)}</InfoRow>
        {stripeStatus ? <InfoRow label={BILLING_SCREEN_TEXTS.statusLabel}>{subscriptionStatusText(stripeStatus)}</InfoRow> : null}
      </dl>
      {canManage ? (
        <div className="mt-5 flex flex-col items-start gap-3">
          <ManageSubscriptionButton redirect={redirect} size="sm" />
        </div>
      ) : null}
    </>
  );
}
