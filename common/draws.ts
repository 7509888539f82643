import { z } from 'zod';
import { shootCountSchema } from './lists';
import { xHandleSchema } from './x-handle-schema';

/**
 * Draw certificates (issue #20): what `/draws/{id}` shows anyone, and what its owner may change.
 * The algorithm is common/draw.plain.ts (no zod, the browser's Verify runs it) and docs/draws.md.
 */

/** An announced draw takes place between a minute (this many milliseconds) and ANNOUNCE_MAX_DAYS from now. */
export const ANNOUNCE_MIN_MS = 60_000;
/** An announced draw takes place between a minute and this many days from now. */
export const ANNOUNCE_MAX_DAYS = 90;

export const DRAWS_TEXTS = {
  notFound: 'Draw not found',
  notAWinner: (handle: string) => `@${handle} is not a winner of this draw.`,
  nobodyLeft: 'Everyone eligible has already won or been replaced: there is nobody left to draw.',
  notAnnounced: 'This draw is not waiting to be drawn.',
  notYet: (at: string) => `This draw is announced for ${at}: it can be drawn from then on.`,
  stillAnnounced: 'This draw has not been drawn yet.',
  redrawLimit: (max: number) => `This draw has had its ${String(max)} redraws: no more can be recorded on it.`,
  drawAtRequired: 'Choose when the draw takes place',
  drawAtPast: 'The draw time must be at least a minute from now',
  drawAtTooFar: `The draw time must be within ${String(ANNOUNCE_MAX_DAYS)} days`,
  storageFull: (megabytes: number) =>
    `Your draws have stored ${String(megabytes)} MB of new entrant lists in the last 24 hours, the most this server allows a day. Draw lists that have not changed since, or try again later.`,
  teamGoneHideOnly: 'The team of this draw was deleted: its certificate can only be hidden further, not published or redrawn.',
  roundNotOut: (round: number) => `No drand relay has given round ${String(round)} yet: the draw waits for it and is tried again.`,
  fairShootFailed: (round: number) => `No drand relay gave round ${String(round)} in time, so nothing was drawn. Try again, or shoot without “Provably fair”.`,
  otherChain: 'This draw waits for a round of another drand chain than this server reads (DRAND_CHAIN).',
} as const;

/** Where a draw's time (an announced draw's, a giveaway's closing) falls against its window from `now`: too soon, too far, or fine (null). */
export function announceWindowMiss(at: Date, now = Date.now()): 'tooSoon' | 'tooFar' | null {
  if (at.getTime() < now + ANNOUNCE_MIN_MS) return 'tooSoon';
  if (at.getTime() > now + ANNOUNCE_MAX_DAYS * 24 * 3600_000) return 'tooFar';
  return null;
}

export const DRAWS_ERROR_CODES = {
  notAWinner: 'NOT_A_WINNER',
  nobodyLeft: 'NOBODY_LEFT',
  notAnnounced: 'NOT_ANNOUNCED',
  notYet: 'NOT_YET',
  redrawLimit: 'REDRAW_LIMIT',
  storageFull: 'DRAW_STORAGE_FULL',
  teamGone: 'DRAW_TEAM_GONE',
  roundNotOut: 'ROUND_NOT_OUT',
} as const;

/** A draw's public id: 16 random bytes in base64url (the unguessable part of its address). */
export const drawIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a draw id');
export const drawParamsSchema = z.object({ id: drawIdSchema });

export const drawModeSchema = z.enum(['uniform', 'skip', 'rotation']);
export type DrawMode = z.infer<typeof drawModeSchema>;

/** A left-out entrant and its place (0-based) in the selection's list. */
export const leftOutEntrantSchema = z.object({ at: z.number().int(), handle: z.string() });

/** A certificate links this many of its related draws, the nearest in time. */
export const RELATED_DRAWS_SHOWN = 100;
/** It counts related draws up to this many, other draws up to OTHER_COUNT_MAX ('at least' beyond): a read's work stays bounded. */
export const RELATED_COUNT_MAX = 1000;
export const OTHER_COUNT_MAX = 1000;

/** A drand chain's info document (`/{chain hash}/info`), as a certificate carries it. */
export const drandChainSchema = z.object({ public_key: z.string(), period: z.number().int(), genesis_time: z.number().int(), hash: z.string(), schemeID: z.string(), metadata: z.object({ beaconID: z.string().optional() }).optional() });

/**
 * The drand round of a rollcall-draw-v2 draw (issue #37): fixed when its entrants were frozen,
 * out at `roundAt`; its signature and randomness once fetched, else what it waits for.
 */
export const drawBeaconSchema = z.object({
  round: z.number().int(),
  roundAt: z.string(),
  chain: drandChainSchema,
  /** The League of Entropy's quicknet (else a test chain or another network, said in plain words). */
  league: z.boolean(),
  signature: z.string().nullable(),
  randomness: z.string().nullable(),
  /** How many times the relays were asked and gave no valid round (a late draw says so). */
  attempts: z.number().int(),
  /** While the draw waits for its round: how often the relays were asked, when last and next, and what they did wrong. */
  waiting: z
    .object({
      attempts: z.number().int(),
      lastAttemptAt: z.string().nullable(),
      nextAttemptAt: z.string().nullable(),
      problems: z.array(z.object({ relay: z.string(), problem: z.string() })),
    })
    .nullable(),
});
export type DrawBeacon = z.infer<typeof drawBeaconSchema>;

