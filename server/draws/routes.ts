import { currentUser } from '../auth/guard';
import { endpoints, type ZodApp } from '../http/endpoint';
import { getCertificate, redrawOne, updateDrawSettings } from './draws-service';

/** Draw certificates: public to read by id, changed only by their owner (another user's is a 404). */
export async function drawsRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getDraw', async (request) => getCertificate(app.db, request.params.id, request.sessionUser?.id ?? null));
  route('updateDrawSettings', async (request) => updateDrawSettings(app.db, currentUser(request).id, request.params.id, request.body));
  route('redrawOne', async (request) => redrawOne(app.db, currentUser(request).id, request.params.id, request.body.replace));
}
