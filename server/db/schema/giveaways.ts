import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { GIVEAWAY_STATUSES } from '../../../common/giveaways';
import { deletedWithUser } from './accounts';
import { createdAt, oneOf, serialId, timestamptz } from './columns';
import { draws } from './draws';
import { deletedWithWorkspace } from './workspaces';

/**
 * Giveaways (issue #36): a draw with a title, a prize, rules and an organiser, whose entrants come
 * from the workspace's lists, from people entering themselves on its public page, or both. The
 * seed is chosen and its SHA-256 published when the giveaway is made; the entrants are frozen and
 * drawn at the closing time, when the draw and its certificate are made (`drawId`).
 */
export const giveaways = pgTable(
  'giveaways',
  {
    /** The unguessable part of the entry page's address (16 random bytes, base64url), like a draw's. */
    id: text('id').primaryKey(),
    workspaceId: deletedWithWorkspace(),
    /** Who made it: the certificate's drawer, told when it is drawn. */
    userId: deletedWithUser(),
    title: text('title').notNull(),
    prize: text('prize').notNull(),
    rules: text('rules').notNull(),
    /** The public name the entry page and the certificate show (the host's account never is). */
    organiser: text('organiser').notNull(),
    winnerCount: integer('winner_count').notNull(),
    closesAt: timestamptz('closes_at').notNull(),
    /** The zone the host chose the time in (IANA), to show it as they meant it. */
    timeZone: text('time_zone').notNull(),
    /** Lists whose members enter (the workspace's, read at closing time). */
    listIds: integer('list_ids').array().notNull(),
    /** People may enter themselves on the public page. */
    entryPage: boolean('entry_page').notNull(),
    /** 'open' until the closing time; 'drawn' once drawn; 'closed' when nobody had entered. */
    status: text('status').notNull().default('open'),
    /**
     * Giveaways made before issue #37 (rollcall-draw-v1): the seed, secret until drawn, and its
     * SHA-256, published from the start. Null since: the draw's seed comes from the first drand
     * round after the entrants are frozen at the closing.
     */
    seed: text('seed'),
    commitment: text('commitment'),
    /** The draw made at closing time (its certificate). */
    drawId: text('draw_id').references((): AnyPgColumn => draws.id, { onDelete: 'set null' }),
    /** At the closing: the distinct entrants who came from the lists, and those only the page brought. */
    entrantsFromLists: integer('entrants_from_lists'),
    entrantsFromPage: integer('entrants_from_page'),
    createdAt: createdAt(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('giveaways_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('giveaways_due_idx').on(t.closesAt).where(sql`${t.status} = 'open'`),
    // A certificate finds its giveaway by its draw (every certificate read asks).
    uniqueIndex('giveaways_draw_id_idx').on(t.drawId),
    check('giveaways_status_check', sql`${t.status} in ${oneOf(GIVEAWAY_STATUSES)}`),
  ],
);

/** Who entered on the public page: one entry a handle (whatever its case) a giveaway. */
export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    id: serialId(),
    giveawayId: text('giveaway_id')
      .notNull()
      .references(() => giveaways.id, { onDelete: 'cascade' }),
    /** As the person typed it (their spelling). */
    handle: text('handle').notNull(),
    /** SHA-256 of the token the entering browser keeps to withdraw (never the token). */
    withdrawTokenHash: text('withdraw_token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('giveaway_entries_handle_idx').on(t.giveawayId, sql`lower(${t.handle})`)],
);
