import { ROLE_LABELS } from '../../common/teams';
import { currentActor } from '../access/actor';
import { currentUser } from '../http/identity';
import { endpoints, type ZodApp } from '../http/endpoint';
import { activityOf, logActivity } from './activity';
import { acceptInvite, acceptMyInvite, getInvite, myInvites, inviteSubject, inviteToTeam, withdrawInvite } from './invitations-service';
import { changeMemberRole, leaveTeam, removeTeamMember } from './membership-service';
import { createWorkspace, deleteTeam, getTeam, listWorkspaces, renameTeam, switchWorkspace } from './workspaces-service';

/** Invitations send mail and an invitation link is a secret to guess: both are rate limited. */
const INVITE_LIMIT = { max: 20, timeWindow: '1 hour' };
const INVITE_READ_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Workspaces and teams (issue #22). The role each route needs in the current workspace is the
 * contract's (`workspace: 'manage'` → owners), checked by the auth hook before these run. Each
 * change's line in the team's log is written once it has committed, by `logActivity`: a log that
 * cannot be written never turns a change that happened into an error (issue #33).
 */
export async function teamsRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getWorkspaces', async (request) => listWorkspaces(app.db, currentActor(request)));
  route('createWorkspace', { config: { rateLimit: INVITE_LIMIT } }, async (request) => {
    const actor = currentActor(request);
    const workspace = await createWorkspace(app.db, actor, request.body.name);
    await logActivity(request, { ...actor, workspaceId: workspace.id }, 'team.create', workspace.name);
    return workspace;
  });
  route('switchWorkspace', async (request) => switchWorkspace(app.db, currentActor(request), request.body.workspaceId));

  route('getTeam', async (request) => getTeam(app.db, currentActor(request)));
  route('renameTeam', async (request) => {
    const actor = currentActor(request);
    const workspace = await renameTeam(app.db, actor, request.body.name);
    await logActivity(request, actor, 'team.rename', workspace.name);
    return workspace;
  });
  route('deleteTeam', async (request) => deleteTeam(app.db, currentActor(request)));
  route('inviteToTeam', { config: { rateLimit: INVITE_LIMIT } }, async (request) => {
    const actor = currentActor(request);
    const { email, role } = request.body;
    const invite = await inviteToTeam({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl }, actor, email, role);
    await logActivity(request, actor, 'team.invite', inviteSubject(email, role));
    return invite;
  });
  route('withdrawInvite', async (request) => withdrawInvite(app.db, currentActor(request), request.params.id));
  route('changeMemberRole', async (request) => {
    const actor = currentActor(request);
    const member = await changeMemberRole(app.db, actor, request.params.userId, request.body.role);
    await logActivity(request, actor, 'team.role', `${member.username} (now ${ROLE_LABELS[member.role]})`);
    return member;
  });
  route('removeTeamMember', async (request) => {
    const actor = currentActor(request);
    const { username } = await removeTeamMember(app.db, actor, request.params.userId);
    await logActivity(request, actor, 'team.remove', username);
  });
  route('leaveTeam', async (request) => {
    const actor = currentActor(request);
    await leaveTeam(app.db, actor);
    await logActivity(request, actor, 'team.leave', actor.workspaceName);
  });
  route('getActivity', async (request) => activityOf(app.db, currentActor(request).workspaceId, request.query));

  route('getInvite', { config: { rateLimit: INVITE_READ_LIMIT } }, async (request) => getInvite(app.db, request.body.token));
  route('acceptInvite', { config: { rateLimit: INVITE_READ_LIMIT } }, async (request) => {
    const actor = currentActor(request);
    const { workspace, joined } = await acceptInvite(app.db, actor, currentUser(request).email, request.body.token);
    if (joined) await logActivity(request, { ...actor, workspaceId: workspace.id }, 'team.join', `as ${ROLE_LABELS[workspace.role]}`);
    return { workspace };
  });
  // The Workspace menu's invitations (issue #38): the signed-in account's own address, nobody else's.
  route('getMyInvites', async (request) => ({ invites: await myInvites(app.db, currentActor(request), currentUser(request).email) }));
  route('acceptMyInvite', { config: { rateLimit: INVITE_READ_LIMIT } }, async (request) => {
    const actor = currentActor(request);
    const { workspace, joined } = await acceptMyInvite(app.db, actor, currentUser(request).email, request.params.id);
    if (joined) await logActivity(request, { ...actor, workspaceId: workspace.id }, 'team.join', `as ${ROLE_LABELS[workspace.role]}`);
    return { workspace };
  });
}
