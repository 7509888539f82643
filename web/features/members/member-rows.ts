import type { MemberRow, MembersPage } from '../../../common/lists';

/** The loaded rows of every page, read by index, without copying them into one array. */
export type MemberRows = {
  readonly length: number;
  at(index: number): MemberRow | undefined;
};

/**
 * O(pages) per new page. `pages.flatMap(…)` copied every loaded row into a new array on every page:
 * 500 pages of 200 rows is 25 million copies and a growing 800 kB garbage array per page by the
 * 100,000th row.
 */
export function memberRows(pages: readonly MembersPage[]): MemberRows {
  const starts: number[] = [];
  let length = 0;
  for (const page of pages) {
    starts.push(length);
    length += page.members.length;
  }
  return {
    length,
    at(index) {
      if (index < 0 || index >= length) return undefined;
      // The last page that starts at or before `index` (pages are sorted by their start).
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= index) low = middle;
        else high = middle - 1;
      }
      return pages[low]!.members[index - starts[low]!];
    },
  };
}
