import { useState } from 'react';
import { Plus } from 'lucide-react';
import { ROLE_LABELS, TEAM_TEXTS } from '../../../common/teams';
import type { TeamResponse } from '../../../common/teams';
import { PageContainer } from '../../components/page-container';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useCurrentWorkspace, workspaceName } from '../../api/workspaces';
import { usePageTitle } from '../../lib/use-page-title';
import { ActivitySection } from './activity-section';
import { useTeam } from './api/team';
import { CreateTeamDialog } from './create-team-dialog';
import { DeleteTeam } from './delete-team';
import { InviteSection } from './invite-section';
import { LeaveTeam } from './leave-team';
import { RenameTeam } from './rename-team';
import { TeamMembers } from './team-members';
import { TEAM_SCREEN_TEXTS } from './team-texts';

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

function TeamWorkspace({ team }: { team: TeamResponse }) {
  const { workspace } = team;
  const owner = workspace.role === 'owner';
  const name = workspaceName(workspace);
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
            {owner ? <RenameTeam current={workspace.name} /> : null}
            <LeaveTeam teamName={name} />
            {owner ? <DeleteTeam teamName={name} listCount={team.listCount} /> : null}
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
        <TeamMembers team={team} />
        {owner ? <InviteSection invites={team.invites} /> : null}
      </div>
    </>
  );
}
