import { useState } from 'react';
import type { AdminPlanRequest } from '../../../common/plan-requests';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { PLAN_REQUESTS_TEXTS as T } from './admin-screen-texts';
import { useDismissPlanRequest } from './api/plan-requests';

/** 'Dismiss' a request for a plan: asks first (Cancel has the focus), then closes it without giving the plan. */
export function DismissPlanRequest({ request }: { request: AdminPlanRequest }) {
  const [open, setOpen] = useState(false);
  const dismiss = useDismissPlanRequest();
  return (
    <>
      <Button variant="ghost-danger" size="sm" aria-label={T.dismissNamed(request.planName, request.username)} onClick={() => setOpen(true)}>
        {T.dismiss}
      </Button>
      {open ? (
        <ConfirmDialog
          title={T.dismissTitle}
          message={T.dismissConfirm(request.planName, request.username)}
          confirmLabel={T.dismiss}
          cancelLabel={T.cancel}
          destructive
          request={dismiss}
          failed={T.dismissFailed}
          onClose={() => {
            dismiss.reset();
            setOpen(false);
          }}
          onConfirm={() => {
            dismiss.mutate(request.id, {
              onSuccess: () => {
                toast.success(T.dismissed(request.username));
                setOpen(false);
              },
            });
          }}
        />
      ) : null}
    </>
  );
}
