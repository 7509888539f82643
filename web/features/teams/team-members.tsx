import { useState } from 'react';
import { ROLE_LABELS, TEAM_TEXTS, workspaceRoleSchema } from '../../../common/teams';
import type { TeamMember, TeamResponse, WorkspaceRole } from '../../../common/teams';
import { RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { controlClassName } from '../../components/ui/field-styles';
import { SectionHeading } from '../../components/ui/section-heading';
import { Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';
import { toast } from '../../components/ui/toaster';
import { useSession } from '../../api/session';
import { cn } from '../../lib/cn';
import { errorReason } from '../../lib/field-errors';
import { changeMemberRole, useChangeMemberRole, useRefreshTeam } from './api/team';
import { RemoveMemberDialog } from './remove-member-dialog';
import { TEAM_SCREEN_TEXTS } from './team-texts';

export const ROLE_OPTIONS = workspaceRoleSchema.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A role changed, said in a toast with Undo (which puts the role before back). */
function useChangeRoleWithUndo() {
  const changeRole = useChangeMemberRole();
  const refresh = useRefreshTeam();
  function change(member: TeamMember, role: WorkspaceRole) {
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
  return { changeRole, change };
}

/** The team's members: an owner sees their e-mail addresses, changes roles and removes (after a question). */
export function TeamMembers({ team }: { team: TeamResponse }) {
  const { user } = useSession();
  const owner = team.workspace.role === 'owner';
  const { changeRole, change } = useChangeRoleWithUndo();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  return (
    <section aria-labelledby="team-members-heading" className="space-y-3">
      <SectionHeading id="team-members-heading" title={TEAM_TEXTS.members} size="sm" />
      {/* The server's refusal as it words it: the last owner, a role refusal. */}
      <RefusalAlert error={changeRole.error} />
      <Table layout="columns">
        <TableHead>
          <Th>{TEAM_SCREEN_TEXTS.username}</Th>
          {/* E-mail addresses are the owners' to see (the server sends them to owners only). */}
          {owner ? <Th className="hidden md:table-cell">{TEAM_SCREEN_TEXTS.email}</Th> : null}
          <Th>{TEAM_TEXTS.role}</Th>
          {owner ? (
            <Th>
              <span className="sr-only">{TEAM_SCREEN_TEXTS.actions}</span>
            </Th>
          ) : null}
        </TableHead>
        <TableBody>
          {team.members.map((member) => {
            const me = member.userId === user?.id;
            const changing = changeRole.isPending && changeRole.variables.userId === member.userId;
            return (
              <Tr key={member.userId}>
                <Td className="w-full max-w-0 md:w-auto">
                  <p className="flex min-w-0 gap-1.5 font-medium text-slate-900 dark:text-white">
                    <span className="truncate">{member.username}</span>
                    {me ? <span className="shrink-0 font-normal text-slate-500 dark:text-slate-400">{TEAM_TEXTS.you}</span> : null}
                  </p>
                  {/* On a phone the e-mail goes under the name (no room for its column). */}
                  {member.email ? <p className="truncate text-slate-600 md:hidden dark:text-slate-400">{member.email}</p> : null}
                </Td>
                {owner ? <Td className="hidden text-slate-600 md:table-cell dark:text-slate-400">{member.email}</Td> : null}
                <Td>
                  {owner ? (
                    <select
                      aria-label={TEAM_SCREEN_TEXTS.roleOf(member.username)}
                      value={changing ? changeRole.variables.role : member.role}
                      disabled={changing}
                      onChange={(event) => {
                        change(member, event.target.value as WorkspaceRole);
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
                    ROLE_LABELS[member.role]
                  )}
                </Td>
                {owner ? (
                  <Td className="text-right">
                    <Button
                      variant="ghost-danger"
                      size="sm"
                      aria-label={TEAM_SCREEN_TEXTS.removeMember(member.username)}
                      onClick={() => {
                        setRemoving(member);
                      }}
                    >
                      {TEAM_TEXTS.remove}
                    </Button>
                  </Td>
                ) : null}
              </Tr>
            );
          })}
        </TableBody>
      </Table>
      {removing ? (
        <RemoveMemberDialog
          member={removing}
          onClose={() => {
            setRemoving(null);
          }}
        />
      ) : null}
    </section>
  );
}
