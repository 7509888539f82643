/**
 * Business constants of the product that both the server and the web use (spec §9). Each carries
 * the spec's wording as its comment so a reader with the spec open finds it by the words. A
 * constant only one side uses lives on that side, next to its use.
 */

/** "Shoot default count: 10 random members … each prefixed with '@' and separated by spaces." */
export const SHOOT_DEFAULT_COUNT = 10;
/** The most members one shoot draws (ours: the API and the extension share it). */
export const SHOOT_MAX = 1000;
/** A shoot's count: a whole number from 1 to SHOOT_MAX (the schema is lists.ts `shootCountSchema`). */
export const isShootCount = (count: number): boolean => Number.isInteger(count) && count >= 1 && count <= SHOOT_MAX;
/** What the shoot form, the extension's popup and the API say of any other count. */
export const SHOOT_COUNT_MESSAGE = `Shoot between 1 and ${String(SHOOT_MAX)} members`;
/** A shoot may leave out the members drawn in the person's last 0 to SKIP_RECENT_MAX shoots. */
export const SKIP_RECENT_MAX = 50;
export const SKIP_RECENT_MESSAGE = `Skip between 0 and ${String(SKIP_RECENT_MAX)} recent shoots`;
export const SHOOT_PREFIX = '@';
export const SHOOT_SEPARATOR = ' ';

