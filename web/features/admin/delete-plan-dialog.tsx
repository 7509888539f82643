import { useRef } from 'react';
import type { RefObject } from 'react';
import { BILLING_ERROR_CODES } from '../../../common/billing';
import type { AdminPlan } from '../../../common/billing';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { errorReason } from '../../lib/field-errors';
import { useDeletePlan } from './api/delete-plan';
import { TIERS_TEXTS } from './tiers-screen-texts';

/** The failure to show: the server's own words for a plan in use (409), else 'Failed to delete plan: …'. */
export function deletePlanFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === BILLING_ERROR_CODES.planInUse) return error.message;
  return TIERS_TEXTS.deleteFailed(errorReason(error));
}

/** 'Delete' asks first; Cancel has the focus. A plan someone holds is refused with the reason. */
export function DeletePlanDialog({ plan, onClose, fallbackFocusRef }: { plan: AdminPlan; onClose: () => void; fallbackFocusRef: RefObject<HTMLElement | null> }) {
  const remove = useDeletePlan();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={TIERS_TEXTS.deletePlan}
      description={TIERS_TEXTS.deleteConfirm(plan.nickname)}
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
      onClose={onClose}
      className="max-w-md"
    >
      {remove.error ? <Alert className="mb-4">{deletePlanFailure(remove.error)}</Alert> : null}
      <div className="flex justify-end gap-2">
        <button ref={cancelRef} type="button" className={buttonVariants({ variant: 'secondary' })} onClick={onClose}>
          {TIERS_TEXTS.cancel}
        </button>
        <Button
          className="bg-red-600 hover:bg-red-500 dark:bg-red-600 dark:hover:bg-red-500"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => {
            remove.mutate(plan.id, { onSuccess: onClose });
          }}
        >
          {remove.isPending ? <Spinner /> : null}
          {TIERS_TEXTS.delete}
        </Button>
      </div>
    </Dialog>
  );
}
