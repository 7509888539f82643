import { z } from 'zod';
import { ANNOUNCE_MAX_DAYS, drawIdSchema } from './draws';
import { listNameSchema, listSummarySchema } from './lists';
import { memberHandle } from './x-handle.plain';

/**
 * Giveaways (issue #36): a draw with a title, a prize, rules and an organiser; entrants from the
 * workspace's lists, from people entering themselves on a public page, or both; drawn by itself
 * when entries close. What the host sends and reads, and what the public entry page shows.
 */

export const GIVEAWAY_STATUSES = ['open', 'drawn', 'closed'] as const;
/** open: taking entries until the closing time; drawn: closed and drawn; closed: closed with nobody to draw. */
export type GiveawayStatus = (typeof GIVEAWAY_STATUSES)[number];

export const GIVEAWAY_LIMITS = {
  title: 120,
  prize: 200,
  rules: 5000,
  organiser: 80,
  winners: 100,
  /** Giveaways open at once in one workspace: each is a draw to come, with its stored entrants. */
  openPerWorkspace: 50,
} as const;

export const GIVEAWAY_TEXTS = {
  titleRequired: 'Give the giveaway a title',
  prizeRequired: 'Say what the prize is',
  organiserRequired: "Give the organiser's public name",
  tooLong: (max: number) => `At most ${String(max)} characters`,
  winners: `Between 1 and ${String(GIVEAWAY_LIMITS.winners)} winners`,
  closesAtRequired: 'Choose when entries close',
  closesAtPast: 'Entries must close at least a minute from now',
  closesAtTooFar: `Entries must close within ${String(ANNOUNCE_MAX_DAYS)} days`,
  timeZone: 'Choose a time zone',
  sources: 'Choose lists, the entry page, or both',
  notFound: 'Giveaway not found',
  handle: 'Enter your X username (1 to 15 letters, digits or underscores) or the address of your profile',
  consent: 'Tick the box to agree to be mentioned on X if you win',
  alreadyEntered: (handle: string) => `@${handle} has already entered this giveaway.`,
  entriesClosed: 'Entries are closed.',
  noEntryPage: 'This giveaway takes no entries here.',
  notYourEntry: 'This browser has no entry to withdraw in this giveaway.',
  plainText: 'Use letters, digits, punctuation and emoji: no line breaks or control characters',
  stillOpen: 'Entries are still open: save the entrants once the giveaway has closed.',
  noEntrants: 'Nobody entered on the page: there is nobody to save.',
  tooManyOpen: (max: number) => `A workspace may have ${String(max)} giveaways open at once: wait for one to close.`,
} as const;

/** The message of the post the host's "drawn" mail holds, around the winners (the certificate's link ends it). */
export const winnersPostMessage = (title: string) => `Congratulations {mentions}, winners of “${title}”! Drawn by Rollcall, proof:`;

export const GIVEAWAY_ERROR_CODES = {
  alreadyEntered: 'ALREADY_ENTERED',
  entriesClosed: 'ENTRIES_CLOSED',
  tooManyOpen: 'TOO_MANY_OPEN_GIVEAWAYS',
  stillOpen: 'GIVEAWAY_STILL_OPEN',
} as const;

/** A giveaway's public id: 16 random bytes in base64url, like a draw's. */
export const giveawayParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, GIVEAWAY_TEXTS.notFound) });

/**
 * An IANA time zone, by the runtime's own zone database (an allow-list: Intl refuses any name it
 * does not know), in its canonical spelling: a browser's 'Asia/Calcutta' is Node's 'Asia/Kolkata'.
 * Null when it is not one.
 */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.length === 0 || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * What a giveaway's words may hold, by allow-list: letters, marks, digits, punctuation, symbols
 * (emoji among them), spaces, and the zero-width joiner of emoji sequences. So no control
 * character or line break in a name, and no direction override or isolate, which can make a name
 * read as another ('Poster Club' then a line that looks official).
 */
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200D]*$/u;
/** The same, with line breaks and tabs: the rules are several lines. */
const PLAIN_LINES = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200D\n\r\t]*$/u;

const text = (max: number, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, GIVEAWAY_TEXTS.tooLong(max))
    .refine((value) => PLAIN_TEXT.test(value), GIVEAWAY_TEXTS.plainText);

export const createGiveawaySchema = z
  .object({
    title: text(GIVEAWAY_LIMITS.title, GIVEAWAY_TEXTS.titleRequired),
    prize: text(GIVEAWAY_LIMITS.prize, GIVEAWAY_TEXTS.prizeRequired),
    rules: z
      .string()
      .trim()
      .max(GIVEAWAY_LIMITS.rules, GIVEAWAY_TEXTS.tooLong(GIVEAWAY_LIMITS.rules))
      .refine((value) => PLAIN_LINES.test(value), GIVEAWAY_TEXTS.plainText),
    organiser: text(GIVEAWAY_LIMITS.organiser, GIVEAWAY_TEXTS.organiserRequired),
    winnerCount: z.number().int(GIVEAWAY_TEXTS.winners).min(1, GIVEAWAY_TEXTS.winners).max(GIVEAWAY_LIMITS.winners, GIVEAWAY_TEXTS.winners),
    closesAt: z.iso.datetime({ offset: true, message: GIVEAWAY_TEXTS.closesAtRequired }),
    timeZone: z.string().transform((zone, context) => {
      const canonical = canonicalTimeZone(zone);
      if (canonical) return canonical;
      context.addIssue({ code: 'custom', message: GIVEAWAY_TEXTS.timeZone });
      return z.NEVER;
    }),
    listIds: z.array(z.number().int().positive().max(2147483647)).max(5000),
    entryPage: z.boolean(),
  })
  .refine((giveaway) => giveaway.listIds.length > 0 || giveaway.entryPage, { message: GIVEAWAY_TEXTS.sources, path: ['listIds'] });
