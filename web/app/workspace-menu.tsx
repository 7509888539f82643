import { lazy, Suspense, useState } from 'react';
import { Check, MailOpen, Plus, Users } from 'lucide-react';
import { paths } from '../../common/paths.plain';
import type { WorkspaceSummary } from '../../common/teams';
import { ROLE_LABELS, TEAM_TEXTS } from '../../common/teams-texts.plain';
import { HeaderMenu, MenuItem, MenuItemLink, MenuSeparator } from '../components/ui/menu';
import { toast } from '../components/ui/toaster';
import { useSwitchWorkspace, useWorkspaces, workspaceName } from '../api/workspaces';
import { useAcceptMyInvite, useMyInvites } from '../api/my-invites';
import { cn } from '../lib/cn';
import { errorReason } from '../lib/field-errors';

// The dialog validates with the contract's schema (zod): loaded when first opened, not with the header.
const CreateTeamDialog = lazy(() => import('../features/teams/create-team-dialog').then((m) => ({ default: m.CreateTeamDialog })));

/**
 * The header's 'Workspace' control (issue #22), for a signed-in person: the current workspace's
 * name, and a menu of my workspaces with my role in each (a click switches, and every screen
 * reads the new one), 'Create team…' and the Team page. The menu button pattern of the account
 * menu (arrows, Home, End, Escape); on a phone the name folds away and the icon stays.
 */
export function WorkspaceMenu() {
  const workspaces = useWorkspaces();
  const switcher = useSwitchWorkspace();
  const [creating, setCreating] = useState(false);
  // Invitations sent to my address (issue #38): a count on the button, and 'Join …' in the menu. None: nothing extra.
  const invites = useMyInvites().data?.invites ?? [];
  const acceptInvite = useAcceptMyInvite();
  const current = workspaces.data?.current;
  const currentName = current ? workspaceName(current) : '…';

  function choose(workspace: WorkspaceSummary) {
    if (workspace.id === current?.id) return;
    switcher.mutate(workspace.id, {
      onSuccess: () => toast.success(TEAM_TEXTS.switched(workspaceName(workspace))),
      onError: (failure) => toast.error(errorReason(failure)),
    });
  }

  return (
    <>
      <HeaderMenu
        icon={Users}
        label={`${TEAM_TEXTS.workspace}: `}
        text={currentName}
        textClassName="max-w-[8rem] max-sm:max-w-[6rem]"
        busy={switcher.isPending || acceptInvite.isPending}
        badge={
          invites.length > 0 ? (
            // On the icon's corner, taking no room from the name (a phone's header has little).
            <span className="pointer-events-none absolute top-0.5 left-5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-indigo-600 px-1 text-[0.625rem] leading-none font-semibold text-white ring-2 ring-white dark:bg-indigo-500 dark:ring-slate-950">
              <span aria-hidden="true">{invites.length}</span>
              <span className="sr-only">, {TEAM_TEXTS.myInvitesCount(invites.length)}</span>
            </span>
          ) : null
        }
        panelClassName="w-64 max-w-[calc(100vw-2rem)] max-sm:-right-24"
        header={<p className="px-3 pt-1.5 pb-2 text-xs text-slate-500 dark:text-slate-400">{TEAM_TEXTS.workspace}</p>}
        menuLabel={TEAM_TEXTS.workspace}
      >
        {(workspaces.data?.workspaces ?? []).map((workspace) => {
          const isCurrent = workspace.id === current?.id;
          return (
            <MenuItem
              key={workspace.id}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => {
                choose(workspace);
              }}
            >
              <Check aria-hidden="true" className={cn('size-4 shrink-0', isCurrent ? 'text-indigo-600 dark:text-indigo-400' : 'invisible')} />
              <span className="min-w-0 flex-1 truncate">{workspaceName(workspace)}</span>
              <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{ROLE_LABELS[workspace.role]}</span>
            </MenuItem>
          );
        })}
        {workspaces.error ? <p className="px-3 py-2 text-sm text-red-700 dark:text-red-300">{errorReason(workspaces.error)}</p> : null}
        {invites.length > 0 ? (
          <div role="group" aria-label={TEAM_TEXTS.myInvitesCount(invites.length)}>
            <MenuSeparator />
            <p aria-hidden="true" className="px-3 pt-1.5 pb-1 text-xs text-slate-500 dark:text-slate-400">
              {TEAM_TEXTS.myInvites} ({invites.length})
            </p>
            {invites.map((invite) => (
              <MenuItem
                key={invite.id}
                onClick={() => {
                  acceptInvite.mutate(invite.id, {
                    onSuccess: ({ workspace }) => toast.success(TEAM_TEXTS.accepted(workspace.name)),
                    onError: (failure) => toast.error(errorReason(failure)),
                  });
                }}
              >
                <MailOpen aria-hidden="true" className="size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{TEAM_TEXTS.joinAs(invite.workspace, invite.role)}</span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{TEAM_TEXTS.invitedBy(invite.inviter)}</span>
                </span>
              </MenuItem>
            ))}
          </div>
        ) : null}
        <MenuSeparator />
        <MenuItem
          aria-haspopup="dialog"
          onClick={() => {
            // The menu gives the focus to its button first: the dialog gives it back there, not to the gone item.
            setCreating(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {TEAM_TEXTS.createTeam}
        </MenuItem>
        <MenuItemLink to={paths.team}>
          <Users aria-hidden="true" className="size-4" />
          {TEAM_TEXTS.pageTitle}
        </MenuItemLink>
      </HeaderMenu>
      {creating ? (
        <Suspense fallback={null}>
          <CreateTeamDialog
            onClose={() => {
              setCreating(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
