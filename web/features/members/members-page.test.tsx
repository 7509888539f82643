import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_TEXTS } from '../../../common/lists';
import type { ListsResponse, MemberRow, MembersPage as MembersPageData } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { apiError, ok } from '../../test/mock-api';
import type { MockReply } from '../../test/mock-api';
import { makeUser, renderRoute, testQueryClient } from '../../test/render-route';
import { prefetchMembers } from './api/get-members';
import { MEMBERS_TEXTS, MembersPage } from './members-page';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { MEMBERS_SCREEN_TEXTS } from './members-screen-texts';
import { TEAM_TEXTS } from '../../../common/teams';
import { inTeam } from '../../test/fixtures/teams';
import { VIEWER_NOTICE_ID } from '../../components/viewer-notice';

type Call = { method: string; path: string; params: URLSearchParams; body: unknown };
type Handler = (call: Call) => MockReply | Promise<MockReply>;

/** A fake API that routes by method and path without the query string, and records every call. */
function mockMembersApi(routes: Record<string, Handler | MockReply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const call = {
        method,
        path: url.pathname,
        params: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      if (route === undefined) return Response.json({ error: { code: 'NOT_FOUND', message: 'No mock' } }, { status: 404 });
      const reply = typeof route === 'function' ? await route(call) : route;
      if (reply instanceof Response) return reply;
      return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
    }),
  );
  return { calls: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

function member(overrides: Partial<MemberRow> = {}): MemberRow {
  return { id: 1, username: 'alice_x', createdAt: '2025-03-05T12:00:00.000Z', listId: 10, listName: 'Friends', ...overrides };
}

function page(members: MemberRow[], overrides: Partial<MembersPageData> = {}): MembersPageData {
  return { members, total: members.length, nextAfter: null, ...overrides };
}

function lists(overrides: Partial<ListsResponse['quota']> = {}): ListsResponse {
  return {
    lists: [
      { id: 10, name: 'Friends', icon: null, color: '#cccccc', communityId: null, memberCount: 2 },
      { id: 11, name: 'Work', icon: '📝', color: '#cccccc', communityId: null, memberCount: 0 },
    ],
    quota: { tier: 1, maxlist: 5, used: 2, canCreate: true, ...overrides },
  };
}

function openMembers(routes: Record<string, Handler | MockReply> = {}) {
  const api = mockMembersApi({
    'GET /api/members': ok(page([member(), member({ id: 2, username: 'bob', listName: 'Work', listId: 11 })])),
    'GET /api/lists': ok(lists()),
    ...routes,
  });
  const result = renderRoute(paths.members, <MembersPage />, { user: makeUser() });
  return { ...result, api };
}

const dialog = () => within(screen.getByRole('dialog'));

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
});

