import { describe, expect, it } from 'vitest';
import { HandleSet } from './handle-set';
import { ShootCache } from './shoot-cache';

const names = (count: number) => ({ names: Array.from({ length: count }, (_, i) => `m${i}`).join('\n'), entries: count });

describe('the shoot cache', () => {
  it('serves a list or a selection only at the version it was kept for', () => {
    const cache = new ShootCache();
    cache.keepList(1, '7', names(3));
    expect(cache.list(1, '7')?.entries).toBe(3);
    expect(cache.list(1, '8')).toBeUndefined();
    expect(cache.list(1, '7')).toBeUndefined(); // a miss drops the stale entry

    const handles = new HandleSet('a\nb', 2);
    cache.keepSelection('1:1,2', '7,3', handles);
    expect(cache.selection('1:1,2', '7,3')).toBe(handles);
    expect(cache.selection('1:1,2', '7,4')).toBeUndefined();
  });

  it('keeps at most 400,000 usernames of lists, dropping the least recently used list first', () => {
    const cache = new ShootCache();
    cache.keepList(1, '1', names(150_000));
    cache.keepList(2, '1', names(150_000));
    expect(cache.list(1, '1')).toBeDefined(); // 1 is now the most recently used
    cache.keepList(3, '1', names(150_000));
    expect(cache.list(2, '1')).toBeUndefined();
    expect(cache.list(1, '1')).toBeDefined();
    expect(cache.list(3, '1')).toBeDefined();
  });
});
