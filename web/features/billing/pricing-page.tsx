import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { PLAN_REQUEST_ERROR_CODES, type MyPlanRequest, type PricingPlan } from '../../../common/plan-requests';
import { paths } from '../../../common/paths.plain';
import { PageContainer } from '../../components/page-container';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { ApiRequestError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { formatZoned } from '../../lib/zoned-time';
import { useSession } from '../../api/session';
import { billingStatusQueryOptions } from '../../api/billing';
import { createCheckoutSession } from './api/create-checkout-session';
import { createLtdCheckoutSession } from './api/create-ltd-checkout-session';
import { usePricing } from './api/get-pricing';
import { useCreatePlanRequest, useMyPlanRequests } from './api/plan-requests';
import { BILLING_SCREEN_TEXTS as T } from './billing-screen-texts';
import { PlanSummary } from './plan-card';
import { currentPricingPlanId } from './plan-display';
import { useBillingRedirect } from './use-billing-redirect';
import { YourPlan } from './your-plan';

/** /login, back to /pricing after (login's `next`: a feature does not import another's, so it is spelled here). */
const signInThenPricing = `${paths.login}?${new URLSearchParams({ next: paths.pricing }).toString()}`;

/**
 * /pricing (issue #38): every active plan, to anyone, signed in or not. A plan on sale keeps its
 * Stripe checkout; any other says to ask the admins, with 'Ask for this plan' (a visitor signs in
 * first and comes back here). A signed-in person sees their plan above the cards and on its card.
 */
export function PricingPage() {
  usePageTitle(T.pricing);
  const { user, isPending: sessionPending } = useSession();
  const pricing = usePricing();
  // A visitor has no plan to read.
  const status = useQuery({ ...billingStatusQueryOptions, enabled: user !== null });
  const requests = useMyPlanRequests(user !== null);
  const redirect = useBillingRedirect();
  // A signed-in person's cards wait for their plan, so 'Ask for this plan' never turns into 'Your current plan' under the pointer.
  const waiting = sessionPending || (user !== null && status.isPending);

  let content: ReactNode;
  if (pricing.data && !waiting) {
    const current = user ? currentPricingPlanId(pricing.data.plans, status.data) : null;
    content =
      pricing.data.plans.length === 0 ? (
        <EmptyState>{T.noPricing}</EmptyState>
      ) : (
        <ul aria-label={T.pricing} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {pricing.data.plans.map((plan) => (
            <li key={plan.id} className="flex [&>article]:flex-1">
              <PlanSummary plan={plan} current={plan.id === current} badge={plan.purchase === 'ltd' ? T.planTypeLtd : undefined}>
                <PlanAction plan={plan} signedIn={user !== null} asked={requests.data?.find((request) => request.planId === plan.id)} redirect={redirect} />
              </PlanSummary>
            </li>
          ))}
        </ul>
      );
  } else if (pricing.error) {
    content = <RefusalAlert error={pricing.error} failed={T.plansFailed} className="mx-auto max-w-2xl" />;
  } else {
    content = <LoadingState />;
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader variant="centered" title={T.pricing} description={T.pricingSubtitle} />
      {user ? <YourPlan className="mx-auto mt-6 max-w-2xl" /> : null}
      <div className="mt-10">{content}</div>
    </PageContainer>
  );
}

type PlanActionProps = {
  plan: PricingPlan;
  signedIn: boolean;
  /** My open request for this plan, if any. */
  asked: MyPlanRequest | undefined;
  redirect: ReturnType<typeof useBillingRedirect>;
};

/** The bottom of a card: how this person gets this plan. */
function PlanAction({ plan, signedIn, asked, redirect }: PlanActionProps) {
  if (plan.obtain === 'everyone') return <p className="text-center text-sm text-slate-600 dark:text-slate-400">{T.everyone}</p>;
  if (plan.obtain === 'buy') {
    const label = plan.purchase === 'ltd' ? T.purchaseNow : T.subscribe;
    if (!signedIn) {
      return (
        <Link to={signInThenPricing} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
          {T.signInToBuy}
        </Link>
      );
    }
    const key = `checkout:${String(plan.id)}`;
    const priceId = plan.priceId ?? '';
    const checkout = () =>
      plan.purchase === 'ltd'
        ? createLtdCheckoutSession({ planId: priceId, return_url: window.location.href })
        : createCheckoutSession({ planId: priceId, return_url: window.location.href });
    const pending = redirect.pendingKey === key;
    const error = redirect.errorFor(key);
    return (
      <>
        <Button className="w-full" size="lg" pending={pending} disabled={redirect.waiting} onClick={() => redirect.start(key, checkout)}>
          {pending ? T.redirecting : label}
        </Button>
        {error ? <Alert className="mt-3">{error}</Alert> : null}
      </>
    );
  }
  return <AskForPlan plan={plan} signedIn={signedIn} asked={asked} />;
}

/** 'Ask the admins of this Rollcall for it.' and 'Ask for this plan'; once asked, when. */
function AskForPlan({ plan, signedIn, asked }: { plan: PricingPlan; signedIn: boolean; asked: MyPlanRequest | undefined }) {
  const ask = useCreatePlanRequest();
  if (asked) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
        {T.asked(formatZoned(asked.createdAt))}
      </p>
    );
  }
  // Asked already elsewhere (another tab): my requests are read again, and the line above replaces this.
  const alreadyAsked = ask.error instanceof ApiRequestError && ask.error.code === PLAN_REQUEST_ERROR_CODES.alreadyAsked;
  return (
    <>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{T.askHow}</p>
      {signedIn ? (
        <Button
          className="w-full"
          size="lg"
          variant="secondary"
          icon={<Send aria-hidden="true" className="size-4" />}
          pending={ask.isPending}
          onClick={() => {
            ask.mutate(plan.id, {
              onSuccess: () => {
                toast.success(T.askSent(plan.nickname));
              },
            });
          }}
        >
          {T.askForPlan}
        </Button>
      ) : (
        <Link to={signInThenPricing} className={cn(buttonVariants({ size: 'lg', variant: 'secondary' }), 'w-full')}>
          <Send aria-hidden="true" className="size-4" />
          {T.askForPlan}
        </Link>
      )}
      {alreadyAsked ? null : <RefusalAlert error={ask.error} failed={T.askFailed} className="mt-3" />}
    </>
  );
}