export const drawCertificateSchema = z.object({
  id: z.string(),
  algorithm: z.string(),
  status: z.enum(['drawn', 'announced']),
  createdAt: z.string(),
  /** An announced draw's time. */
  drawAt: z.string().nullable(),
  drawnAt: z.string().nullable(),
  count: z.number().int(),
  entrantCount: z.number().int(),
  fingerprint: z.string(),
  /**
   * SHA-256 of the selection's members before anyone was left out (issue #33): the same as
   * `fingerprint` for a draw that left nobody out, and as other draws of the same members.
   */
  selectionFingerprint: z.string(),
  /** Null while an announced draw waits (only its commitment is known). */
  seed: z.string().nullable(),
  commitment: z.string().nullable(),
  /** In draw order; null while announced. */
  winners: z.array(z.string()).nullable(),
  redraws: z.array(z.object({ replaced: z.string(), winner: z.string(), seed: z.string(), createdAt: z.string() })),
  /** The eligible entrants, in draw order; null when the owner chose not to publish them. */
  entrants: z.array(z.string()).nullable(),
  /**
   * Who was left out (skip, rotation), each with its place in the selection's list: put back, they
   * give the list whose SHA-256 is `selectionFingerprint`. Null with the entrants, and on draws
   * made before issue #33, which recorded only how many.
   */
  leftOutEntrants: z.array(leftOutEntrantSchema).nullable(),
  /** Null unless the owner chose to show them. */
  listNames: z.array(z.string()).nullable(),
  mode: drawModeSchema,
  skipRecent: z.number().int(),
  leftOut: z.number().int(),
  roundStarted: z.boolean(),
  /**
   * The other draws from the same lists, the same entrants or the same selection's members, by
   * the same workspace or the same person in any workspace, within 24 hours either side of this
   * one's time (an announced draw's whole wait included), in time order.
   */
  others: z.array(z.object({ id: z.string(), createdAt: z.string(), status: z.enum(['drawn', 'announced']) })),
  /** How many such draws there are (`others` links the RELATED_DRAWS_SHOWN nearest in time), at most RELATED_COUNT_MAX. */
  othersCount: z.number().int(),
  /** How many draws the workspace and the drawer made from other lists in that window (counted, not linked), at most OTHER_COUNT_MAX. */
  otherSelections: z.number().int(),
  /** How many draws of the same members other people made in that window (counted, never linked: not the drawer's). */
  othersByOthers: z.number().int(),
  /** A count reached its maximum: there are at least that many. */
  countsCapped: z.boolean(),
  /** Whether the one reading is the owner (who may change what is shown, redraw one, draw). */
  mine: z.boolean(),
  /** The owner's choices (null for anyone else). */
  settings: z.object({ showListNames: z.boolean(), publishEntrants: z.boolean() }).nullable(),
  /**
   * The giveaway this draw closed (issue #36): its title, prize, rules and organiser, and how many
   * distinct entrants came from the host's lists and how many only from its entry page.
   */
  giveaway: z.object({ title: z.string(), prize: z.string(), rules: z.string(), organiser: z.string(), fromLists: z.number().int(), fromPage: z.number().int() }).nullable(),
  /**
   * rollcall-draw-v2 (issue #37): the SHA-256 of who was left out (their handles in the
   * selection's order, one per line), committed with the entrants before the round; null when
   * nobody was, and on v1 draws.
   */
  leftOutFingerprint: z.string().nullable(),
  /**
   * Its place in its person's chain of certificates (issue #37, common/certificate-chain.plain.ts):
   * the previous one they made and that one's content hash, and this one's own. Null on draws
   * made before the chain.
   */
  chain: z.object({ seq: z.number().int(), previousId: z.string().nullable(), previousHash: z.string().nullable(), contentHash: z.string() }).nullable(),
  /** rollcall-draw-v2 (issue #37): the drand round that seeds it; null for v1. The entrants were frozen at `createdAt`. */
  beacon: drawBeaconSchema.nullable(),
});
export type DrawCertificate = z.infer<typeof drawCertificateSchema>;

export const drawSettingsSchema = z
  .object({ showListNames: z.boolean().optional(), publishEntrants: z.boolean().optional() })
  .refine((body) => body.showListNames !== undefined || body.publishEntrants !== undefined, 'Give a setting to change');
export type DrawSettings = z.infer<typeof drawSettingsSchema>;

export const redrawSchema = z.object({ replace: xHandleSchema });

/**
 * Announce a draw (commit–reveal): the selection's members are frozen now, the seed's SHA-256 is
 * published now, the seed and the winners at `drawAt`.
 */
export const announceDrawSchema = z.object({
  listIds: z.array(z.number().int().positive().max(2147483647)).max(5000),
  count: shootCountSchema,
  drawAt: z.iso.datetime({ offset: true, message: DRAWS_TEXTS.drawAtRequired }),
});
export type AnnounceDraw = z.infer<typeof announceDrawSchema>;
export const announcedDrawSchema = z.object({ drawId: z.string(), drawAt: z.string(), entrantCount: z.number().int() });
