import { currentActor } from '../access/actor';
import { endpoints, type ZodApp } from '../http/endpoint';
import { DRAW_ANNOUNCE_LIMIT, GIVEAWAY_ENTRY_LIMIT, GIVEAWAY_READS_LIMIT } from '../http/rate-limits';
import { logActivity } from '../teams/activity';
import { createGiveaway, enterGiveaway, giveawaysOf, publicGiveaway, saveEntrants, withdrawEntry } from './giveaways-service';

/**
 * Giveaways (issue #36): the workspace's, for its members (the route contract's `workspace`
 * permission: Viewers read, Editors and Owners make them); the entry page's, for anyone with its
 * address, limited per client address.
 */
export async function giveawaysRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getGiveaways', async (request) => ({ giveaways: await giveawaysOf(app.db, currentActor(request).workspaceId) }));
  // Making one commits a draw and, at its closing, stores its entrants for good: the announce limits (issue #33).
  route('createGiveaway', { config: { rateLimit: DRAW_ANNOUNCE_LIMIT }, preHandler: app.shootLimit }, async (request) => {
    const actor = currentActor(request);
    const giveaway = await createGiveaway(app.db, actor, request.body);
    await logActivity(request, actor, 'giveaway.create', giveaway.title);
    return giveaway;
  });

  route('saveGiveawayEntrants', async (request) => {
    const actor = currentActor(request);
    const saved = await saveEntrants(app.db, actor.workspaceId, request.params.id, request.body.name);
    await logActivity(request, actor, 'list.create', saved.list.name);
    return saved;
  });

  route('getPublicGiveaway', { config: { rateLimit: GIVEAWAY_READS_LIMIT } }, async (request) => publicGiveaway(app.db, request.params.id));
  route('enterGiveaway', { config: { rateLimit: GIVEAWAY_ENTRY_LIMIT } }, async (request) => enterGiveaway(app.db, request.params.id, request.body.handle));
  route('withdrawEntry', { config: { rateLimit: GIVEAWAY_ENTRY_LIMIT } }, async (request) => withdrawEntry(app.db, request.params.id, request.body.withdrawToken));
}
