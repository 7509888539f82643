import { currentActor } from '../access/actor';
import { currentUser } from '../http/identity';
import { endpoints, type ZodApp } from '../http/endpoint';
import { createApiToken, listApiTokens, revokeApiToken } from './tokens-service';

/** Creating tokens is rare; a burst is someone scripting the form. */
const CREATE_LIMIT = { max: 60, timeWindow: '1 hour' };

/** Personal API tokens, managed with the session on the Profile page (issue #23). */
export async function tokensRoutes(app: ZodApp) {
  const route = endpoints(app);
  route('getApiTokens', async (request) => listApiTokens(app.db, currentUser(request).id));
  route('createApiToken', { config: { rateLimit: CREATE_LIMIT } }, async (request) => createApiToken(app.db, currentActor(request), request.body));
  route('revokeApiToken', async (request) => revokeApiToken(app.db, currentUser(request).id, request.params.id));
}
