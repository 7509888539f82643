import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { BILLING_TEXTS } from '../../../common/billing-texts';
import type { BillingStatus } from '../../../common/billing';
import { paths } from '../../../common/paths';
import { PROFILE_TEXTS } from '../../../common/profile';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorReason } from '../../lib/field-errors';
import { useBillingStatus } from '../billing/api/get-billing-status';
import { BILLING_SCREEN_TEXTS } from '../billing/billing-screen-texts';
import { ManageSubscriptionButton } from '../billing/manage-subscription-button';
import { maxListText, planTypeText } from '../billing/plan-display';
import { useBillingRedirect } from '../billing/use-billing-redirect';
import { InfoRow, ProfileSection } from './profile-ui';

/**
 * Subscription Status (spec §2 "Profile"): Plan Type, Tier, MaxList and the plan's name, a warning
 * when Stripe reports a problem, and 'Manage Subscription' for a non-lifetime plan the portal can
 * manage. Without a plan: 'No active subscription' with 'View Plans' and 'Get Lifetime Deal'.
 */
export function SubscriptionStatusCard() {
  const status = useBillingStatus();

  let content: ReactNode;
  if (status.data) {
    const { planType } = status.data;
    content = planType === 'none' ? <NoPlan /> : <HeldPlan status={status.data} planType={planType} />;
  } else if (status.error) {
    content = <Alert>{BILLING_SCREEN_TEXTS.statusFailed(errorReason(status.error))}</Alert>;
  } else {
    // Plain text, not a second live region: the page's own messages are the ones to announce.
    content = (
      <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
        <Spinner className="text-indigo-600 dark:text-indigo-400" />
        Loading...
      </p>
    );
  }
  return <ProfileSection title="Subscription Status">{content}</ProfileSection>;
}

function NoPlan() {
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{PROFILE_TEXTS.noSubscription}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={paths.subscription} className={buttonVariants({ size: 'sm' })}>
          {BILLING_TEXTS.viewPlans}
        </Link>
        <Link to={paths.ltd} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {BILLING_TEXTS.getLifetimeDeal}
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
        <div
          role="alert"
          className="mb-4 flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-800 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-300"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{BILLING_SCREEN_TEXTS.paymentFailed}</p>
        </div>
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
