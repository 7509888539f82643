import type { FastifyRequest } from 'fastify';
import { ACCOUNT_DATA_TEXTS, MY_DATA_FILE_NAME } from '../../common/account-data';
import { recordAudit } from '../audit/audit-log';
import { clearSessionCookie } from '../auth/session-service';
import { attachment } from '../csv/routes';
import { endpoints, type ZodApp } from '../http/endpoint';
import { currentUser } from '../http/identity';
import { AUTH_LIMIT, MY_DATA_LIMIT } from '../http/rate-limits';
import { accountDeletionPreview, deleteAccount } from './delete-account';
import { myData } from './my-data';

/** A person's data rights (issue #38 item 9, decision 036): only ever the signed-in user's own. */
export async function accountRoutes(app: ZodApp) {
  const route = endpoints(app);
  const perUser = (name: string) => (request: FastifyRequest) => `${name}:${String(currentUser(request).id)}`;

  route('downloadMyData', { config: { rateLimit: { ...MY_DATA_LIMIT, hook: 'preHandler', keyGenerator: perUser('my-data') } } }, async (request, reply) => {
    const user = currentUser(request);
    const data = await myData(app.db, user.id, app.config.appUrl);
    await recordAudit(app.db, user.id, 'account.data_download', `user ${data.account.email}`, null);
    reply.header('content-disposition', attachment(MY_DATA_FILE_NAME)).header('cache-control', 'no-store');
    return data;
  });
  route('accountDeletionPreview', async (request) => accountDeletionPreview(app.db, currentUser(request).id));
  route('deleteAccount', { config: { rateLimit: AUTH_LIMIT } }, async (request, reply) => {
    await deleteAccount(app.db, currentUser(request).id, request.body);
    clearSessionCookie(reply, app.config);
    return { success: true as const, message: ACCOUNT_DATA_TEXTS.accountDeleted };
  });
}
