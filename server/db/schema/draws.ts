import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DrandChainInfo } from '../../../common/drand.plain';
import { deletedWithUser, users } from './accounts';
import { bytea, createdAt, serialId, timestamptz } from './columns';
import { deletedWithWorkspace, workspaces } from './workspaces';

/** Shoots and draws (issue #20): the shoot history, draw certificates, their entrant lists and redraws. */

/** The shoots a user made: when, from which lists, who was drawn (for "skip recent" rotation). */
export const shootHistory = pgTable(
  'shoot_history',
  {
    id: serialId(),
    /** Who shot. */
    userId: deletedWithUser(),
    /** Whose lists: skip-recent and the history are the workspace's (issue #22). */
    workspaceId: deletedWithWorkspace(),
    listIds: integer('list_ids').array().notNull(),
    usernames: text('usernames').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shoot_history_user_id_idx').on(t.userId, t.id), index('shoot_history_workspace_id_idx').on(t.workspaceId, t.id)],
);

/**
 * The entrant lists of draws (issue #20), one per distinct list: the same selection drawn again
 * shares its row. Never changed or deleted while a certificate names it.
 */
export const drawEntrantLists = pgTable(
  'draw_entrant_lists',
  {
    /** SHA-256 of `entrants`, hexadecimal (docs/draws.md). */
    fingerprint: text('fingerprint').primaryKey(),
    entrantCount: integer('entrant_count').notNull(),
    /** The handles one per line, in draw order. */
    entrants: text('entrants').notNull(),
    /**
     * Who first stored it, where and when (issue #33): what a person's and a workspace's draws may
     * store a day is counted from these (DRAW_STORAGE_MB_PER_DAY). Null for lists stored before.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    workspaceId: integer('workspace_id').references((): AnyPgColumn => workspaces.id, { onDelete: 'set null' }),
    storedAt: timestamptz('stored_at').notNull().defaultNow(),
    /**
     * A list stored as a change (issue #40, docs/decisions/042): the list it is made from, null
     * when `entrants` is the whole text. A base is kept while a list is made from it.
     */
    baseFingerprint: text('base_fingerprint').references((): AnyPgColumn => drawEntrantLists.fingerprint),
    /**
     * With a base, how the text is made, by threes: the base's characters from the first number to
     * the second, then as many characters of `entrants` as the third, in turn (server/draws/storage.ts).
     */
    changeSteps: integer('change_steps').array(),
    /** How many changes from a whole list: 0 for a whole one. */
    depth: integer('depth').notNull().default(0),
  },
  (t) => [
    index('draw_entrant_lists_user_stored_idx').on(t.userId, t.storedAt),
    index('draw_entrant_lists_workspace_stored_idx').on(t.workspaceId, t.storedAt),
    index('draw_entrant_lists_base_idx').on(t.baseFingerprint),
    check(
      'draw_entrant_lists_change_check',
      sql`(${t.baseFingerprint} is null and ${t.changeSteps} is null and ${t.depth} = 0) or (${t.baseFingerprint} is not null and ${t.changeSteps} is not null and ${t.depth} > 0)`,
    ),
  ],
);

/**
 * A draw and its certificate (issue #20): every shoot is one, an announced draw is one before it
 * is drawn. The id is the unguessable part of its public address. Immutable once drawn, but for
 * what the owner chooses to show and the redraws recorded beside it; a list's deletion leaves it.
 */
export const draws = pgTable(
  'draws',
  {
    id: text('id').primaryKey(),
    /** Who drew: they alone change or redraw the certificate. */
    userId: deletedWithUser(),
    /**
     * The workspace of the lists drawn from: rotation and publishing choices are the workspace's
     * (issue #22). Null once the team is deleted: a certificate outlives its team (issue #33).
     */
    workspaceId: integer('workspace_id').references((): AnyPgColumn => workspaces.id, { onDelete: 'set null' }),
    /** SHA-256 of the selected lists' ids, sorted and joined by commas: draws from the same selection share it. */
    selection: text('selection').notNull(),
    listIds: integer('list_ids').array().notNull(),
    /** The lists' names when drawn (shown only if the owner allows). */
    listNames: text('list_names').array().notNull(),
    showListNames: boolean('show_list_names').notNull().default(false),
    publishEntrants: boolean('publish_entrants').notNull().default(true),
    algorithm: text('algorithm').notNull(),
    /** 'drawn', or 'announced' until its time comes. */
    status: text('status').notNull(),
    /**
     * Hexadecimal. v1: chosen by the server, kept secret while announced. v2 (issue #37): derived
     * from the drand round, the entrant fingerprint and the id; null until the round is fetched.
     */
    seed: text('seed'),
    /** SHA-256 of the seed, published before an announced draw; null for a draw made at once. */
    commitment: text('commitment'),
    drawAt: timestamptz('draw_at'),
    count: integer('count').notNull(),
    /** SHA-256 of the eligible entrants (docs/draws.md), what the winners were drawn from. */
    fingerprint: text('fingerprint').notNull(),
    entrantCount: integer('entrant_count').notNull(),
    /**
     * The entrant list stored for this draw: the selection's members, whose fingerprint this is
     * (issue #33). The eligible entrants are these without `leftOutHandles`; for a draw that left
     * nobody out, the same as `fingerprint`.
     */
    selectionFingerprint: text('selection_fingerprint')
      .notNull()
      .references(() => drawEntrantLists.fingerprint),
    /**
     * Who was left out (skip or rotation): their places in the selection's list, encoded by
     * server/draws/positions.ts (at most one bit a member), instead of the whole eligible list
     * again. Null when nobody was, and on draws made before issue #33 (which stored the eligible
     * list itself).
     */
    leftOutPositions: bytea('left_out_positions'),
    /**
     * SHA-256 of the selection's members as a set: their handles in lower case, sorted, one per
     * line (issue #33). The same people in another order, another spelling or other lists give the
     * same key, so a re-roll of them is linked whatever lists it used.
     */
    membersKey: text('members_key').notNull(),
    /** 'uniform', 'skip' (members of the last K shoots left out) or 'rotation'. */
    mode: text('mode').notNull().default('uniform'),
    skipRecent: integer('skip_recent').notNull().default(0),
    /** Members of the selection who were not eligible (skip or rotation). */
    leftOut: integer('left_out').notNull().default(0),
    /** In rotation, this draw began a round: everyone of the selection was eligible again. */
    roundStarted: boolean('round_started').notNull().default(false),
    winners: text('winners').array(),
    createdAt: createdAt(),
    drawnAt: timestamptz('drawn_at'),
    /**
     * rollcall-draw-v2 (issue #37): the drand round fixed when the entrants were frozen (the first
     * whose time is after the freeze, `created_at`, and not before `draw_at`), the chain it is
     * read from, and once fetched its signature and randomness (checked against the chain's key).
     */
    drandRound: integer('drand_round'),
    drandChain: jsonb('drand_chain').$type<DrandChainInfo>(),
    drandSignature: text('drand_signature'),
    drandRandomness: text('drand_randomness'),
    /** While a v2 draw waits for its round: how many times the relays were asked, when next, and what went wrong last. */
    drandAttempts: integer('drand_attempts').notNull().default(0),
    drandNextAttemptAt: timestamptz('drand_next_attempt_at'),
    drandProblems: jsonb('drand_problems').$type<{ relay: string; problem: string }[]>(),
    drandLastAttemptAt: timestamptz('drand_last_attempt_at'),
    /** SHA-256 of who was left out (their handles, in the selection's order, one per line): v2 commits to it. */
    leftOutFingerprint: text('left_out_fingerprint'),
    /**
     * The chain of a person's certificates (issue #37): the previous draw this person made, and
     * the SHA-256 of its content (docs/draws.md "Chain"); this draw's own content hash, the next one's link.
     */
    /** Its place in its person's chain (1, 2, …): a gap says a certificate was deleted. */
    chainSeq: integer('chain_seq'),
    previousId: text('previous_id'),
    previousHash: text('previous_hash'),
    contentHash: text('content_hash'),
  },
  (t) => [
    index('draws_user_selection_idx').on(t.userId, t.selection, t.createdAt),
    // A new draw inherits the publishing choice of the owner's draws of the same entrants, and a
    // certificate links them: both look them up by owner and fingerprint.
    index('draws_user_fingerprint_idx').on(t.userId, t.fingerprint, t.createdAt),
    index('draws_workspace_selection_idx').on(t.workspaceId, t.selection, t.createdAt),
    index('draws_workspace_fingerprint_idx').on(t.workspaceId, t.fingerprint, t.createdAt),
    // Re-rolls of the same members in any workspace of the drawer (issue #33), and the purge of lists no draw names.
    index('draws_selection_fingerprint_idx').on(t.selectionFingerprint, t.createdAt),
    index('draws_members_key_idx').on(t.membersKey, t.createdAt),
    // A certificate counts the workspace's and the drawer's other draws around it (issue #33).
    index('draws_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('draws_user_created_idx').on(t.userId, t.createdAt),
    // The last certificate of a person's chain, which the next one names (issue #37).
    index('draws_user_chain_idx').on(t.userId, t.chainSeq).where(sql`${t.chainSeq} is not null`),
    index('draws_due_idx').on(t.drawAt).where(sql`${t.status} = 'announced'`),
    check('draws_status_check', sql`${t.status} in ('drawn', 'announced')`),
    check('draws_mode_check', sql`${t.mode} in ('uniform', 'skip', 'rotation')`),
  ],
);

/** 'Redraw one' on a certificate: who was replaced, who won instead, with which seed. */
export const drawRedraws = pgTable(
  'draw_redraws',
  {
    id: serialId(),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    replaced: text('replaced').notNull(),
    winner: text('winner').notNull(),
    seed: text('seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('draw_redraws_draw_id_idx').on(t.drawId, t.id)],
);
