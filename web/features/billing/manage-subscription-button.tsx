import { CreditCard } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { ButtonSize } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { createPortalSession } from './api/create-portal-session';
import { BILLING_SCREEN_TEXTS } from './billing-screen-texts';
import type { useBillingRedirect } from './use-billing-redirect';

const PORTAL = 'portal';

/** 'Manage Subscription': Stripe's billing portal, coming back to this page (spec §2). Its failure shows under it. */
export function ManageSubscriptionButton({ redirect, size = 'md' }: { redirect: ReturnType<typeof useBillingRedirect>; size?: ButtonSize }) {
  const pending = redirect.pendingKey === PORTAL;
  const error = redirect.errorFor(PORTAL);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        disabled={redirect.waiting}
        aria-busy={pending}
        onClick={() => {
          redirect.start(PORTAL, () => createPortalSession({ return_url: window.location.href }));
        }}
      >
        {pending ? <Spinner /> : <CreditCard aria-hidden="true" className="size-4" />}
        {pending ? BILLING_SCREEN_TEXTS.redirecting : BILLING_SCREEN_TEXTS.manageSubscription}
      </Button>
      {error ? <Alert className="w-full text-left">{error}</Alert> : null}
    </>
  );
}
