import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { formatPrice } from '../../../common/billing';
import { BILLING_TEXTS } from '../../../common/billing-texts';
import type { AdminPlan } from '../../../common/billing';
import { paths } from '../../../common/paths';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/loading-state';
import { errorReason } from '../../lib/field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { useAdminPlans } from './api/get-admin-plans';
import { AssignPlanSection } from './assign-plan-section';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanFormDialog } from './plan-form-dialog';
import { TIERS_TEXTS } from './tiers-screen-texts';

type Editing = { mode: 'add' } | { mode: 'edit'; plan: AdminPlan } | { mode: 'delete'; plan: AdminPlan } | null;

/** '/ month', '/ year', 'one time'; nothing without an interval. */
function intervalText(interval: string | null): string {
  if (interval === 'month') return '/ month';
  if (interval === 'year') return '/ year';
  if (interval === 'one_time') return 'one time';
  return '';
}

/**
 * /dashboard/tiers (spec §2 "Admin: tiers management"): every plan as a card with Edit and Delete,
 * 'Add Plan', and assigning a plan to a user by hand.
 */
export function DashboardTiersPage() {
  usePageTitle(TIERS_TEXTS.title);
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<Editing>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  let content: ReactNode;
  if (plans.data) {
    content = (
      <>
        <section aria-labelledby="tiers-plans-heading" className="mt-10">
          <h2 id="tiers-plans-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {TIERS_TEXTS.plans}
          </h2>
          {plans.data.length === 0 ? (
            <p className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {TIERS_TEXTS.noPlans}
            </p>
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {plans.data.map((plan) => (
                <li key={plan.id} className="flex">
                  <AdminPlanCard
                    plan={plan}
                    onEdit={() => {
                      setEditing({ mode: 'edit', plan });
                    }}
                    onDelete={() => {
                      setEditing({ mode: 'delete', plan });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <AssignPlanSection plans={plans.data} />
      </>
    );
  } else if (plans.error) {
    content = <Alert className="mt-10">{TIERS_TEXTS.fetchFailed(errorReason(plans.error))}</Alert>;
  } else {
    content = <LoadingState />;
  }

  const close = () => {
    setEditing(null);
  };

  return (
    <PageContainer className="py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{TIERS_TEXTS.title}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{TIERS_TEXTS.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.dashboard} className={buttonVariants({ variant: 'secondary' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {TIERS_TEXTS.backToDashboard}
          </Link>
          <button
            ref={addRef}
            type="button"
            aria-haspopup="dialog"
            disabled={!plans.data}
            className={buttonVariants()}
            onClick={() => {
              setEditing({ mode: 'add' });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {TIERS_TEXTS.addPlan}
          </button>
        </div>
      </div>
      {content}
      {editing?.mode === 'add' ? <PlanFormDialog onClose={close} /> : null}
      {editing?.mode === 'edit' ? <PlanFormDialog plan={editing.plan} onClose={close} /> : null}
      {editing?.mode === 'delete' ? <DeletePlanDialog plan={editing.plan} onClose={close} fallbackFocusRef={addRef} /> : null}
    </PageContainer>
  );
}

function AdminPlanCard({ plan, onEdit, onDelete }: { plan: AdminPlan; onEdit: () => void; onDelete: () => void }) {
  const headingId = useId();
  const interval = intervalText(plan.interval ?? null);
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={plan.purchase === 'ltd' ? 'amber' : 'indigo'}>{plan.purchase === 'ltd' ? TIERS_TEXTS.ltd : TIERS_TEXTS.subscription}</Badge>
        <Badge tone={plan.isActive ? 'emerald' : 'slate'}>{plan.isActive ? TIERS_TEXTS.active : TIERS_TEXTS.inactive}</Badge>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold break-words text-slate-900 dark:text-white">
        {plan.nickname}
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{formatPrice(plan.amount, plan.currency)}</span>
        {interval ? <span className="text-sm text-slate-500 dark:text-slate-400">{interval}</span> : null}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <Detail label="Tier">{String(plan.tier)}</Detail>
        <Detail label="MaxList">{plan.maxlist === null ? BILLING_TEXTS.unlimited : String(plan.maxlist)}</Detail>
        <Detail label="Holders">{TIERS_TEXTS.holders(plan.holders)}</Detail>
        <Detail label="System">{plan.system ?? '—'}</Detail>
        <Detail label="Price ID">
          {plan.priceId ? (
            <code className="font-mono text-xs break-all">{plan.priceId}</code>
          ) : (
            <span className="text-amber-700 dark:text-amber-400">{TIERS_TEXTS.noPriceId}</span>
          )}
        </Detail>
        <Detail label="Product">{plan.productName}</Detail>
      </dl>
      <div className="mt-auto flex gap-2 pt-5">
        <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-label={TIERS_TEXTS.editNamed(plan.nickname)} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-3.5" />
          {TIERS_TEXTS.edit}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          aria-label={TIERS_TEXTS.deleteNamed(plan.nickname)}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-3.5 text-red-600 dark:text-red-400" />
          {TIERS_TEXTS.delete}
        </Button>
      </div>
    </article>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}