describe('members table', () => {
  it('shows the first page asked for while its code loaded (web/router.tsx), without asking again', async () => {
    const api = mockMembersApi({ 'GET /api/members': ok(page([member()])), 'GET /api/lists': ok(lists()) });
    const queryClient = testQueryClient();
    await prefetchMembers(queryClient);
    expect(api.calls('GET /api/members')).toHaveLength(1);
    renderRoute(paths.members, <MembersPage />, { user: makeUser(), queryClient });
    expect(await screen.findByRole('link', { name: '@alice_x' })).toBeTruthy();
    expect(api.calls('GET /api/members')).toHaveLength(1);
  });

  it('shows each membership with its list, a link to the X profile and the en-US date', async () => {
    const { api } = openMembers();
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');

    const link = await screen.findByRole('link', { name: '@alice_x' });
    expect(link.getAttribute('href')).toBe('https://x.com/alice_x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('2 members')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Members' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['List Name', 'Username', 'Created At', 'Actions']);
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Friends', '@alice_x', 'Mar 5, 2025']);
    expect(within(first!).getByRole('button', { name: 'Copy @alice_x' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Change list of @alice_x' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Delete @alice_x from Friends' })).toBeTruthy();

    expect(api.calls('GET /api/members')[0]?.params.toString()).toBe('limit=200');
  });

  it('sends both searches to the server once typing pauses', async () => {
    const { api } = openMembers();
    await screen.findByRole('link', { name: '@alice_x' });
    fireEvent.change(screen.getByRole('searchbox', { name: SHARED_TEXTS.searchUsers }), { target: { value: ' ali ' } });
    fireEvent.change(screen.getByRole('searchbox', { name: SHARED_TEXTS.searchLists }), { target: { value: 'Fri' } });
    // Debounced: nothing is asked while typing.
    expect(api.calls('GET /api/members')).toHaveLength(1);
    await waitFor(() => {
      expect(api.calls('GET /api/members')).toHaveLength(2);
    });
    const params = api.calls('GET /api/members')[1]!.params;
    expect(params.get('search')).toBe('ali');
    expect(params.get('list')).toBe('Fri');
  });

  /** A server holding `total` members user_1… (ids 1…), answering pages after a row or at a place; `hold` keeps a page's answer until released. */
  function manyMembers(total: number, hold?: (params: URLSearchParams) => Promise<void> | undefined): Handler {
    return async ({ params }) => {
      await hold?.(params);
      const start = params.has('after') ? Number(params.get('after')) : Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit'));
      const ids = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, index) => start + index + 1);
      const members = ids.map((id) => member({ id, username: `user_${String(id)}` }));
      return ok(page(members, { total, nextAfter: start + limit < total ? start + limit : null }));
    };
  }
  /**
   * Scrolls the page so that the row at `index` is at the top of the screen (jsdom lays nothing
   * out: the body starts at 0), at once, as a drag of the scrollbar or scrollTo: its scroll event,
   * then its scrollend.
   */
  function scrollToRow(index: number) {
    window.scrollY = index * 52;
    fireEvent.scroll(window);
    fireEvent(window, new Event('scrollend'));
  }

  it('asks for the next page after the last row of the one before as the scroll nears it', async () => {
    const { api } = openMembers({ 'GET /api/members': manyMembers(1_200) });
    await screen.findByRole('link', { name: '@user_1' });
    expect(api.calls('GET /api/members')).toHaveLength(1);
    try {
      // Row 100 at the top: the second page's first row is within reach, asked for while scrolling.
      scrollToRow(100);
      await waitFor(() => expect(api.calls('GET /api/members')).toHaveLength(2));
      expect(api.calls('GET /api/members')[1]!.params.toString()).toBe('after=200&limit=1000');
      scrollToRow(1_190);
      expect(await screen.findByRole('link', { name: '@user_1200' })).toBeTruthy();
      expect(api.calls('GET /api/members')).toHaveLength(2);
      expect(screen.getByText('1,200 members')).toBeTruthy();
    } finally {
      window.scrollY = 0;
    }
  });

  it('jumps anywhere among a million: placeholders, then the one page at its place once the scroll rests (issue #40)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = openMembers({ 'GET /api/members': manyMembers(1_000_000, (params) => (params.has('offset') ? held : undefined)) });
    await screen.findByRole('link', { name: '@user_1' });
    expect(screen.getByText('1,000,000 members')).toBeTruthy();
    try {
      scrollToRow(150_000);
      // Drawn at once, as rows that say they are loading.
      await waitFor(() => expect(screen.getAllByRole('row').some((row) => row.getAttribute('aria-rowindex') === String(150_000 + 2))).toBe(true));
      const table = screen.getByRole('table', { name: 'Members' });
      expect(within(table).getAllByText(SHARED_TEXTS.loading).length).toBeGreaterThan(5);
      // Once it rests: that page, at its place, not the 150 before it.
      await waitFor(() => expect(api.calls('GET /api/members').length).toBeGreaterThan(1));
      const asked = api.calls('GET /api/members').slice(1).map((call) => call.params.toString());
      expect(asked).toContain('offset=149200&limit=1000');
      expect(asked.every((query) => query.startsWith('offset=14') || query.startsWith('offset=15'))).toBe(true);
      release();
      expect(await screen.findByRole('link', { name: '@user_150001' })).toBeTruthy();
      expect(within(table).queryAllByText(SHARED_TEXTS.loading)).toHaveLength(0);
    } finally {
      release();
      window.scrollY = 0;
    }
  });

  it("says 'Failed to fetch members: …' where the person is when a later page fails, and Try again reads it", async () => {
    let fail = true;
    const server = manyMembers(5_000);
    openMembers({ 'GET /api/members': (call) => (fail && call.params.has('offset') ? apiError(500, 'INTERNAL_ERROR', 'Internal error') : server(call)) });
    await screen.findByRole('link', { name: '@user_1' });
    try {
      scrollToRow(3_000);
      expect((await screen.findByRole('alert')).textContent).toBe(MEMBERS_SCREEN_TEXTS.fetchMembersFailed('Internal error'));
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: SHARED_TEXTS.tryAgain }));
      expect(await screen.findByRole('link', { name: '@user_3001' })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    } finally {
      window.scrollY = 0;
    }
  });

  it('draws only the rows on screen, however many members there are', async () => {
    const many = Array.from({ length: 200 }, (_, index) => member({ id: index + 1, username: `user_${String(index + 1)}` }));
    openMembers({ 'GET /api/members': ok(page(many, { total: 100_000, nextAfter: null })) });
    await screen.findByRole('link', { name: '@user_1' });
    expect(screen.getByText('100,000 members')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    const drawn = within(table).getAllByRole('row').length - 1;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(screen.queryByRole('link', { name: '@user_200' })).toBeNull();
  });

  it('reuses row elements while scrolling, and never leaves a focused button on another member', async () => {
    const many = Array.from({ length: 200 }, (_, index) => member({ id: index + 1, username: `user_${String(index + 1)}` }));
    openMembers({ 'GET /api/members': ok(page(many, { total: 200, nextAfter: null })) });
    const change = await screen.findByRole('button', { name: 'Change list of @user_12' });
    const rowsBefore = screen.getAllByRole('row');
    change.focus();
    const copy = screen.getByRole('button', { name: 'Copy @user_1' });
    const row = copy.closest('[role="row"]')!;

    try {
      // A short scroll: user_12 is still drawn, in another recycled row; the focus follows them,
      // to the same button, and the rows on screen stay in their order in the document.
      window.scrollY = 52 * 15;
      fireEvent.scroll(window);
      await waitFor(() => expect(screen.queryByRole('link', { name: '@user_1' })).toBeNull());
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change list of @user_12' }));
      expect(document.activeElement).not.toBe(change);
      expect(rowsBefore.every((element) => element.isConnected)).toBe(true);
      const indexes = screen.getAllByRole('row').map((element) => Number(element.getAttribute('aria-rowindex')));
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));

      copy.focus();
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Copy @user_/);
      window.scrollY = 52 * 120; // far below: that member's row leaves the drawn rows
      fireEvent.scroll(window);
      await screen.findByRole('link', { name: '@user_125' });
      expect(screen.queryByRole('link', { name: '@user_1' })).toBeNull();
      // The same element now shows another member, and the focus did not stay on its button.
      expect(row.isConnected).toBe(true);
      expect(within(row as HTMLElement).getByRole('link').textContent).not.toBe('@user_1');
      expect(document.activeElement).not.toBe(copy);
      expect(row.contains(document.activeElement)).toBe(false);
      expect(screen.getByRole('table', { name: 'Members' }).contains(document.activeElement)).toBe(false);
    } finally {
      window.scrollY = 0;
    }
  });

  it("says 'Failed to fetch members: …' when they cannot be read", async () => {
    openMembers({ 'GET /api/members': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    expect((await screen.findByRole('alert')).textContent).toBe(MEMBERS_SCREEN_TEXTS.fetchMembersFailed('Internal error'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says there are no members yet, with a way to the lists', async () => {
    openMembers({ 'GET /api/members': ok(page([])) });
    expect(await screen.findByText(MEMBERS_TEXTS.noMembers)).toBeTruthy();
    expect(screen.getByRole('link', { name: MEMBERS_TEXTS.goToLists }).getAttribute('href')).toBe(paths.lists);
  });

  it('says when no member matches the search', async () => {
    openMembers({ 'GET /api/members': ({ params }) => ok(page(params.has('search') ? [] : [member()])) });
    await screen.findByRole('link', { name: '@alice_x' });
    fireEvent.change(screen.getByRole('searchbox', { name: SHARED_TEXTS.searchUsers }), { target: { value: 'zzz' } });
    expect(await screen.findByText(MEMBERS_TEXTS.noMatch)).toBeTruthy();
  });
});

describe('copy and change', () => {
  it('offers only the lists the member is not in yet (issue #18)', async () => {
    openMembers({
      'GET /api/members': (call) =>
        ok(
          (call as { params: URLSearchParams }).params.get('search') === 'alice_x'
            ? // @alice_x is in Friends and Work; @alice_xy (a longer name) in Fans only.
              page([member(), member({ id: 5, listId: 11, listName: 'Work' }), member({ id: 6, username: 'alice_xy', listId: 12, listName: 'Fans' })])
            : page([member(), member({ id: 2, username: 'bob', listName: 'Work', listId: 11 })]),
        ),
      'GET /api/lists': ok({ ...lists(), lists: [...lists().lists, { id: 12, name: 'Fans', icon: null, color: '#cccccc', communityId: null, memberCount: 1 }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy @alice_x' }));
    const select = dialog().getByLabelText('List');
    await waitFor(() => {
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a list', 'Fans']);
    });
  });

  it('copies a member to another of my lists', async () => {
    const { api } = openMembers({
      'POST /api/members/1/copy': ok({ member: member({ id: 9, listId: 11, listName: 'Work' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy @alice_x' }));
    expect(screen.getByRole('dialog', { name: 'Copy member' })).toBeTruthy();
    const select = dialog().getByLabelText('List');
    await waitFor(() => {
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a list', 'Work']);
    });
    fireEvent.change(select, { target: { value: '11' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));

    expect(within(await screen.findByRole('status')).getByText('Copied @alice_x to Work.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/members/1/copy')[0]?.body).toEqual({ listId: 11 });
    // The table and the lists are read again (the first page, the lists holding @alice_x that the
    // dialog asked for, then the table again).
    await waitFor(() => {
      expect(api.calls('GET /api/members')).toHaveLength(3);
    });
  });

  it("says 'Please select or create a list' and sends nothing when neither is given", async () => {
    const { api } = openMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy @alice_x' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    expect(dialog().getByRole('alert').textContent).toBe(LISTS_TEXTS.selectOrCreateList);
    expect(api.calls('POST /api/members/1/copy')).toHaveLength(0);
  });

  it('shows the limit notices and cannot create a list beyond the plan', async () => {
    const { api } = openMembers({ 'GET /api/lists': ok(lists({ maxlist: 2, used: 2, canCreate: false })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy @alice_x' }));
    await waitFor(() => {
      expect(api.calls('GET /api/lists')).toHaveLength(1);
    });
    fireEvent.change(dialog().getByLabelText('New list name'), { target: { value: 'Fans' } });
    expect(await screen.findByText(MEMBERS_SCREEN_TEXTS.limitNotice(2, 2))).toBeTruthy();
    expect(screen.getByText(MEMBERS_SCREEN_TEXTS.upgradeNotice)).toBeTruthy();
    const confirm = dialog().getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.submit(dialog().getByLabelText('New list name'));
    expect(api.calls('POST /api/members/1/copy')).toHaveLength(0);
  });

  it("shows the server's reason as 'Failed to copy member: …'", async () => {
    openMembers({ 'POST /api/members/1/copy': apiError(409, 'DUPLICATE_MEMBER', '@alice_x is already in this list.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy @alice_x' }));
    await waitFor(() => {
      expect(within(dialog().getByLabelText('List')).getAllByRole('option')).toHaveLength(2);
    });
    fireEvent.change(dialog().getByLabelText('List'), { target: { value: '11' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    expect((await dialog().findByRole('alert')).textContent).toBe(MEMBERS_SCREEN_TEXTS.copyMemberFailed('@alice_x is already in this list.'));
  });

  it('changes the list of a member to a new list through /move', async () => {
    const { api } = openMembers({
      'POST /api/members/2/move': ok({ member: member({ id: 2, username: 'bob', listId: 12, listName: 'Fans' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change list of @bob' }));
    expect(screen.getByRole('dialog', { name: 'Change list' })).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('New list name'), { target: { value: ' Fans ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    expect(within(await screen.findByRole('status')).getByText('Moved @bob to Fans.')).toBeTruthy();
    expect(api.calls('POST /api/members/2/move')[0]?.body).toEqual({ newListName: 'Fans' });
  });

  it("takes a copy back with the toast's Undo: the new membership is removed (issue #21)", async () => {
    const { api } = openMembers({
      'POST /api/members/1/copy': ok({ member: member({ id: 9, listId: 11, listName: 'Work' }) }),
      'DELETE /api/members/9': new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy @alice_x' }));
    const select = dialog().getByLabelText('List');
    await waitFor(() => {
      expect(within(select).getAllByRole('option')).toHaveLength(2);
    });
    fireEvent.change(select, { target: { value: '11' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    fireEvent.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('@alice_x is no longer in Work.')).toBeTruthy();
    expect(api.calls('DELETE /api/members/9')).toHaveLength(1);
  });

  it("takes a move back with the toast's Undo: the member goes back to the list it came from (issue #21)", async () => {
    const { api } = openMembers({
      'POST /api/members/2/move': (body) =>
        (body as { listId?: number }).listId === undefined
          ? ok({ member: member({ id: 2, username: 'bob', listId: 12, listName: 'Fans' }) })
          : ok({ member: member({ id: 2, username: 'bob', listName: 'Work', listId: 11 }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change list of @bob' }));
    fireEvent.change(dialog().getByLabelText('New list name'), { target: { value: 'Fans' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    fireEvent.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(api.calls('POST /api/members/2/move').map((call) => call.body)).toEqual([{ newListName: 'Fans' }, { listId: 11 }]);
    });
    expect(await screen.findByText('@bob is back in Work.')).toBeTruthy();
  });

  it("shows 'Failed to change list: …' when the move fails", async () => {
    openMembers({ 'POST /api/members/2/move': apiError(403, 'LIST_LIMIT_REACHED', 'List limit reached') });
    fireEvent.click(await screen.findByRole('button', { name: 'Change list of @bob' }));
    fireEvent.change(dialog().getByLabelText('New list name'), { target: { value: 'Fans' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    expect((await dialog().findByRole('alert')).textContent).toBe(MEMBERS_SCREEN_TEXTS.changeListFailed('List limit reached'));
  });

  it('closes on a press outside', async () => {
    openMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Change list of @bob' }));
    // Outside the panel, a press lands on the modal's backdrop.
    fireEvent.mouseDown(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    openMembers();
    const opener = await screen.findByRole('button', { name: 'Copy @alice_x' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(dialog().getByLabelText('List'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('delete', () => {
  it('asks first, then removes the membership', async () => {
    const { api } = openMembers({ 'DELETE /api/members/1': new Response(null, { status: 204 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete @alice_x from Friends' }));
    const question = screen.getByRole('dialog', { name: 'Remove @alice_x from Friends?' });
    expect(api.calls('DELETE /api/members/1')).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    // Said in a toast, with a way back (issue #18).
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Removed @alice_x from Friends.')).toBeTruthy();
    expect(api.calls('DELETE /api/members/1')).toHaveLength(1);
  });

  it("takes a removal back with the toast's Undo: the username goes back in its list", async () => {
    const { api } = openMembers({
      'DELETE /api/members/1': new Response(null, { status: 204 }),
      'POST /api/lists/10/members': { status: 201, body: { id: 99, username: 'alice_x', createdAt: '2025-03-05T12:00:00.000Z' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete @alice_x from Friends' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    fireEvent.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(api.calls('POST /api/lists/10/members').map((call) => call.body)).toEqual([{ username: 'alice_x' }]);
    });
    expect(await screen.findByText('@alice_x is back in Friends.')).toBeTruthy();
  });

  it('sends nothing on Cancel', async () => {
    const { api } = openMembers();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete @alice_x from Friends' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('DELETE /api/members/1')).toHaveLength(0);
  });

  it("shows 'Failed to delete member: …'", async () => {
    openMembers({ 'DELETE /api/members/1': apiError(404, 'NOT_FOUND', 'Member not found') });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete @alice_x from Friends' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    expect((await dialog().findByRole('alert')).textContent).toBe(MEMBERS_SCREEN_TEXTS.deleteMemberFailed('Member not found'));
  });
});

describe('go to top', () => {
  it("shows 'Go to Top' past 200 px and scrolls back up", async () => {
    openMembers();
    await screen.findByRole('link', { name: '@alice_x' });
    expect(screen.queryByRole('button', { name: 'Go to Top' })).toBeNull();
    // A page of 5,000 px in a 768 px window (jsdom lays nothing out).
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    window.scrollY = 201;
    fireEvent.scroll(window);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    // At the end of the page it steps aside, off the last row's actions and the footer (issue #18).
    window.scrollY = 5000 - 768 - 100;
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'Go to Top' })).toBeNull();
    window.scrollY = 0;
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
  });
});

describe('the Members screen for a Viewer (issue #22)', () => {
  it('keeps the searches and the X links, and turns Copy, Change and Delete off with the reason', async () => {
    const { api } = openMembers({ 'GET /api/workspaces': ok(inTeam('viewer')) });
    const copy = await screen.findByRole('button', { name: 'Copy @alice_x' });
    await waitFor(() => {
      expect((copy as HTMLButtonElement).disabled).toBe(true);
    });
    for (const name of ['Change list of @alice_x', 'Delete @alice_x from Friends']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe(TEAM_TEXTS.viewerRefusal);
    }
    expect(document.getElementById(VIEWER_NOTICE_ID)?.textContent).toBe(TEAM_TEXTS.viewerRefusal);
    expect(copy.getAttribute('aria-describedby')).toBe(VIEWER_NOTICE_ID);
    fireEvent.click(copy);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: SHARED_TEXTS.searchUsers }), { target: { value: 'bob' } });
    await waitFor(() => {
      expect(api.calls('GET /api/members').some((call) => call.params.get('search') === 'bob')).toBe(true);
    });
  });
});
