/**
 * The composer's constants without twitter-text (issue #19): the folded composer of the Lists
 * screen reads these, and loads the counting library only when it opens.
 */

/** Where the drawn mentions go in a message; without it they follow the message. */
export const MENTIONS_TOKEN = '{mentions}';
/** X's spam rules name mass unsolicited mentions: past this many in one post, the composer warns (a setting per user). */
export const DEFAULT_MENTION_WARNING = 10;
