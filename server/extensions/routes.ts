import { currentUser } from '../http/identity';
import { getEntitlements } from '../billing/entitlements';
import { endpoints, type ZodApp } from '../http/endpoint';
import { allExtensions, createExtension, deleteExtension, updateExtension, visibleExtensions } from './extensions-service';

/** The extensions catalogue: public reading (filtered by plan), admin management. */
export async function extensionsRoutes(app: ZodApp) {
  const route = endpoints(app);
  route('getExtensions', async (request) => {
    const user = request.sessionUser;
    const subscriber = user !== null && (await getEntitlements(app.db, user.id)).planType !== 'none';
    return { extensions: await visibleExtensions(app.db, subscriber) };
  });
  route('getAdminExtensions', async () => ({ extensions: await allExtensions(app.db) }));
  route('createExtension', async (request) => createExtension(app.db, currentUser(request).id, request.body));
  route('updateExtension', async (request) => updateExtension(app.db, currentUser(request).id, request.params.id, request.body));
  route('deleteExtension', async (request) => deleteExtension(app.db, currentUser(request).id, request.params.id));
}
