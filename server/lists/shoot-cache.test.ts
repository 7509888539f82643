import { describe, expect, it } from 'vitest';
import { HandleSet } from './handle-set';
import { SHOOT_CACHE_MAX_MEMBERS, ShootCache } from './shoot-cache';

const names = (count: number) => ({ names: Array.from({ length: count }, (_, i) => `m${i}`).join('\n'), entries: count });

describe('the shoot cache', () => {
  it('serves a list or a selection only at the version it was kept for', () => {
    const cache = new ShootCache();
    cache.keepList(1, '7', names(3));
    expect(cache.list(1, '7')?.entries).toBe(3);
    expect(cache.list(1, '8')).toBeUndefined();
    expect(cache.list(1, '7')).toBeUndefined(); // a miss drops the stale entry

    const handles = new HandleSet('a\nb', 2);
    cache.keepSelection('1:1,2', '7,3', handles, []);
    expect(cache.selection('1:1,2', '7,3')).toBe(handles);
    expect(cache.selection('1:1,2', '7,4')).toBeUndefined();
  });

  it('keeps the usernames of a million-member account, and no more, dropping the least recently used list first', () => {
    expect(SHOOT_CACHE_MAX_MEMBERS).toBe(1_000_000);
    const cache = new ShootCache();
    const third = SHOOT_CACHE_MAX_MEMBERS / 2 - 100;
    cache.keepList(1, '1', names(third));
    cache.keepList(2, '1', names(third));
    expect(cache.list(1, '1')).toBeDefined(); // 1 is now the most recently used
    cache.keepList(3, '1', names(third));
    expect(cache.list(2, '1')).toBeUndefined();
    expect(cache.list(1, '1')).toBeDefined();
    expect(cache.list(3, '1')).toBeDefined();
  });

  it('keeps selections of a million members together at most, the newest always', () => {
    const set = (count: number) => new HandleSet(names(count).names, count);
    const cache = new ShootCache();
    cache.keepSelection('1:1', '1', set(400_000), []);
    cache.keepSelection('1:2', '1', set(400_000), []);
    expect(cache.selection('1:1', '1')).toBeDefined(); // 1:1 is now the most recently used
    cache.keepSelection('1:3', '1', set(400_000), []);
    expect(cache.selection('1:2', '1')).toBeUndefined();
    expect(cache.selection('1:1', '1')).toBeDefined();
    expect(cache.selection('1:3', '1')).toBeDefined();
    cache.keepSelection('1:4', '1', set(1_200_000), []);
    expect(cache.selection('1:4', '1')).toBeDefined();
    expect(cache.selection('1:1', '1')).toBeUndefined();
    expect(cache.selection('1:3', '1')).toBeUndefined();
  });

  it('counts the list before a change a selection still holds against the same bound', () => {
    const cache = new ShootCache();
    cache.keepSelection('1:1', '1', new HandleSet(names(400_000).names, 400_000), []);
    const changed = new HandleSet(names(400_001).names, 400_001);
    changed.memo.before = new HandleSet(names(400_000).names, 400_000).earlier('f');
    cache.keepSelection('1:2', '1', changed, []);
    // 400,000 + 400,001 + the 400,000 it holds from before: past a million, the older selection goes.
    expect(cache.selection('1:1', '1')).toBeUndefined();
    expect(cache.selection('1:2', '1')).toBe(changed);
  });

  it('counts only the lists a change replaced of the list before, not those the two sets share', () => {
    const cache = new ShootCache();
    cache.keepSelection('1:1', '1', new HandleSet(names(300_000).names, 300_000), []);
    // Five lists of 100,000; one member joins the first.
    const lists = Array.from({ length: 5 }, (_, l) => Array.from({ length: 100_000 }, (_, m) => `l${String(l)}m${String(m)}`));
    const set = HandleSet.ofLists(lists.map((list) => ({ names: list.join('\n'), entries: list.length })));
    const first = [...lists[0]!, 'joined'];
    const shape = (list: string[], changed: boolean) => ({ length: list.join('\n').length, entries: list.length, ...(changed ? { names: list.join('\n') } : {}) });
    const changed = HandleSet.afterLists(set, lists.map((list) => shape(list, false)), [shape(first, true), ...lists.slice(1).map((list) => shape(list, false))])!.handles;
    changed.memo.before = set.earlier('f');
    expect(changed.heldBefore()).toBe(100_000);
    // 300,000 + 500,001 + the 100,000 of the first list before: within a million, both kept.
    cache.keepSelection('1:2', '1', changed, []);
    expect(cache.selection('1:1', '1')).toBeDefined();
    expect(cache.selection('1:2', '1')).toBe(changed);
  });
});
