import { PROFILE_TEXTS } from '../../common/profile';
import { currentUser } from '../http/identity';
import { setSessionCookie } from '../auth/session-service';
import { endpoints, type ZodApp } from '../http/endpoint';
import { AUTH_LIMIT } from '../http/rate-limits';
import { changePassword, getProfile, requestEmailChange, updateProfileDetails, updateXAccount } from './profile-service';

/** The signed-in user's own profile; there is no way to name another user here. */
export async function profileRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getProfile', async (request) => getProfile(app.db, currentUser(request).id, request.sessionToken!));
  route('updateProfileDetails', async (request) => {
    const user = currentUser(request);
    await updateProfileDetails(app.db, user.id, request.body);
    return getProfile(app.db, user.id, request.sessionToken!);
  });
  route('updateXAccount', async (request) => {
    const user = currentUser(request);
    await updateXAccount(app.db, user.id, request.body.xAccount);
    return getProfile(app.db, user.id, request.sessionToken!);
  });
  route('changeEmail', { config: { rateLimit: AUTH_LIMIT } }, async (request) => {
    await requestEmailChange({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl }, currentUser(request).id, request.body.email, request.body.currentPassword);
    return { success: true as const, message: PROFILE_TEXTS.emailChangeSent(request.body.email) };
  });
  route('changePassword', { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    const token = await changePassword(app.db, currentUser(request).id, request.body.currentPassword, request.body.newPassword);
    setSessionCookie(reply, app.config, token);
    return { success: true as const, message: PROFILE_TEXTS.passwordChanged };
  });
}
