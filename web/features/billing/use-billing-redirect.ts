import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorReason } from '../../lib/field-errors';

type RedirectJob = { key: string; request: () => Promise<string> };

/**
 * One redirect to Stripe at a time on a screen (Subscribe, Purchase Now, Manage Subscription):
 * `start(key, request)` asks the server for the page and goes there. `pendingKey` is the button
 * that waits ('Redirecting…'; it stays so until the browser has left), `errorFor(key)` the spec §8
 * text of its failure.
 */
export function useBillingRedirect() {
  const mutation = useMutation({ mutationFn: (job: RedirectJob) => job.request() });
  const { reset } = mutation;
  const waiting = mutation.isPending || mutation.isSuccess;
  const activeKey = mutation.variables?.key ?? null;

  // Back from Stripe, the browser may restore this page as it was (bfcache): buttons usable again.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) reset();
    }
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [reset]);

  return {
    pendingKey: waiting ? activeKey : null,
    /** A redirect is under way: the other buttons wait too. */
    waiting,
    errorFor: (key: string): string | null => (mutation.isError && activeKey === key ? errorReason(mutation.error) : null),
    start: (key: string, request: () => Promise<string>) => {
      if (waiting) return;
      mutation.mutate(
        { key, request },
        {
          onSuccess: (url) => {
            window.location.assign(url);
          },
        },
      );
    },
  };
}
