import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { paths } from '../../../common/paths.plain';
import { TEAM_TEXTS } from '../../../common/teams';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { AuthCard } from '../../components/ui/auth-card';
import { LoadingState } from '../../components/ui/loading-state';
import { toast } from '../../components/ui/toaster';
import { useSession } from '../../api/session';
import { afterWorkspaceChange } from '../../api/workspaces';
import { ApiRequestError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { inviteKey, useInvite } from '../../api/invites';
import { useAcceptInvite } from './api/invites';
import { loginPathWithNext } from './team-paths';
import { TEAM_SCREEN_TEXTS } from './team-texts';

/** The link was refused (used, withdrawn, expired, malformed): a 4xx; a 5xx or the network is a failure to say as such. */
function refused(error: Error): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/**
 * /invite?token=… (issue #22), the link of an invitation mail: who invites me to which team as
 * what. Signed in, 'Accept invitation' joins (only the invited e-mail's account may: the server
 * says so otherwise) and goes to the team's lists. Signed out, 'Sign in' and 'Create an account'
 * come back here after (login's `next`, kept through the verification mail).
 */
export function InvitePage() {
  usePageTitle(TEAM_TEXTS.inviteTitle);
  const [search] = useSearchParams();
  const location = useLocation();
  // `?token=` as the mail links it today; `#token=` too, which a browser never sends to a server.
  const token = search.get('token') ?? new URLSearchParams(location.hash.slice(1)).get('token');
  const invite = useInvite(token);
  const { user, isPending: sessionPending } = useSession();
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}${location.hash}`;

  let content;
  if (!token || (invite.error && refused(invite.error))) {
    content = <Alert>{TEAM_TEXTS.inviteInvalid}</Alert>;
  } else if (invite.error) {
    content = <RefusalAlert error={invite.error} failed={TEAM_SCREEN_TEXTS.inviteFailed} />;
  } else if (!invite.data || sessionPending) {
    content = <LoadingState />;
  } else {
    const info = invite.data;
    content = (
      <div className="space-y-5">
        <p className="text-center text-slate-700 dark:text-slate-300">{TEAM_TEXTS.inviteLead(info.inviter, info.workspace, info.role)}</p>
        {user ? (
          <>
            <p className="text-center text-sm text-slate-600 dark:text-slate-400">{TEAM_SCREEN_TEXTS.signedInAs(user.email)}</p>
            <RefusalAlert error={accept.error} />
            <Button
              className="w-full"
              pending={accept.isPending}
              onClick={() => {
                accept.mutate(token, {
                  onSuccess: ({ workspace }) => {
                    toast.success(TEAM_TEXTS.accepted(workspace.name));
                    void navigate(paths.lists);
                    // Not the link's own query: spent, it would answer 404 while the page goes.
                    void afterWorkspaceChange(queryClient, { keep: inviteKey });
                  },
                });
              }}
            >
              {TEAM_TEXTS.accept}
            </Button>
          </>
        ) : (
          <>
            <p className="text-center text-sm text-slate-600 dark:text-slate-400">{TEAM_TEXTS.signInFirst}</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link to={loginPathWithNext(here)} className={`${buttonVariants()} flex-1`}>
                {TEAM_TEXTS.signIn}
              </Link>
              <Link to={loginPathWithNext(here, { register: true })} className={`${buttonVariants({ variant: 'secondary' })} flex-1`}>
                {TEAM_TEXTS.register}
              </Link>
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <AuthCard icon={MailOpen} title={TEAM_TEXTS.inviteTitle}>
      {content}
    </AuthCard>
  );
}
