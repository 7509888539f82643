import { useId } from 'react';
import type { ReactNode } from 'react';
import { BILLING_TEXTS } from '../../../common/billing-texts.plain';
import type { BillingStatus, PublicPlan, Purchase } from '../../../common/billing';
import { PageContainer } from '../../components/page-container';
import { EmptyState } from '../../components/ui/empty-state';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTitle } from '../../lib/use-page-title';
import { useBillingStatus } from '../../api/billing';
import { usePlans } from './api/get-plans';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { PlanCard } from './plan-card';
import { PlanCoversLine } from './plan-covers';
import { currentPlanId } from './plan-display';
import { useBillingRedirect } from './use-billing-redirect';
import { YourPlan } from './your-plan';

/** What the screen knows of the user, for what a page adds to it. */
export type PlansScreenState = {
  /** The user's plan; undefined while unknown or unreadable. */
  status: BillingStatus | undefined;
  /** One redirect to Stripe at a time, for the cards and what the page adds. */
  redirect: ReturnType<typeof useBillingRedirect>;
};

type PlansScreenProps = {
  purchase: Purchase;
  title: string;
  subtitle: string;
  /** 'Subscribe' or 'Purchase Now'. */
  actionLabel: string;
  emptyText: string;
  /** Asks the server for the checkout page of a plan. */
  checkout: (plan: PublicPlan) => Promise<string>;
  /** Under the subtitle: 'Manage Subscription' for a subscriber. */
  headerAction?: (state: PlansScreenState) => ReactNode;
  /** Below the cards (the extension sections of the subscription page). */
  children?: (state: PlansScreenState) => ReactNode;
};

/** The plans on sale of one kind as cards, each with its checkout button (the /subscription and /ltd screens). */
export function PlansScreen({ purchase, title, subtitle, actionLabel, emptyText, checkout, headerAction, children }: PlansScreenProps) {
  usePageTitle(title);
  const plans = usePlans(purchase);
  const billingStatus = useBillingStatus();
  const state: PlansScreenState = { status: billingStatus.data, redirect: useBillingRedirect() };
  const { status, redirect } = state;
  // While the status loads the cards wait, so 'Subscribe' never turns into 'Your current plan' under the pointer.
  const statusPending = billingStatus.isPending;
  const noticeId = useId();

  let content: ReactNode;
  if (plans.data && !statusPending) {
    const { paymentsEnabled } = plans.data;
    const current = currentPlanId(plans.data.plans, status);
    content = (
      <>
        {paymentsEnabled ? null : (
          <Alert tone="info" id={noticeId} className="mx-auto mb-8 max-w-2xl">
            {BILLING_TEXTS.paymentsDisabled}
          </Alert>
        )}
        {plans.data.plans.length === 0 ? (
          <EmptyState>{emptyText}</EmptyState>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {plans.data.plans.map((plan) => {
              const key = `checkout:${plan.priceId}`;
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  actionLabel={actionLabel}
                  current={plan.id === current}
                  pending={redirect.pendingKey === key}
                  disabled={!paymentsEnabled || redirect.waiting}
                  describedBy={paymentsEnabled ? undefined : noticeId}
                  error={redirect.errorFor(key)}
                  onAction={() => {
                    redirect.start(key, () => checkout(plan));
                  }}
                />
              );
            })}
          </div>
        )}
        {children?.(state)}
      </>
    );
  } else if (plans.error) {
    content = <RefusalAlert error={plans.error} failed={BILLING_SCREEN_TEXTS.plansFailed} className="mx-auto max-w-2xl" />;
  } else {
    content = <LoadingState />;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader variant="centered" title={title} description={subtitle} actions={headerAction?.(state)} />
      <PlanCoversLine />
      {/* Issue #38: my plan, and every plan (those not on sale too) one link away. */}
      <YourPlan className="mx-auto mt-6 max-w-2xl" pricingLink />
      <div className="mt-10">{content}</div>
    </PageContainer>
  );
}
