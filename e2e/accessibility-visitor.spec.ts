import { describe, expect, it } from 'vitest';
import { paths } from '../common/paths.plain';
import { sweepEveryScreen } from './accessibility-sweep';
import { useBrowser } from './fixtures';
import { ADMIN_ROUTES, USER_ROUTES, VISITOR_ROUTES } from './routes';

describe('accessibility of every screen a visitor sees', () => {
  const browser = useBrowser();

  it('lists every page of the route table (the sweeps of accessibility-*.spec.ts together)', () => {
    const listed = new Set([...VISITOR_ROUTES, ...USER_ROUTES, ...ADMIN_ROUTES].map((route) => new URL(route, 'http://x').pathname.replace(/^\/blog\/.+/, '/blog/:slug')));
    const table = Object.values(paths).map((path) => (typeof path === 'function' ? '/blog/:slug' : path));
    expect(table.filter((path) => !listed.has(path))).toEqual([]);
  });

  it('has no serious or critical violation for a visitor, light and dark, 1280 and 390 px', { timeout: 240_000 }, async () => {
    expect(await sweepEveryScreen(browser, VISITOR_ROUTES, null)).toEqual([]);
  });
});
