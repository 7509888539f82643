import { currentUser } from '../auth/guard';
import { endpoints, type ZodApp } from '../http/endpoint';
import { DRAW_ANNOUNCE_LIMIT, DRAW_READS_LIMIT } from '../http/rate-limits';
import { announceDraw, shootActorOf } from '../lists/shoot-service';
import { drawNow, getCertificate, redrawOne, startDueDraws, updateDrawSettings } from './draws-service';

/** Draw certificates: public to read by id, changed only by their owner (another user's is a 404). */
export async function drawsRoutes(app: ZodApp) {
  const route = endpoints(app);

  // Announced draws come due on their own: every instance looks, each draw is drawn once.
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (app.config.dueDrawsEveryMs > 0) stop = startDueDraws(app.db, app.log, app.config.dueDrawsEveryMs);
  });
  app.addHook('onClose', async () => stop?.());

  route('getDraw', { config: { rateLimit: DRAW_READS_LIMIT } }, async (request) => getCertificate(app.db, request.params.id, request.sessionUser?.id ?? null));
  route('updateDrawSettings', async (request) => updateDrawSettings(app.db, currentUser(request).id, request.params.id, request.body));
  // Announcing stores a certificate for good, as a shoot does: the shoot's limits too (issue #33).
  route('announceDraw', { config: { rateLimit: DRAW_ANNOUNCE_LIMIT }, preHandler: app.shootLimit }, async (request) => announceDraw(app.db, shootActorOf(request), request.body));
  route('drawNow', async (request) => drawNow(app.db, currentUser(request).id, request.params.id));
  route('redrawOne', { config: { rateLimit: DRAW_ANNOUNCE_LIMIT } }, async (request) => redrawOne(app.db, currentUser(request).id, request.params.id, request.body.replace));
}
