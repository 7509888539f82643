import { AUTH_TEXTS } from '../../common/auth';
import { ROLE_LABELS, TEAM_TEXTS } from '../../common/teams';
import { logActivity } from '../teams/activity';
import { withPlan } from '../billing/entitlements';
import { endpoints, type ZodApp } from '../http/endpoint';
import { AUTH_LIMIT, AUTH_LIMIT_PER_EMAIL, extraRateLimit, PASSWORD_CHECKS_PER_ADDRESS } from '../http/rate-limits';
import { login, register, startSession, requestPasswordReset, resendVerification, resetPassword, verifyEmail, type AccountsDeps } from './accounts-service';
import { currentUser } from '../http/identity';
import { isRegistrationOpen } from './registration-settings';
import { clearSessionCookie, deleteSession, deleteUserSessions, setSessionCookie } from './session-service';

/** Sessions and accounts (spec §5, §7): registration, login, verification, reset. */
export async function authRoutes(app: ZodApp) {
  const route = endpoints(app);
  const deps = (): AccountsDeps => ({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl });
  // One count per address for every route that checks a password, shared by login and resend.
  const passwordChecksPerAddress = extraRateLimit(app, { ...PASSWORD_CHECKS_PER_ADDRESS, keyGenerator: (request) => `password-check|${request.ip}` });

  route('getSession', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: request.sessionUser ? await withPlan(app.db, request.sessionUser) : null };
  });
  route('getRegistrationStatus', async () => ({ open: await isRegistrationOpen(app.db) }));

  route('register', { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    const { joined } = await register(deps(), request.body);
    if (!joined) return { success: true as const, message: AUTH_TEXTS.registrationSuccess };
    // From an invitation to this address (issue #38): verified, in the team, and signed in there.
    const { token, user } = await startSession(app.db, joined.userId);
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    setSessionCookie(reply, app.config, token);
    await logActivity(request, { userId: user.id, username: user.username, workspaceId: joined.workspace.id }, 'team.join', `as ${ROLE_LABELS[joined.workspace.role]}`);
    return { success: true as const, message: TEAM_TEXTS.accepted(joined.workspace.name), joined: { workspace: joined.workspace, user: await withPlan(app.db, user) } };
  });
  route('login', { config: { rateLimit: AUTH_LIMIT_PER_EMAIL }, preHandler: passwordChecksPerAddress }, async (request, reply) => {
    const { token, user } = await login(app.db, request.body.email, request.body.password);
    // A session cookie that came with the request is replaced, never reused (session fixation).
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    setSessionCookie(reply, app.config, token);
    return { user: await withPlan(app.db, user) };
  });
  route('logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(reply, app.config);
    return { ok: true as const };
  });
  route('logoutOthers', async (request) => {
    const user = currentUser(request);
    const ended = await deleteUserSessions(app.db, user.id, { except: request.sessionToken! });
    return { ok: true as const, ended };
  });

  route('verifyEmail', async (request) => {
    await verifyEmail(app.db, request.body.token);
    return { success: true as const, message: AUTH_TEXTS.verifySuccess };
  });
  route('resendVerification', { config: { rateLimit: AUTH_LIMIT_PER_EMAIL }, preHandler: passwordChecksPerAddress }, async (request) => {
    const message = await resendVerification(deps(), request.body.email, request.body.password);
    return { success: true as const, message };
  });
  route('requestPasswordReset', { config: { rateLimit: AUTH_LIMIT } }, async (request) => {
    await requestPasswordReset(deps(), request.body.email);
    return { success: true as const, message: AUTH_TEXTS.resetRequested };
  });
  route('resetPassword', { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    await resetPassword(app.db, request.body.token, request.body.newPassword);
    clearSessionCookie(reply, app.config);
    return { success: true as const, message: AUTH_TEXTS.resetSuccess };
  });
}
