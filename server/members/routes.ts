import { currentUser } from '../auth/guard';
import { endpoints, type ZodApp } from '../http/endpoint';
import { copyMember, listMyMembers, removeMember, suggestMyMembers } from './members-service';

/** The members screen: my members only (the old product read everyone's). */
export async function membersRoutes(app: ZodApp) {
  const route = endpoints(app);
  route('getMembers', async (request) =>
    listMyMembers(app.db, currentUser(request).id, {
      search: request.query.search || undefined,
      list: request.query.list || undefined,
      after: request.query.after,
      limit: request.query.limit,
    }),
  );
  route('suggestMembers', async (request) => ({ usernames: await suggestMyMembers(app.db, currentUser(request).id, request.query.q) }));
  route('deleteMember', async (request) => removeMember(app.db, currentUser(request).id, request.params.id));
  route('copyMember', async (request) => ({ member: await copyMember(app.db, currentUser(request).id, request.params.id, request.body, { move: false }) }));
  route('moveMember', async (request) => ({ member: await copyMember(app.db, currentUser(request).id, request.params.id, request.body, { move: true }) }));
}
