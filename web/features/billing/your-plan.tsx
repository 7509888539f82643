import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { paths } from '../../../common/paths.plain';
import { RefusalAlert } from '../../components/ui/alert';
import { cn } from '../../lib/cn';
import { useBillingStatus } from '../../api/billing';
import { BILLING_SCREEN_TEXTS as T } from './billing-screen-texts';
import { planTypeText } from './plan-display';

/**
 * 'Your plan: Pro · 10 lists' (issue #38): the signed-in person's plan, or the free tier's, on the
 * plans pages. `pricingLink` adds a link to every plan (the pages that show only the plans on sale).
 */
export function YourPlan({ className, pricingLink = false }: { className?: string; pricingLink?: boolean }) {
  const status = useBillingStatus();
  if (status.error) return <RefusalAlert error={status.error} failed={T.statusFailed} className={className} />;
  if (!status.data) return null;
  const { planName, planType, maxlist } = status.data;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-xl border border-indigo-200 bg-indigo-50/60 px-4 py-3 text-sm dark:border-indigo-900/60 dark:bg-indigo-500/10',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
      <p className="text-slate-800 dark:text-slate-200">
        <strong className="font-semibold text-slate-900 dark:text-white">{T.yourPlan(planName)}</strong>
        {' · '}
        {planType === 'none' ? null : `${planTypeText(planType)} · `}
        {T.listsAllowed(maxlist)}
      </p>
      {pricingLink ? (
        <Link to={paths.pricing} className="font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300">
          {T.seeAllPlans}
        </Link>
      ) : null}
    </div>
  );
}
