import { useId, useState } from 'react';
import { RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useSignOutOtherSessions } from './api/sign-out-other-sessions';
import { SectionCard } from '../../components/ui/section-card';
import { PROFILE_SCREEN_TEXTS } from './profile-screen-texts';
import { toast } from '../../components/ui/toaster';

export const SIGN_OUT_OTHERS_BUTTON = 'Sign out of other sessions';

export function otherSessionsText(count: number): string {
  if (count === 0) return 'You are not signed in anywhere else.';
  return count === 1 ? 'You are signed in on 1 other session.' : `You are signed in on ${String(count)} other sessions.`;
}

export function confirmSignOutText(count: number): string {
  return `Sign out of ${count === 1 ? '1 other session' : `${String(count)} other sessions`}? You will stay signed in here.`;
}

export function signOutOthersFailed(reason: string): string {
  return `Failed to sign out of other sessions: ${reason}`;
}

/** Sessions: how many other sessions are live, and 'Sign out of other sessions' after a confirmation. */
export function SessionsCard({ otherSessions }: { otherSessions: number }) {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutOtherSessions();
  const questionId = useId();

  function onConfirm() {
    signOut.mutate(undefined, {
      onSuccess: ({ ended }) => {
        toast.success(PROFILE_SCREEN_TEXTS.otherSessionsEnded(ended));
      },
      onSettled: () => {
        setConfirming(false);
      },
    });
  }

  return (
    <SectionCard title="Sessions" description="Where you are signed in besides this browser.">
      <p className="text-sm text-slate-700 dark:text-slate-300">{otherSessionsText(otherSessions)}</p>
      {confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-900/60 dark:bg-amber-950/30"
        >
          <p id={questionId} className="text-sm font-medium text-amber-900 dark:text-amber-200">
            {confirmSignOutText(otherSessions)}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button disabled={signOut.isPending} onClick={onConfirm}>
              {signOut.isPending ? <Spinner /> : null}
              Confirm
            </Button>
            <Button
              variant="secondary"
              autoFocus
              disabled={signOut.isPending}
              onClick={() => {
                setConfirming(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={otherSessions === 0}
          onClick={() => {
            signOut.reset();
            setConfirming(true);
          }}
        >
          {SIGN_OUT_OTHERS_BUTTON}
        </Button>
      )}
      {signOut.error ? (
        <RefusalAlert error={signOut.error} failed={signOutOthersFailed} className="mt-4" />
      ) : null}
    </SectionCard>
  );
}
