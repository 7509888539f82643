import { describe, expect, it } from 'vitest';
import type { MemberRow, MembersPage } from '../../../common/lists';
import { memberRows } from './member-rows';

function page(ids: number[]): MembersPage {
  const members: MemberRow[] = ids.map((id) => ({ id, username: `u${String(id)}`, createdAt: '2025-03-05T12:00:00.000Z', listId: 1, listName: 'L' }));
  return { members, total: 0, nextAfter: null };
}

describe('memberRows', () => {
  it('reads the rows of every page in order, whatever the size of each page', () => {
    const rows = memberRows([page([1, 2]), page([3, 4, 5]), page([]), page([6])]);
    expect(rows.length).toBe(6);
    expect(Array.from({ length: rows.length }, (_, index) => rows.at(index)?.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has no row outside the loaded ones', () => {
    const rows = memberRows([page([1, 2])]);
    expect(rows.at(-1)).toBeUndefined();
    expect(rows.at(2)).toBeUndefined();
    expect(memberRows([]).length).toBe(0);
    expect(memberRows([]).at(0)).toBeUndefined();
  });
});
