import { useId } from 'react';
import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';
import { BILLING_TEXTS } from '../../../common/billing-texts';
import type { BillingStatus, PublicPlan, Purchase } from '../../../common/billing';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { LoadingState } from '../../components/ui/loading-state';
import { errorReason } from '../../lib/field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { usePlans } from './api/get-plans';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { PlanCard } from './plan-card';
import { currentPlanId } from './plan-display';
import type { useBillingRedirect } from './use-billing-redirect';

type PlansScreenProps = {
  purchase: Purchase;
  title: string;
  subtitle: string;
  /** Under the subtitle: 'Manage Subscription' for a subscriber. */
  headerAction?: ReactNode;
  /** 'Subscribe' or 'Purchase Now'. */
  actionLabel: string;
  emptyText: string;
  /** The user's plan; undefined while unknown or unreadable. */
  status: BillingStatus | undefined;
  /** The status is still loading: the cards wait, so 'Subscribe' never turns into 'Your current plan' under the pointer. */
  statusPending: boolean;
  redirect: ReturnType<typeof useBillingRedirect>;
  /** Asks the server for the checkout page of a plan. */
  checkout: (plan: PublicPlan) => Promise<string>;
  /** Below the cards (the extension sections of the subscription page, once extensions exist). */
  children?: ReactNode;
};

/** The plans on sale of one kind as cards, each with its checkout button (the /subscription and /ltd screens). */
export function PlansScreen({ purchase, title, subtitle, headerAction, actionLabel, emptyText, status, statusPending, redirect, checkout, children }: PlansScreenProps) {
  usePageTitle(title);
  const plans = usePlans(purchase);
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
          <EmptyPlans text={emptyText} />
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
        {children}
      </>
    );
  } else if (plans.error) {
    content = <Alert className="mx-auto max-w-2xl">{BILLING_SCREEN_TEXTS.plansFailed(errorReason(plans.error))}</Alert>;
  } else {
    content = <LoadingState />;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg dark:text-slate-400">{subtitle}</p>
        {headerAction ? <div className="mt-6 flex flex-col items-center gap-3">{headerAction}</div> : null}
      </div>
      <div className="mt-10">{content}</div>
    </PageContainer>
  );
}

function EmptyPlans({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <PackageOpen aria-hidden="true" className="mx-auto size-8 text-slate-400 dark:text-slate-500" />
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{text}</p>
    </div>
  );
}
