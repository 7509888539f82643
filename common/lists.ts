import { z } from 'zod';
import { SHOOT_COUNT_MESSAGE, SHOOT_DEFAULT_COUNT, SHOOT_MAX, SHOOT_PREFIX, SHOOT_SEPARATOR, SKIP_RECENT_MAX, SKIP_RECENT_MESSAGE } from './constants.plain';
import { idParamSchema, idSchema, INT32_MAX } from './integers';
import { communityIdOf, memberHandle, PASTE_REFUSALS, X_HANDLE_MAX_LENGTH } from './x-handle.plain';
import { wellFormed } from './text.plain';

/**
 * Lists, members and the shoot (spec §2 "Lists screen", "Members screen", §5, §8): request and
 * answer schemas shared by the server and the screens, and the exact user-facing texts.
 */

export const LISTS_TEXTS = {
  limitAlert: 'You have reached the maximum number of lists allowed by your current subscription.',
  selectListsToShoot: 'Please select lists to shoot.',
  noMembersInSelected: 'No members in selected lists.',
  selectOrCreateList: 'Please select or create a list',
  duplicateMember: (username: string) => `@${username} is already in this list.`,
  invalidHandle: 'Enter an X username: 1 to 15 letters, digits or underscores (a leading @ or an x.com link is fine).',
  numericHandle: 'Only digits is an account id, not a username: enter the @username.',

} as const;

export const LISTS_ERROR_CODES = {
  listLimit: 'LIST_LIMIT_REACHED',
  duplicateMember: 'DUPLICATE_MEMBER',
  invalidHandle: 'INVALID_HANDLE',
  nothingToShoot: 'NOTHING_TO_SHOOT',
} as const;

export const LIST_NAME_MAX = 100;
export const COMMUNITY_ID_MAX = 40;
export { SHOOT_MAX } from './constants.plain';

/** Longer than this (UTF-16 code units) is never one emoji: a tagged flag is 14, a kiss with skin tones 15. */
const ICON_MAX_CODE_UNITS = 32;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/**
 * Exactly one grapheme, looking at two segments at most of a short text: walking a long text with
 * V8's segmenter costs memory quadratic in its length (an icon of 50,000 characters exhausted a
 * 1 GB heap and took the server down).
 */
function isOneGrapheme(text: string): boolean {
  if (text.length === 0 || text.length > ICON_MAX_CODE_UNITS) return false;
  const segments = segmenter.segment(text)[Symbol.iterator]();
  return !segments.next().done && segments.next().done === true;
}

export const listNameSchema = z
  .string()
  .trim()
  .min(1, 'A list needs a name')
  .max(LIST_NAME_MAX, `A list name is at most ${LIST_NAME_MAX} characters`)
  .transform(wellFormed);
export const listColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is a hex value like #4f46e5').transform((c) => c.toLowerCase());
/**
 * The marks an emoji may carry: a presentation selector (text U+FE0E or emoji U+FE0F), and the
 * keycap (U+20E3) after its selector. Any other combining mark, or a run of them, stacks glyphs on
 * the emoji ("Zalgo") while still being one grapheme (issue #16).
 */
