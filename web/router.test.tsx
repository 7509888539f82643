import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../common/paths.plain';
import { createQueryClient } from './app/query-client';
import { memberPageKey, type MembersPageOf } from './features/members/api/get-members';
import { preloadRouteData } from './router';
import { makeUser } from './test/render-route';

/**
 * Issue #40: the Members screen waited for its code, then for the session, then for its rows. At
 * start the session is asked for at once, and the opening page's first data as soon as someone is
 * known to be signed in, into the very cache entry the page reads.
 */
describe('the opening page’s data, asked for while its code loads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function api(user: ReturnType<typeof makeUser> | null) {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(`${url.pathname}${url.search}`);
        if (url.pathname === '/api/session') return Response.json({ user });
        if (url.pathname === '/api/members') return Response.json({ members: [{ id: 1, username: 'alice_x', createdAt: '2026-11-28T10:00:00.000Z', listId: 10, listName: 'Friends' }], total: 1, nextAfter: null });
        return Response.json({ error: { code: 'NOT_FOUND', message: 'No mock' } }, { status: 404 });
      }),
    );
    return asked;
  }

  it('reads the session, then the Members screen’s first page into the entry the screen reads', async () => {
    const asked = api(makeUser());
    const queryClient = createQueryClient();
    await preloadRouteData(paths.members, queryClient);
    expect(asked).toEqual(['/api/session', '/api/members?limit=200']);
    const cached = queryClient.getQueryData<MembersPageOf>(memberPageKey({ search: '', list: '' }, 0));
    expect(cached?.members.map((member) => member.username)).toEqual(['alice_x']);
  });

  it('asks a visitor’s page for nothing but the session, and another page for nothing more', async () => {
    const visitor = api(null);
    await preloadRouteData(paths.members, createQueryClient());
    expect(visitor).toEqual(['/api/session']);
    const other = api(makeUser());
    await preloadRouteData(paths.lists, createQueryClient());
    expect(other).toEqual(['/api/session']);
  });
});
