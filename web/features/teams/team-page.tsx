import { useState } from 'react';
import type { FormEvent } from 'react';
import { LogOut, Pencil, Plus, Trash2, UserPlus } from 'lucide-react';
import { inviteRequestSchema, ROLE_LABELS, TEAM_TEXTS, workspaceRoleSchema } from '../../../common/teams';
import type { PendingInvite, TeamMember, TeamResponse, WorkspaceRole } from '../../../common/teams';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { controlClassName } from '../../components/ui/field-styles';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { SectionHeading } from '../../components/ui/section-heading';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toaster';
import { useSession } from '../../api/session';
import { useCurrentWorkspace, workspaceName } from '../../api/workspaces';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { formatDate } from '../../lib/format-date';
import { usePageTitle } from '../../lib/use-page-title';
import { ActivitySection } from './activity-section';
import { changeMemberRole, useChangeMemberRole, useDeleteTeam, useInviteToTeam, useLeaveTeam, useRefreshTeam, useRemoveTeamMember, useRenameTeam, useTeam, useWithdrawInvite } from './api/team';
import { CreateTeamDialog } from './create-team-dialog';
import { TEAM_SCREEN_TEXTS } from './team-texts';
import { TeamNameDialog } from './team-name-dialog';

const ROLE_OPTIONS = workspaceRoleSchema.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * /team (issue #22): the current workspace. A personal one says what it is and offers 'Create
 * team…'; a team shows its members (owners change roles and remove, after a question), the
 * invitations (owners), Leave team, and for owners Rename and Delete team (after a question).
 * Both show the workspace's activity.
 */
export function TeamPage() {
  usePageTitle(TEAM_TEXTS.pageTitle);
  const team = useTeam();
  return (
    <PageContainer className="py-10 sm:py-14">
      {team.data ? (
        team.data.workspace.personal ? (
          <PersonalWorkspace />
        ) : (
          <TeamWorkspace team={team.data} />
        )
      ) : (
        <>
          <PageHeader title={TEAM_TEXTS.pageTitle} />
          <div className="mt-6">
            <QueryState query={team} failed={TEAM_SCREEN_TEXTS.teamFailed}>
              {() => null}
            </QueryState>
          </div>
        </>
      )}
      <div className="mt-10">
        <ActivitySection />
      </div>
    </PageContainer>
  );
}

function PersonalWorkspace() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={TEAM_TEXTS.pageTitle}
        description={TEAM_TEXTS.personalIntro}
        actions={
          <Button
            aria-haspopup="dialog"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => {
              setCreating(true);
            }}
          >
            {TEAM_TEXTS.createTeam}
          </Button>
        }
      />
      {creating ? (
        <CreateTeamDialog
          onClose={() => {
            setCreating(false);
          }}
        />
      ) : null}
    </>
  );
}

type Confirming = { kind: 'leave' } | { kind: 'delete' } | { kind: 'remove'; member: TeamMember };

