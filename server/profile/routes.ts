import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '../../common/auth';
import {
  changeEmailSchema,
  changePasswordSchema,
  PROFILE_TEXTS,
  profileResponseSchema,
  updateProfileDetailsSchema,
  updateXAccountSchema,
} from '../../common/profile';
import { currentUser } from '../auth/guard';
import { AUTH_LIMIT } from '../http/rate-limits';
import { setSessionCookie } from '../auth/session-service';
import { changePassword, getProfile, requestEmailChange, updateProfileDetails, updateXAccount } from './profile-service';

/** The signed-in user's own profile; there is no way to name another user here. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = { 200: profileResponseSchema };

  app.get('/api/profile', { schema: { response: profile } }, async (request) =>
    getProfile(app.db, currentUser(request).id, request.sessionToken!),
  );

  app.put('/api/profile/details', { schema: { body: updateProfileDetailsSchema, response: profile } }, async (request) => {
    const user = currentUser(request);
    await updateProfileDetails(app.db, user.id, request.body);
    return getProfile(app.db, user.id, request.sessionToken!);
  });

  app.put('/api/profile/x-account', { schema: { body: updateXAccountSchema, response: profile } }, async (request) => {
    const user = currentUser(request);
    await updateXAccount(app.db, user.id, request.body.xAccount);
    return getProfile(app.db, user.id, request.sessionToken!);
  });

  app.post(
    '/api/profile/email',
    { config: { rateLimit: AUTH_LIMIT }, schema: { body: changeEmailSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await requestEmailChange({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl }, currentUser(request).id, request.body.email, request.body.currentPassword);
      return { success: true as const, message: PROFILE_TEXTS.emailChangeSent(request.body.email) };
    },
  );

  app.post(
    '/api/profile/password',
    { config: { rateLimit: AUTH_LIMIT }, schema: { body: changePasswordSchema, response: { 200: successResponseSchema } } },
    async (request, reply) => {
      const token = await changePassword(app.db, currentUser(request).id, request.body.currentPassword, request.body.newPassword);
      setSessionCookie(reply, app.config, token);
      return { success: true as const, message: PROFILE_TEXTS.passwordChanged };
    },
  );
};
