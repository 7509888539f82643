import { currentUser } from '../http/identity';
import { freeTierMaxlist, paidPlanCount } from '../billing/plans-service';
import { isRegistrationOpen, setRegistrationOpen } from '../auth/registration-settings';
import { endpoints, type ZodApp } from '../http/endpoint';
import { outboxDir } from '../mail/mailer';
import { auditPage, recordAudit } from '../audit/audit-log';
import { adminStats } from './stats';
import { backgroundJobsState } from './background-jobs';
import { countAdmins, createFirstAdmin } from './bootstrap';
import { createSession, deleteSession, setSessionCookie } from '../auth/session-service';
import { withPlan } from '../billing/entitlements';
import { AUTH_LIMIT } from '../http/rate-limits';
import { createUserByAdmin, deleteUserByAdmin, searchUsers, setUserBlocked, updateUserByAdmin } from './users-service';

/** The admin area (spec §2, §6, §7): role admin on every route (the contract's access), checked by the guard. */
export async function adminRoutes(app: ZodApp) {
  const route = endpoints(app);

  // The first admin from the browser (issue #38): public routes, opened by the link printed at start.
  route('getSetupStatus', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { open: app.setupGate.open && (await countAdmins(app.db)) === 0 };
  });
  route('createFirstAdmin', { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    const admin = await createFirstAdmin(app.db, app.setupGate, request.body);
    const { token } = await createSession(app.db, admin.id);
    // A session cookie that came with the request is replaced, never reused (session fixation).
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    setSessionCookie(reply, app.config, token);
    return { user: await withPlan(app.db, admin) };
  });
  route('getAdminStats', async () => adminStats(app.db));
  route('getBackgroundJobs', async () => backgroundJobsState(app.db));
  route('getAdminSetup', async () => {
    const [paidPlans, freeMaxlist, registrationOpen] = await Promise.all([paidPlanCount(app.db), freeTierMaxlist(app.db), isRegistrationOpen(app.db)]);
    const { smtpUrl, stripe, dataDir } = app.config;
    return {
      paidPlans,
      freeMaxlist,
      // The outbox's place is told to admins only: it is where sign-up and reset links wait.
      mail: smtpUrl ? ({ mode: 'smtp' } as const) : ({ mode: 'outbox', outbox: outboxDir(dataDir) } as const),
      stripe: stripe !== null,
      registrationOpen,
    };
  });
  route('setRegistrationOpen', async (request) => {
    await app.db.transaction(async (tx) => {
      await setRegistrationOpen(tx, request.body.open);
      await recordAudit(tx, currentUser(request).id, 'registration.toggle', 'registration', { open: request.body.open });
    });
    return { open: await isRegistrationOpen(app.db) };
  });

  route('getAdminUsers', async (request) => searchUsers(app.db, request.query.search || undefined, request.query.page));
  route('createUser', async (request) => createUserByAdmin(app.db, currentUser(request).id, request.body));
  route('updateUser', async (request) =>
    updateUserByAdmin(app.db, currentUser(request).id, request.params.id, { ...request.body, password: request.body.password || undefined }),
  );
  route('blockUser', async (request) => setUserBlocked(app.db, currentUser(request).id, request.params.id, request.body.blocked));
  route('deleteUser', async (request) => deleteUserByAdmin(app.db, currentUser(request).id, request.params.id, request.query.withLists === 'true'));

  route('getAuditLog', async (request) => auditPage(app.db, request.query.page));
}