function hasOnlyEmojiMarks(icon: string): boolean {
  const rest = icon.replace(/\ufe0f\u20e3/gu, '\ufe0f');
  return !/\p{M}\p{M}/u.test(rest) && (rest.match(/\p{M}/gu) ?? []).every((mark) => mark === '\ufe0e' || mark === '\ufe0f');
}
const looksLikeEmoji = (icon: string) => /\p{Extended_Pictographic}|\p{Regional_Indicator}|^[0-9#*]\ufe0f\u20e3$/u.test(icon);

const isEmojiIcon = (icon: string) => isOneGrapheme(icon) && looksLikeEmoji(icon) && hasOnlyEmojiMarks(icon);

/** One emoji (one grapheme), or null to clear. */
export const listIconSchema = z.string().trim().refine(isEmojiIcon, 'An icon is one emoji').nullable();
/** X community ids are numbers (a pasted community address gives its id); empty clears it. */
export const communityIdSchema = z
  .string()
  .max(2000)
  .transform(communityIdOf)
  .pipe(z.string().max(COMMUNITY_ID_MAX, `A community id is at most ${COMMUNITY_ID_MAX} characters`))
  .refine((id) => id === '' || /^\d+$/.test(id), 'A community id is a number, as in x.com/i/communities/<id>')
  .transform((id) => (id === '' ? null : id))
  .nullable();

export const createListSchema = z.object({ name: listNameSchema.optional() }).default({});

/** "Update one field (name, icon, color, community_id)": exactly one of them per call. */
export const updateListSchema = z.union([
  z.object({ name: listNameSchema }).strict(),
  z.object({ icon: listIconSchema }).strict(),
  z.object({ color: listColorSchema }).strict(),
  z.object({ communityId: communityIdSchema }).strict(),
]);
export type UpdateList = z.infer<typeof updateListSchema>;

/** A text icon: at most this many characters (graphemes), what an import keeps of 'VIP' or '★★' (decision 021). */
export const TEXT_ICON_MAX = 8;
const TEXT_ICON_UNITS_MAX = TEXT_ICON_MAX * 8;

/** A short text a user marked their list with, no control character: counted without going further than needed. */
export function isTextIcon(value: string): boolean {
  if (value.length === 0 || value.length > TEXT_ICON_UNITS_MAX) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  let count = 0;
  for (const _grapheme of segmenter.segment(value)) if ((count += 1) > TEXT_ICON_MAX) return false;
  return true;
}

export const bulkIconSchema = z.object({
  listIds: z.array(idSchema).min(1, 'Select at least one list').max(5000),
  // One emoji from the picker; a text icon too, which an import may have given and the picker's
  // Undo gives back (issue #21).
  icon: z
    .string()
    .trim()
    .refine((icon) => isEmojiIcon(icon) || isTextIcon(icon), 'An icon is one emoji')
    .nullable(),
});

export const listSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  communityId: z.string().nullable(),
  memberCount: z.number().int(),
  /**
   * With 'Search users across all lists' (issue #38): the list's matching usernames, in order, at
   * most MEMBER_MATCHES_SHOWN + 1 (one more says there are more).
   */
  matches: z.array(z.string()).optional(),
});
/** How many matching usernames a list's card shows while searching its members. */
export const MEMBER_MATCHES_SHOWN = 5;
export type ListSummary = z.infer<typeof listSummarySchema>;

/** What the tier counter and the limit alert read (getEntitlements on the server). */
const listQuotaSchema = z.object({
  /** null: no plan record (free tier). */
  tier: z.number().int().nullable(),
  /** null: unlimited. */
  maxlist: z.number().int().nullable(),
  used: z.number().int(),
  canCreate: z.boolean(),
});
export type ListQuota = z.infer<typeof listQuotaSchema>;

export const listsResponseSchema = z.object({ lists: z.array(listSummarySchema), quota: listQuotaSchema });
export type ListsResponse = z.infer<typeof listsResponseSchema>;

export const listsQuerySchema = z.object({
  /** 'Search users across all lists...': only lists with a member whose username contains this. */
  member: z.string().trim().max(100).optional(),
});

export const memberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const listMembersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export const listMembersResponseSchema = z.object({ members: z.array(memberSchema), total: z.number().int() });

/** A handle as typed or pasted: '@name', 'name', 'x.com/name' all become 'name'. */
const handleSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    // CSV import's rule (common/x-handle.plain.ts): what is accepted here survives an export → import.
    const read = memberHandle(value);
    if ('reason' in read) {
      ctx.addIssue({ code: 'custom', message: read.reason === 'numeric' ? LISTS_TEXTS.numericHandle : LISTS_TEXTS.invalidHandle });
      return z.NEVER;
    }
    return read.handle;
  });
export const addMemberSchema = z.object({ username: handleSchema });
export const bulkAddMembersSchema = z.object({ text: z.string().max(200_000) });
export const bulkAddResultSchema = z.object({
  added: z.array(z.string()),
  duplicates: z.array(z.string()),
  invalid: z.array(z.string()),
  /** Each refused entry with why (issue #38; `invalid` holds the same entries' texts). */
  refused: z.array(z.object({ text: z.string(), reason: z.enum(PASTE_REFUSALS) })),
  message: z.string(),
});

/** Copy or change (move) a member: to a list of mine, or to a new list by name. */
export const copyMemberSchema = z.object({
  listId: idSchema.optional(),
  newListName: z.string().trim().max(LIST_NAME_MAX).transform(wellFormed).optional(),
});

