import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { CircleCheck, ListChecks } from 'lucide-react';
import { formatPrice } from '../../../common/billing';
import type { PublicPlan } from '../../../common/billing';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import { intervalSuffix } from './plan-display';

/**
 * Typography for the features HTML (lists, links, emphasis), which arrives already sanitised by
 * the server. Tailwind's typography plugin is not installed; these few rules cover what a plan
 * description uses.
 */
export const featuresHtmlClassName =
  'text-sm leading-6 text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400 [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+*]:mt-2 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:list-disc [&_ul]:pl-5 [&_li]:marker:text-indigo-500';

type PlanCardProps = {
  plan: PublicPlan;
  /** 'Subscribe' or 'Purchase Now'. */
  actionLabel: string;
  onAction: () => void;
  /** This card's button waits for the checkout page. */
  pending: boolean;
  /** Another redirect is under way, or payments are off. */
  disabled: boolean;
  /** The id of what explains a disabled button (the payments notice). */
  describedBy?: string;
  /** The spec §8 text of this card's failed checkout. */
  error: string | null;
  /** The plan the user holds: marked, and no button to buy it again. */
  current: boolean;
};

/** What a plan card shows of a plan: the fields the plans on sale and the pricing page both have. */
export type ShownPlan = Pick<PublicPlan, 'nickname' | 'productName' | 'amount' | 'currency' | 'interval' | 'productDescription' | 'maxlist' | 'features' | 'imageUrl' | 'tier' | 'purchase'>;

/** One plan on sale (spec §2 "Subscription plans", "Lifetime deals"). */
export function PlanCard({ plan, actionLabel, onAction, pending, disabled, describedBy, error, current }: PlanCardProps) {
  return (
    <PlanSummary plan={plan} current={current}>
      <Button className="w-full" size="lg" onClick={onAction} disabled={disabled || pending} aria-busy={pending} aria-describedby={describedBy}>
        {pending ? <Spinner /> : null}
        {pending ? BILLING_SCREEN_TEXTS.redirecting : actionLabel}
      </Button>
      {error ? <Alert className="mt-3">{error}</Alert> : null}
    </PlanSummary>
  );
}

/**
 * A plan as a card: its picture, tier, name, price, description, list limit and features, and at
 * the bottom what a person can do (`children`), or 'Your current plan' for the plan they hold.
 */
export function PlanSummary({ plan, current, badge, children }: { plan: ShownPlan; current: boolean; badge?: string; children: ReactNode }) {
  const headingId = useId();
  const suffix = intervalSuffix(plan.interval);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
        current
          ? 'border-indigo-500 ring-1 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {plan.imageUrl ? <PlanImage src={plan.imageUrl} /> : null}
      <div className="flex flex-wrap gap-2">
        <Badge tone="slate">{BILLING_SCREEN_TEXTS.tier(plan.tier)}</Badge>
        {badge ? <Badge tone="indigo">{badge}</Badge> : null}
      </div>
      <h2 id={headingId} className="mt-3 text-xl font-semibold break-words text-slate-900 dark:text-white">
        {plan.nickname}
      </h2>
      {/* A product often bears the plan's own name: said once. */}
      {plan.productName !== plan.nickname ? (
        <p className="mt-1 text-sm font-medium break-words text-slate-600 dark:text-slate-400">{plan.productName}</p>
      ) : null}
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5" data-testid="plan-price">
        <span className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{formatPrice(plan.amount, plan.currency)}</span>
        {/* The space keeps '19.00 USD / month' one phrase for a screen reader; the flex gap does the layout. */}
        {suffix ? (
          <>
            {' '}
            <span className="text-sm font-medium text-slate-500 dark:text-slate-400">{suffix}</span>
          </>
        ) : null}
      </p>
      {plan.productDescription ? (
        <p className="mt-3 text-sm break-words text-slate-600 dark:text-slate-400">{plan.productDescription}</p>
      ) : null}
      <p className="mt-4 flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-100">
        <ListChecks aria-hidden="true" className="size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
        {BILLING_SCREEN_TEXTS.maxList(plan.maxlist)}
      </p>
      {plan.features ? (
        // The server sanitised this HTML when it answered (common/billing.ts: "features already sanitised HTML").
        <div className={cn('mt-4 break-words', featuresHtmlClassName)} dangerouslySetInnerHTML={{ __html: plan.features }} />
      ) : null}
      <div className="mt-auto pt-6">
        {current ? (
          <p className="flex h-12 items-center justify-center gap-2 rounded-lg bg-indigo-50 px-3 text-sm font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
            <CircleCheck aria-hidden="true" className="size-4" />
            {BILLING_SCREEN_TEXTS.currentPlan}
          </p>
        ) : (
          children
        )}
      </div>
    </article>
  );
}

/** The plan's picture; a broken address leaves no broken-image icon behind. */
function PlanImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => {
        setBroken(true);
      }}
      className="mb-5 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
    />
  );
}
