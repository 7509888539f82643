import { useRef } from 'react';
import { formatPrice } from '../../../common/billing';
import type { AdminPlan } from '../../../common/billing';
import { PageContainer } from '../../components/page-container';
import { Badge } from '../../components/ui/badge';
import { Detail, DetailList } from '../../components/ui/detail-list';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { AdminCard, EditDeleteActions } from './admin-card';
import { useItemDialogs } from '../../lib/use-item-dialogs';
import { usePageTitle } from '../../lib/use-page-title';
import { useAdminPlans } from './api/get-admin-plans';
import { AssignPlanSection } from './assign-plan-section';
import { DeletePlanDialog } from './delete-plan-dialog';
import { FreeTierCard, freeTierPlan } from './free-tier-card';
import { AdminPageHeader, CardGrid } from './page-actions';
import { PlanFormDialog } from './plan-form-dialog';
import { TIERS_TEXTS } from './tiers-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';

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
  const dialogs = useItemDialogs<AdminPlan>();
  const { dialog, close } = dialogs;
  const addRef = useRef<HTMLButtonElement>(null);

  return (
    <PageContainer className="py-10 sm:py-14">
      <AdminPageHeader title={TIERS_TEXTS.title} description={TIERS_TEXTS.subtitle} add={{ ref: addRef, disabled: !plans.data, onClick: dialogs.add, children: TIERS_TEXTS.addPlan }} />
      <QueryState query={plans} failed={TIERS_TEXTS.fetchFailed} errorClassName="mt-10">
        {(items) => {
          // The free tier has its own card; the other plans are the ones to sell or give.
          const free = freeTierPlan(items);
          const others = items.filter((plan) => plan !== free);
          return (
            <>
              <section aria-labelledby="tiers-plans-heading" className="mt-10">
                <h2 id="tiers-plans-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
                  {TIERS_TEXTS.plans}
                </h2>
                <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  <FreeTierCard plan={free} />
                </div>
                {others.length === 0 ? (
                  <EmptyState className="mt-4">{TIERS_TEXTS.noPlans}</EmptyState>
                ) : (
                  <CardGrid items={others} className="mt-4">
                    {(plan) => <AdminPlanCard plan={plan} onEdit={() => dialogs.edit(plan)} onDelete={() => dialogs.remove(plan)} />}
                  </CardGrid>
                )}
              </section>
              <AssignPlanSection plans={items} />
            </>
          );
        }}
      </QueryState>
      {dialog?.mode === 'add' ? <PlanFormDialog onClose={close} /> : null}
      {dialog?.mode === 'edit' ? <PlanFormDialog plan={dialog.item} onClose={close} /> : null}
      {dialog?.mode === 'delete' ? <DeletePlanDialog plan={dialog.item} onClose={close} fallbackFocusRef={addRef} /> : null}
    </PageContainer>
  );
}

function AdminPlanCard({ plan, onEdit, onDelete }: { plan: AdminPlan; onEdit: () => void; onDelete: () => void }) {
  const interval = intervalText(plan.interval ?? null);
  return (
    <AdminCard
      title={plan.nickname}
      badges={
        <>
          <Badge tone={plan.purchase === 'ltd' ? 'amber' : 'indigo'}>{plan.purchase === 'ltd' ? TIERS_TEXTS.ltd : TIERS_TEXTS.subscription}</Badge>
          <Badge tone={plan.isActive ? 'emerald' : 'slate'}>{plan.isActive ? TIERS_TEXTS.active : TIERS_TEXTS.inactive}</Badge>
        </>
      }
      actions={<EditDeleteActions name={plan.nickname} texts={TIERS_TEXTS} onEdit={onEdit} onDelete={onDelete} />}
    >
      <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{formatPrice(plan.amount, plan.currency)}</span>
        {interval ? <span className="text-sm text-slate-500 dark:text-slate-400">{interval}</span> : null}
      </p>
      <DetailList className="mt-4">
        <Detail label="Tier">{String(plan.tier)}</Detail>
        <Detail label="MaxList">{plan.maxlist === null ? SHARED_TEXTS.unlimited : String(plan.maxlist)}</Detail>
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
      </DetailList>
    </AdminCard>
  );
}