function TeamWorkspace({ team }: { team: TeamResponse }) {
  const { workspace } = team;
  const owner = workspace.role === 'owner';
  const name = workspaceName(workspace);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [renaming, setRenaming] = useState(false);
  const leave = useLeaveTeam();
  const remove = useRemoveTeamMember();
  const deleteTeam = useDeleteTeam();
  const { overPlan } = useCurrentWorkspace();

  return (
    <>
      <PageHeader
        title={TEAM_TEXTS.pageTitle}
        description={
          <>
            <span className="font-semibold text-slate-900 dark:text-white">{name}</span> · {TEAM_SCREEN_TEXTS.yourRole(ROLE_LABELS[workspace.role])}
          </>
        }
        actions={
          <>
            {owner ? (
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                icon={<Pencil aria-hidden="true" className="size-4" />}
                onClick={() => {
                  setRenaming(true);
                }}
              >
                {TEAM_TEXTS.rename}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              icon={<LogOut aria-hidden="true" className="size-4" />}
              onClick={() => {
                leave.reset();
                setConfirming({ kind: 'leave' });
              }}
            >
              {TEAM_TEXTS.leave}
            </Button>
            {owner ? (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/10"
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                onClick={() => {
                  deleteTeam.reset();
                  setConfirming({ kind: 'delete' });
                }}
              >
                {TEAM_TEXTS.deleteTeam}
              </Button>
            ) : null}
          </>
        }
      />
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{TEAM_TEXTS.billingNote(team.billingOwner)}</p>
      {/* Over its payer's plan (issue #33): read only until it fits, and how to get back. */}
      {overPlan ? (
        <Alert tone="info" className="mt-4">
          {TEAM_TEXTS.overPlan(overPlan)}
        </Alert>
      ) : null}

      <div className="mt-8 space-y-10">
        <MembersSection
          team={team}
          onRemove={(member) => {
            remove.reset();
            setConfirming({ kind: 'remove', member });
          }}
        />
        {owner ? <InviteSection invites={team.invites} /> : null}
      </div>

      {renaming ? (
        <RenameDialog
          current={workspace.name}
          onClose={() => {
            setRenaming(false);
          }}
        />
      ) : null}
      {confirming?.kind === 'leave' ? (
        <ConfirmDialog
          title={TEAM_TEXTS.leave}
          message={TEAM_TEXTS.leaveConfirm(name)}
          confirmLabel={TEAM_TEXTS.leave}
          pending={leave.isPending}
          error={leave.error ? errorReason(leave.error) : null}
          onClose={() => {
            setConfirming(null);
          }}
          onConfirm={() => {
            leave.mutate(undefined, {
              onSuccess: () => {
                setConfirming(null);
                toast.success(TEAM_TEXTS.left(name));
              },
            });
          }}
        />
      ) : confirming?.kind === 'delete' ? (
        <ConfirmDialog
          title={TEAM_TEXTS.deleteTeam}
          message={TEAM_TEXTS.deleteTeamConfirm(name, team.listCount)}
          confirmLabel={TEAM_TEXTS.deleteTeam}
          pending={deleteTeam.isPending}
          error={deleteTeam.error ? errorReason(deleteTeam.error) : null}
          onClose={() => {
            setConfirming(null);
          }}
          onConfirm={() => {
            deleteTeam.mutate(undefined, {
              onSuccess: () => {
                setConfirming(null);
                toast.success(TEAM_TEXTS.teamDeleted(name));
              },
            });
          }}
        />
      ) : confirming?.kind === 'remove' ? (
        <ConfirmDialog
          title={TEAM_TEXTS.remove}
          message={TEAM_TEXTS.removeConfirm(confirming.member.username)}
          confirmLabel={TEAM_TEXTS.remove}
          pending={remove.isPending}
          error={remove.error ? errorReason(remove.error) : null}
          onClose={() => {
            setConfirming(null);
          }}
          onConfirm={() => {
            const { member } = confirming;
            remove.mutate(member.userId, {
              onSuccess: () => {
                setConfirming(null);
                toast.success(TEAM_TEXTS.removed(member.username));
              },
            });
          }}
        />
      ) : null}
    </>
  );
}

const cellClass = 'px-3 py-3 align-middle md:px-4';

function MembersSection({ team, onRemove }: { team: TeamResponse; onRemove: (member: TeamMember) => void }) {
  const { user } = useSession();
  const owner = team.workspace.role === 'owner';
  const changeRole = useChangeMemberRole();
  const refresh = useRefreshTeam();

  function onRoleChange(member: TeamMember, role: WorkspaceRole) {
    const before = member.role;
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => {
          toast.success(TEAM_TEXTS.roleChanged(member.username, role), {
            label: TEAM_SCREEN_TEXTS.undo,
            run: () => {
              changeMemberRole(member.userId, before)
                .then(
                  () => toast.success(TEAM_SCREEN_TEXTS.roleBack(member.username)),
                  (failure: unknown) => toast.error(TEAM_SCREEN_TEXTS.undoFailed(errorReason(failure))),
                )
                .finally(() => void refresh());
            },
          });
        },
      },
    );
  }

  return (
    <section aria-labelledby="team-members-heading" className="space-y-3">
      <SectionHeading id="team-members-heading" title={TEAM_TEXTS.members} size="sm" />
      {/* The server's refusal as it words it: the last owner, a role refusal. */}
      {changeRole.error ? <Alert>{errorReason(changeRole.error)}</Alert> : null}
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
            <tr>
              <th scope="col" className={cellClass}>
                {TEAM_SCREEN_TEXTS.username}
              </th>
              {/* E-mail addresses are the owners' to see (the server sends them to owners only). */}
              {owner ? (
                <th scope="col" className={cn(cellClass, 'hidden md:table-cell')}>
                  {TEAM_SCREEN_TEXTS.email}
                </th>
              ) : null}
              <th scope="col" className={cellClass}>
                {TEAM_TEXTS.role}
              </th>
              {owner ? (
                <th scope="col" className={cellClass}>
                  <span className="sr-only">{TEAM_SCREEN_TEXTS.actions}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {team.members.map((member) => {
              const me = member.userId === user?.id;
              const changing = changeRole.isPending && changeRole.variables.userId === member.userId;
              return (
                <tr key={member.userId}>
                  <td className={cn(cellClass, 'max-w-0 w-full md:w-auto')}>
                    <p className="flex min-w-0 gap-1.5 font-medium text-slate-900 dark:text-white">
                      <span className="truncate">{member.username}</span>
                      {me ? <span className="shrink-0 font-normal text-slate-500 dark:text-slate-400">{TEAM_TEXTS.you}</span> : null}
                    </p>
                    {/* On a phone the e-mail goes under the name (no room for its column). */}
                    {member.email ? <p className="truncate text-slate-600 md:hidden dark:text-slate-400">{member.email}</p> : null}
                  </td>
                  {owner ? <td className={cn(cellClass, 'hidden text-slate-600 md:table-cell dark:text-slate-400')}>{member.email}</td> : null}
                  <td className={cellClass}>
                    {owner ? (
                      <select
                        aria-label={TEAM_SCREEN_TEXTS.roleOf(member.username)}
                        value={changing ? changeRole.variables.role : member.role}
                        disabled={changing}
                        onChange={(event) => {
                          onRoleChange(member, event.target.value as WorkspaceRole);
                        }}
                        className={cn(controlClassName, 'w-auto min-w-[7.5rem] py-0 pr-8')}
                      >
                        {ROLE_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span className="text-slate-700 dark:text-slate-300">{ROLE_LABELS[member.role]}</span>
                    )}
                  </td>
                  {owner ? (
                    <td className={cn(cellClass, 'text-right')}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={TEAM_SCREEN_TEXTS.removeMember(member.username)}
                        className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/10"
                        onClick={() => {
                          onRemove(member);
                        }}
                      >
                        {TEAM_TEXTS.remove}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function InviteSection({ invites }: { invites: PendingInvite[] }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('editor');
  const [emailError, setEmailError] = useState<string | undefined>();
  const invite = useInviteToTeam();
  const withdraw = useWithdrawInvite();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = inviteRequestSchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        setEmail('');
        toast.success(TEAM_TEXTS.inviteSent(sent.email));
      },
    });
  }

  return (
    <section aria-labelledby="team-invite-heading" className="space-y-3">
      <SectionHeading id="team-invite-heading" title={TEAM_TEXTS.invite} size="sm" />
      <form
        noValidate
        aria-label={TEAM_TEXTS.invite}
        onSubmit={onSubmit}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start dark:border-slate-800 dark:bg-slate-900"
      >
        <TextField
          label={TEAM_TEXTS.inviteEmail}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
            invite.reset();
          }}
        />
        <SelectField
          label={TEAM_TEXTS.inviteRole}
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as WorkspaceRole);
          }}
        />
        <Button type="submit" pending={invite.isPending} icon={<UserPlus aria-hidden="true" className="size-4" />} className="sm:mt-[1.625rem]">
          {TEAM_TEXTS.invite}
        </Button>
        {invite.error ? <Alert className="sm:col-span-3">{errorReason(invite.error)}</Alert> : null}
      </form>

      <h3 className="pt-2 text-sm font-semibold text-slate-900 dark:text-white">{TEAM_TEXTS.pendingInvites}</h3>
      {withdraw.error ? <Alert>{errorReason(withdraw.error)}</Alert> : null}
      {invites.length === 0 ? (
        <EmptyState className="py-6">{TEAM_SCREEN_TEXTS.noInvites}</EmptyState>
      ) : (
        <ul aria-label={TEAM_TEXTS.pendingInvites} className="space-y-2">
          {invites.map((pending) => (
            <li
              key={pending.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900 dark:text-white">{pending.email}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {ROLE_LABELS[pending.role]} · {TEAM_TEXTS.expires(formatDate(pending.expiresAt))}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={TEAM_SCREEN_TEXTS.withdrawInvite(pending.email)}
                pending={withdraw.isPending && withdraw.variables === pending.id}
                onClick={() => {
                  withdraw.mutate(pending.id, {
                    onSuccess: () => toast.success(TEAM_SCREEN_TEXTS.inviteWithdrawn(pending.email)),
                  });
                }}
              >
                {TEAM_TEXTS.withdraw}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RenameDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const rename = useRenameTeam();
  return (
    <TeamNameDialog
      title={TEAM_TEXTS.rename}
      submitLabel={TEAM_SCREEN_TEXTS.save}
      initial={current}
      pending={rename.isPending}
      error={rename.error}
      onClose={onClose}
      onSave={(name) => {
        rename.mutate(name, {
          onSuccess: (renamed) => {
            toast.success(TEAM_SCREEN_TEXTS.renamed(renamed.name));
            onClose();
          },
        });
      }}
    />
  );
}
