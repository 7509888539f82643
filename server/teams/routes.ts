import { currentActor } from '../access/actor';
import { currentUser } from '../auth/guard';
import { endpoints, type ZodApp } from '../http/endpoint';
import { activityOf } from './activity';
import {
  acceptInvite,
  changeMemberRole,
  createWorkspace,
  deleteTeam,
  getInvite,
  getTeam,
  inviteToTeam,
  leaveTeam,
  listWorkspaces,
  removeTeamMember,
  renameTeam,
  switchWorkspace,
  withdrawInvite,
} from './teams-service';

/** Invitations send mail and an invitation link is a secret to guess: both are rate limited. */
const INVITE_LIMIT = { max: 20, timeWindow: '1 hour' };
const INVITE_READ_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Workspaces and teams (issue #22). The role each route needs in the current workspace is the
 * contract's (`workspace: 'manage'` → owners), checked by the auth hook before these run.
 */
export async function teamsRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getWorkspaces', async (request) => listWorkspaces(app.db, currentActor(request)));
  route('createWorkspace', { config: { rateLimit: INVITE_LIMIT } }, async (request) => createWorkspace(app.db, currentActor(request), request.body.name));
  route('switchWorkspace', async (request) => switchWorkspace(app.db, currentActor(request), request.body.workspaceId));

  route('getTeam', async (request) => getTeam(app.db, currentActor(request)));
  route('renameTeam', async (request) => renameTeam(app.db, currentActor(request), request.body.name));
  route('deleteTeam', async (request) => deleteTeam(app.db, currentActor(request)));
  route('inviteToTeam', { config: { rateLimit: INVITE_LIMIT } }, async (request) =>
    inviteToTeam({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl }, currentActor(request), request.body.email, request.body.role),
  );
  route('withdrawInvite', async (request) => withdrawInvite(app.db, currentActor(request), request.params.id));
  route('changeMemberRole', async (request) => changeMemberRole(app.db, currentActor(request), request.params.userId, request.body.role));
  route('removeTeamMember', async (request) => removeTeamMember(app.db, currentActor(request), request.params.userId));
  route('leaveTeam', async (request) => leaveTeam(app.db, currentActor(request)));
  route('getActivity', async (request) => activityOf(app.db, currentActor(request).workspaceId, request.query));

  route('getInvite', { config: { rateLimit: INVITE_READ_LIMIT } }, async (request) => getInvite(app.db, request.body.token));
  route('acceptInvite', { config: { rateLimit: INVITE_READ_LIMIT } }, async (request) =>
    ({ workspace: await acceptInvite(app.db, currentActor(request), currentUser(request).email, request.body.token) }),
  );
}
