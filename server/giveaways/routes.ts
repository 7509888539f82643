import { currentActor } from '../access/actor';
import { endpoints, type SharedHandler, type ZodApp } from '../http/endpoint';
import { DRAW_ANNOUNCE_LIMIT, GIVEAWAY_ENTRY_LIMIT, GIVEAWAY_READS_LIMIT } from '../http/rate-limits';
import { logActivity } from '../teams/activity';
import { createGiveaway, enterGiveaway, giveawaysPage, publicGiveaway, saveEntrants, withdrawEntry } from './giveaways-service';

/**
 * Giveaways (issue #36): the workspace's, for its members (the route contract's `workspace`
 * permission: Viewers read, Editors and Owners make them); the entry page's, for anyone with its
 * address, limited per client address.
 */
/** Making one, here and in the public API: it commits a draw and, at its closing, stores its entrants for good (the announce limits, issue #33). */
export const createGiveawayOptions = (app: ZodApp) => ({ config: { rateLimit: DRAW_ANNOUNCE_LIMIT }, preHandler: app.shootLimit });
export const createGiveawayHandler: SharedHandler<'createGiveaway'> = async (request) => {
  const actor = currentActor(request);
  const giveaway = await createGiveaway(request.server.db, actor, request.body);
  await logActivity(request, actor, 'giveaway.create', giveaway.title);
  return giveaway;
};

export async function giveawaysRoutes(app: ZodApp) {
  const route = endpoints(app);

  route('getGiveaways', async (request) => giveawaysPage(app.db, currentActor(request).workspaceId, request.query));
  route('createGiveaway', createGiveawayOptions(app), createGiveawayHandler);

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