export type CreateGiveaway = z.infer<typeof createGiveawaySchema>;

/** What the host's screens show of a giveaway. */
export const giveawaySchema = z.object({
  id: z.string(),
  title: z.string(),
  prize: z.string(),
  rules: z.string(),
  organiser: z.string(),
  winnerCount: z.number().int(),
  closesAt: z.string(),
  timeZone: z.string(),
  listIds: z.array(z.number().int()),
  entryPage: z.boolean(),
  status: z.enum(GIVEAWAY_STATUSES),
  /** People who entered on the public page (the lists' members are counted at closing time). */
  entryCount: z.number().int(),
  /** Giveaways made before issue #37 only: the SHA-256 of their secret seed. Since, the seed comes from the first drand round after the closing. */
  commitment: z.string().nullable(),
  /** The certificate, once drawn. */
  drawId: z.string().nullable(),
  /** Who won, once drawn (the certificate's winners, a replaced one's successor included). */
  winners: z.array(z.string()).nullable(),
  /** Once drawn, the entrants frozen at closing: how many, their SHA-256 fingerprint and when (published on the entry page and the certificate). */
  frozen: z.object({ entrantCount: z.number().int(), fingerprint: z.string(), at: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Giveaway = z.infer<typeof giveawaySchema>;

/**
 * A plain shoot's certificate in the workspace's history (issue #36): every draw of the workspace
 * that is not a giveaway's, a page at a time, newest first. The host sees the lists' names.
 */
export const pastDrawSchema = z.object({
  id: z.string(),
  /** 'announced' until its time comes. */
  status: z.enum(['drawn', 'announced']),
  createdAt: z.string(),
  drawAt: z.string().nullable(),
  entrantCount: z.number().int(),
  winnerCount: z.number().int(),
  winners: z.array(z.string()),
  listNames: z.array(z.string()),
});
export type PastDraw = z.infer<typeof pastDrawSchema>;

/** Past draws a page of /giveaways holds; 'Show more' asks for the next. */
export const PAST_DRAWS_PAGE = 50;
/** The longest search of /giveaways (the search box holds no more). */
export const GIVEAWAY_SEARCH_MAX = 100;

/** /giveaways' search (title, prize, organiser, lists' names or a winner's handle) and the past draws' cursor. */
export const giveawaysQuerySchema = z.object({
  q: z.string().trim().max(GIVEAWAY_SEARCH_MAX).optional(),
  /** The last past draw already shown: the next page starts after it. */
  before: drawIdSchema.optional(),
});
export type GiveawaysQuery = z.infer<typeof giveawaysQuerySchema>;

/** The giveaways alone (the public API's list). */
export const giveawayListSchema = z.object({ giveaways: z.array(giveawaySchema) });

export const giveawaysResponseSchema = giveawayListSchema.extend({
  draws: z.array(pastDrawSchema),
  /** More past draws than this page holds. */
  moreDraws: z.boolean(),
});

/** What the public entry page shows: nothing of the host but the organiser's name. */
export const publicGiveawaySchema = giveawaySchema.pick({ id: true, title: true, prize: true, rules: true, organiser: true, winnerCount: true, closesAt: true, status: true, entryCount: true, commitment: true, drawId: true, entryPage: true, frozen: true });
export type PublicGiveaway = z.infer<typeof publicGiveawaySchema>;

/** An entry: an X handle as people type or paste it ('@ann', 'x.com/ann'), and their consent. */
export const enterGiveawaySchema = z.object({
  handle: z
    .string()
    .max(200, GIVEAWAY_TEXTS.handle)
    .transform((value, context) => {
      const read = memberHandle(value);
      if ('handle' in read) return read.handle;
      context.addIssue({ code: 'custom', message: GIVEAWAY_TEXTS.handle });
      return z.NEVER;
    }),
  consent: z.literal(true, GIVEAWAY_TEXTS.consent),
});
export type EnterGiveaway = z.input<typeof enterGiveawaySchema>;
/**
 * Entered: the handle as stored, and the token this browser keeps to withdraw (shown once). No
 * count: counting the entries doubled an entry's cost at 10,000 (bench:giveaways); the page reads
 * it again with the giveaway.
 */
export const giveawayEntrySchema = z.object({ handle: z.string(), withdrawToken: z.string() });
export const withdrawEntrySchema = z.object({ withdrawToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/, GIVEAWAY_TEXTS.notYourEntry) });
export const entryCountSchema = z.object({ entryCount: z.number().int() });

/** 'Save entrants to a list' (issue #36): the people who entered on the page, into a new list of the workspace. */
export const saveEntrantsSchema = z.object({ name: listNameSchema });
export const savedEntrantsSchema = z.object({ list: listSummarySchema, saved: z.number().int() });
