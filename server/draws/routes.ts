import { currentUser } from '../http/identity';
import { endpoints, type ZodApp } from '../http/endpoint';
import { DRAW_ANNOUNCE_LIMIT, DRAW_READS_LIMIT } from '../http/rate-limits';
import { drawNow } from './announced-draws';
import { getCertificate, updateDrawSettings } from './certificates';
import { redrawOne } from './redraws';

/**
 * Draw certificates: public to read by id, changed only by their owner (another user's is a 404).
 * Announcing a draw reads the selected lists like a shoot: its route is the lists' (server/lists/routes.ts).
 */
export async function drawsRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getDraw', { config: { rateLimit: DRAW_READS_LIMIT } }, async (request) => getCertificate(app.db, request.params.id, request.sessionUser?.id ?? null));
  route('updateDrawSettings', async (request) => updateDrawSettings(app.db, currentUser(request).id, request.params.id, request.body));
  route('drawNow', async (request) => drawNow(app.db, app.drand, currentUser(request).id, request.params.id));
  route('redrawOne', { config: { rateLimit: DRAW_ANNOUNCE_LIMIT } }, async (request) => redrawOne(app.db, currentUser(request).id, request.params.id, request.body.replace));
}
