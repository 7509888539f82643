import type { RefObject } from 'react';
import { BILLING_ERROR_CODES } from '../../../common/billing';
import type { AdminPlan } from '../../../common/billing';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { useDeletePlan } from './api/delete-plan';
import { TIERS_TEXTS } from './tiers-screen-texts';
import { toast } from '../../components/ui/toaster';
import { BILLING_TEXTS } from '../../../common/billing-texts.plain';

/** The failure to show: the server's own words for a plan in use (409), else 'Failed to delete plan: …'. */
export function deletePlanFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === BILLING_ERROR_CODES.planInUse) return error.message;
  return TIERS_TEXTS.deleteFailed(errorReason(error));
}

/** 'Delete' asks first; Cancel has the focus. A plan someone holds is refused with the reason. */
export function DeletePlanDialog({ plan, onClose, fallbackFocusRef }: { plan: AdminPlan; onClose: () => void; fallbackFocusRef: RefObject<HTMLElement | null> }) {
  const remove = useDeletePlan();
  return (
    <ConfirmDialog
      title={TIERS_TEXTS.deletePlan}
      // A plan someone holds is refused by the server: said before any button (issue #18).
      message={plan.holders > 0 ? BILLING_TEXTS.planInUse(plan.holders) : TIERS_TEXTS.deleteConfirm(plan.nickname)}
      cancelLabel={TIERS_TEXTS.cancel}
      confirmLabel={TIERS_TEXTS.delete}
      pending={remove.isPending}
      error={remove.error ? deletePlanFailure(remove.error) : null}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      onConfirm={
        plan.holders > 0
          ? null
          : () => {
              remove.mutate(plan.id, {
                onSuccess: () => {
                  toast.success(TIERS_TEXTS.planDeleted(plan.nickname));
                  onClose();
                },
              });
            }
      }
    />
  );
}
