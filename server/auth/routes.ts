import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withPlan } from '../billing/entitlements';
import { z } from 'zod';
import {
  AUTH_TEXTS,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registrationStatusSchema,
  requestPasswordResetSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  successResponseSchema,
  tokenRequestSchema,
} from '../../common/auth';
import { sessionResponseSchema } from '../../common/session';
import { AUTH_LIMIT, AUTH_LIMIT_PER_EMAIL, extraRateLimit, PASSWORD_CHECKS_PER_ADDRESS } from '../http/rate-limits';
import { login, register, requestPasswordReset, resendVerification, resetPassword, verifyEmail, type AccountsDeps } from './accounts-service';
import { currentUser } from './guard';
import { isRegistrationOpen } from './registration-settings';
import {
  clearSessionCookie,
  deleteSession,
  deleteUserSessions,
  setSessionCookie,
} from './session-service';


export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AccountsDeps => ({ db: app.db, mailer: app.mailer, appUrl: app.config.appUrl });
  const ok = { 200: successResponseSchema };
  // One count per address for every route that checks a password, shared by login and resend.
  const passwordChecksPerAddress = extraRateLimit(app, { ...PASSWORD_CHECKS_PER_ADDRESS, keyGenerator: (request) => `password-check|${request.ip}` });

  app.get('/api/session', { config: { public: true }, schema: { response: { 200: sessionResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: request.sessionUser ? await withPlan(app.db, request.sessionUser) : null };
  });

  app.get('/api/registration-status', { config: { public: true }, schema: { response: { 200: registrationStatusSchema } } }, async () => ({
    open: await isRegistrationOpen(app.db),
  }));

  app.post(
    '/api/auth/register',
    { config: { public: true, rateLimit: AUTH_LIMIT }, schema: { body: registerRequestSchema, response: { 201: successResponseSchema } } },
    async (request, reply) => {
      await register(deps(), request.body);
      return reply.status(201).send({ success: true, message: AUTH_TEXTS.registrationSuccess });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit: AUTH_LIMIT_PER_EMAIL },
      preHandler: passwordChecksPerAddress,
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { token, user } = await login(app.db, request.body.email, request.body.password);
      // A session cookie that came with the request is replaced, never reused (session fixation).
      if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
      setSessionCookie(reply, app.config, token);
      return { user: await withPlan(app.db, user) };
    },
  );

  app.post('/api/auth/logout', { config: { public: true }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(reply, app.config);
    return { ok: true as const };
  });

  app.post('/api/auth/logout-others', { schema: { response: { 200: z.object({ ok: z.literal(true), ended: z.number().int() }) } } }, async (request) => {
    const user = currentUser(request);
    const ended = await deleteUserSessions(app.db, user.id, { except: request.sessionToken! });
    return { ok: true as const, ended };
  });

  app.post('/api/verify-email', { config: { public: true }, schema: { body: tokenRequestSchema, response: ok } }, async (request) => {
    await verifyEmail(app.db, request.body.token);
    return { success: true as const, message: AUTH_TEXTS.verifySuccess };
  });

  app.post(
    '/api/resend-verification',
    {
      config: { public: true, rateLimit: AUTH_LIMIT_PER_EMAIL },
      preHandler: passwordChecksPerAddress,
      schema: { body: resendVerificationRequestSchema, response: ok },
    },
    async (request) => {
      const message = await resendVerification(deps(), request.body.email, request.body.password);
      return { success: true as const, message };
    },
  );

  app.post(
    '/api/request-password-reset',
    { config: { public: true, rateLimit: AUTH_LIMIT }, schema: { body: requestPasswordResetSchema, response: ok } },
    async (request) => {
      await requestPasswordReset(deps(), request.body.email);
      return { success: true as const, message: AUTH_TEXTS.resetRequested };
    },
  );

  app.post(
    '/api/reset-password',
    { config: { public: true, rateLimit: AUTH_LIMIT }, schema: { body: resetPasswordRequestSchema, response: ok } },
    async (request, reply) => {
      await resetPassword(app.db, request.body.token, request.body.newPassword);
      clearSessionCookie(reply, app.config);
      return { success: true as const, message: AUTH_TEXTS.resetSuccess };
    },
  );
};
