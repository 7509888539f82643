/**
 * A table taller than a browser can lay out (issue #40, decision 043). A million members of 52 px
 * are 52,000,000 px; Chromium places nothing past about 33,500,000 px in one element, Firefox past
 * about 17,900,000, and TanStack Virtual (TanStack/virtual#460) leaves the rows past that unreachable.
 * So the table's body is at most BODY_MAX_PX tall, and a place in that body (real) stands for a
 * place among all the rows (virtual):
 *
 * - near where the scroll last came to rest, 1:1 for EXACT_PX each way: a wheel step, an arrow key
 *   or Page Down moves the rows exactly as far as it moves the page;
 * - farther, faster, so that the top of the body is the first row and its end is the last: Home,
 *   End and the scrollbar reach every row, in proportion.
 *
 * When the scroll rests, the map is anchored again around the row it rests on (`anchoredMap`),
 * and the page is scrolled, without moving a row on screen, to where that row falls in proportion
 * (`anchorReal`): the 1:1 stretch is then around it again, and the scrollbar's thumb tells where
 * it is among all the rows.
 *
 * In a body no taller than BODY_MAX_PX (100,000 members on a desktop: 5,200,000 px) the map is
 * the identity.
 */

/** The tallest the table's body is laid out: well under every browser's limit. */
export const BODY_MAX_PX = 10_000_000;
/** How far each way from where the scroll rested the rows move 1:1 with the page. */
export const EXACT_PX = 400_000;

export type ScrollMap = {
  /** The farthest real place the top of the screen reaches in the body. */
  readonly end: number;
  /** How much taller all the rows are than the body (0: not capped). */
  readonly extra: number;
  /** The real place of the anchor, and the virtual place it stands for. */
  readonly anchorReal: number;
  readonly anchorVirtual: number;
  /** The 1:1 stretch: this far above the anchor and below it. */
  readonly above: number;
  readonly below: number;
};

/** The map for a body that is not capped: every place is itself. */
export const IDENTITY_MAP: ScrollMap = { end: 0, extra: 0, anchorReal: 0, anchorVirtual: 0, above: 0, below: 0 };

/** The map anchored on `virtual` (the virtual place of the top of the screen), in a body whose top of screen reaches `end` at most and whose rows are `extra` taller. */
export function anchoredMap(end: number, extra: number, virtual: number, exact: number = EXACT_PX): ScrollMap {
  const realEnd = Math.max(0, end);
  const spare = Math.max(0, extra);
  const anchorVirtual = Math.min(Math.max(0, virtual), realEnd + spare);
  // Nothing to scroll (no layout yet): every place is itself until there is.
  if (spare === 0 || realEnd === 0) return IDENTITY_MAP;
  // In proportion: the scrollbar's thumb is where the row is among all the rows.
  const anchorReal = (anchorVirtual * realEnd) / (realEnd + spare);
  return {
    end: realEnd,
    extra: spare,
    anchorReal,
    anchorVirtual,
    // Half the way to each end at most: the stretch beyond then moves faster, never slower, than the page.
    above: Math.min(exact, anchorReal / 2),
    below: Math.min(exact, (realEnd - anchorReal) / 2),
  };
}


/** Along the straight line from (x0, y0) to (x1, y1). */
function along(x: number, x0: number, y0: number, x1: number, y1: number): number {
  return x1 === x0 ? y1 : y0 + ((x - x0) * (y1 - y0)) / (x1 - x0);
}

/** The virtual place a real place in the body stands for. Above the body and in a body that is not capped, itself. */
export function toVirtual(map: ScrollMap, real: number): number {
  const { end, extra, anchorReal: a, anchorVirtual: v, above, below } = map;
  if (extra === 0 || real <= 0) return real;
  if (real >= end) return real + extra;
  if (real < a - above) return along(real, 0, 0, a - above, v - above);
  if (real <= a + below) return v + (real - a);
  return along(real, a + below, v + below, end, end + extra);
}
