/**
 * The composer's constants without twitter-text (issue #19): the folded composer of the Lists
 * screen reads these, and loads the counting library only when it opens.
 */

/** Where the drawn mentions go in a message; without it they follow the message. */
export const MENTIONS_TOKEN = '{mentions}';
/**
 * X's spam rules name mass unsolicited mentions: past this many in one post, the composer warns
 * (a setting per user). Issue #36: 5, as X's guidance on unsolicited mentions reads (it was 10).
 */
export const DEFAULT_MENTION_WARNING = 5;
/** The highest warning one may set: a post of 280 holds at most ~70 mentions of 3 characters. */
export const MENTION_WARNING_MAX = 50;
/** One post's weighted length on X (twitter-text's default configuration says the same). */
export const X_POST_LENGTH = 280;
/** The longest message the composer takes (it must fit one post anyway; this bounds what is stored). */
export const MESSAGE_MAX = 5000;