export const memberRowSchema = memberSchema.extend({ listId: z.number().int(), listName: z.string() });
export type MemberRow = z.infer<typeof memberRowSchema>;
/** The most members one page of `GET /api/members` holds: the Members screen's later pages are this size. */
export const MEMBERS_PAGE_MAX = 1000;
/** A page is asked for after a row or at a place, not both. */
export const MEMBERS_AFTER_OR_OFFSET = 'Give either after or offset, not both.';
export const membersQuerySchema = z
  .object({
    /** By username. */
    search: z.string().trim().max(100).optional(),
    /** By list name. */
    list: z.string().trim().max(100).optional(),
    /** Opaque: the id of the last row of the previous page. */
    after: idParamSchema.optional(),
    /**
     * Or the page's place: how many matching members come before its first (issue #40: the Members
     * screen jumps to any place of a million members). Costs a walk of that many index entries;
     * `after` costs only the page.
     */
    offset: z.coerce.number().int().min(0).max(INT32_MAX).optional(),
    limit: z.coerce.number().int().min(1).max(MEMBERS_PAGE_MAX).default(200),
  })
  .refine((query) => query.after === undefined || query.offset === undefined, { message: MEMBERS_AFTER_OR_OFFSET, path: ['offset'] });
export const membersPageSchema = z.object({
  members: z.array(memberRowSchema),
  total: z.number().int(),
  nextAfter: z.number().int().nullable(),
});
export type MembersPage = z.infer<typeof membersPageSchema>;
/** The composer's @-mention autocomplete (issue #19): what was typed after '@'. */
export const memberSuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(X_HANDLE_MAX_LENGTH) });
/** At most this many suggestions: those starting with what was typed first, then those containing it. */
export const MEMBER_SUGGESTIONS_MAX = 8;
export const memberSuggestionsSchema = z.object({ usernames: z.array(z.string()).max(MEMBER_SUGGESTIONS_MAX) });

/** How many members a shoot (or an announced draw) draws; `isShootCount` (constants.plain.ts) is its zod-free twin. */
export const shootCountSchema = z.number({ error: SHOOT_COUNT_MESSAGE }).int(SHOOT_COUNT_MESSAGE).min(1, SHOOT_COUNT_MESSAGE).max(SHOOT_MAX, SHOOT_COUNT_MESSAGE);

export const shootRequestSchema = z.object({
  listIds: z.array(idSchema).max(5000),
  count: shootCountSchema.default(SHOOT_DEFAULT_COUNT),
  /** Leave out members drawn in my last K shoots (0: nobody is left out). */
  skipRecent: z.number({ error: SKIP_RECENT_MESSAGE }).int(SKIP_RECENT_MESSAGE).min(0, SKIP_RECENT_MESSAGE).max(SKIP_RECENT_MAX, SKIP_RECENT_MESSAGE).default(0),
  /** Everyone of the selection once before anyone twice (issue #20); skipRecent is then ignored. */
  rotation: z.boolean().default(false),
  /**
   * 'Provably fair' (issue #37): the entrants are frozen, then the draw waits for the next drand
   * round (at most its period, 3 s on quicknet) and is seeded by it (rollcall-draw-v2).
   */
  provablyFair: z.boolean().default(false),
});
export type ShootRequest = z.infer<typeof shootRequestSchema>;
export const shootResponseSchema = z.object({
  usernames: z.array(z.string()),
  text: z.string(),
  /** Distinct members in the selected lists. */
  available: z.number().int(),
  /** Of those, left out because they were drawn recently (or already in this rotation round). */
  skipped: z.number().int(),
  /** The draw's certificate: /draws/{drawId} (issue #20). */
  drawId: z.string(),
  /** In rotation: everyone had been drawn, so this draw began a new round. */
  roundStarted: z.boolean(),
});
export type ShootResponse = z.infer<typeof shootResponseSchema>;

export const shootHistorySchema = z.object({
  shoots: z.array(
    z.object({ id: z.number().int(), createdAt: z.string(), listNames: z.array(z.string()), count: z.number().int(), usernames: z.array(z.string()) }),
  ),
});

/** "each prefixed with '@' and separated by spaces". */
export function shootText(usernames: string[]): string {
  return usernames.map((username) => `${SHOOT_PREFIX}${username}`).join(SHOOT_SEPARATOR);
}
