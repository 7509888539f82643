import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBERS_FIRST_PAGE_SIZE, MEMBERS_PAGE_SIZE, pageOf, pageSize, pagesOf, pageStart } from './member-pages';

describe('the pages of the Members screen', () => {
  it('put every row in exactly one page, in order, the first page smaller', () => {
    expect([pageOf(0), pageOf(MEMBERS_FIRST_PAGE_SIZE - 1), pageOf(MEMBERS_FIRST_PAGE_SIZE)]).toEqual([0, 0, 1]);
    expect(pageStart(2)).toBe(MEMBERS_FIRST_PAGE_SIZE + MEMBERS_PAGE_SIZE);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (index) => {
        const page = pageOf(index);
        expect(index).toBeGreaterThanOrEqual(pageStart(page));
        expect(index).toBeLessThan(pageStart(page) + pageSize(page));
        expect(pageStart(page + 1)).toBe(pageStart(page) + pageSize(page));
      }),
    );
  });

  it('name the pages a range of rows needs', () => {
    expect(pagesOf(0, 20)).toEqual([0]);
    expect(pagesOf(150, 1250)).toEqual([0, 1, 2]);
    expect(pagesOf(999_990, 999_999)).toEqual([pageOf(999_999)]);
    expect(pagesOf(-10, 5)).toEqual([0]);
    expect(pagesOf(5, 4)).toEqual([]);
  });
});
