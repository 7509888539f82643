import { MEMBERS_PAGE_MAX } from '../../../common/lists';

/**
 * Where each row of the Members screen is read from (issue #40): by its place among the members
 * that match, in pages of fixed places, so any page can be asked for alone (a jump to the end of a
 * million members reads one page, not the thousand before it) and pages far from the screen can be
 * dropped. The first page is smaller: it is the one the screen waits for.
 */

/** Rows of the first page: enough to fill a tall screen several times, small enough to answer fast. */
export const MEMBERS_FIRST_PAGE_SIZE = 200;
/** Rows of each later page, the most the server gives (common/lists.ts): one request per 1,000 rows scrolled through. */
export const MEMBERS_PAGE_SIZE = MEMBERS_PAGE_MAX;

/** The place of a page's first row. */
export function pageStart(page: number): number {
  return page === 0 ? 0 : MEMBERS_FIRST_PAGE_SIZE + (page - 1) * MEMBERS_PAGE_SIZE;
}

/** How many rows a page holds (but the last). */
export function pageSize(page: number): number {
  return page === 0 ? MEMBERS_FIRST_PAGE_SIZE : MEMBERS_PAGE_SIZE;
}

/** The page that holds the row at `index`. */
export function pageOf(index: number): number {
  return index < MEMBERS_FIRST_PAGE_SIZE ? 0 : 1 + Math.floor((index - MEMBERS_FIRST_PAGE_SIZE) / MEMBERS_PAGE_SIZE);
}

/** The pages that hold the rows from `first` to `last` (both in), in order; none when `last` < `first`. */
export function pagesOf(first: number, last: number): number[] {
  const pages: number[] = [];
  if (last < first) return pages;
  for (let page = pageOf(Math.max(0, first)); page <= pageOf(last); page += 1) pages.push(page);
  return pages;
}
