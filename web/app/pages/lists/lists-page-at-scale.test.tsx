import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../common/paths.plain';
import { makeUser, renderRoute } from '../../../test/render-route';
import { mockApi, ok } from '../../../test/mock-api';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { LISTS_SCREEN_TEXTS } from '../../../features/lists/lists-screen-texts';
import { ListsPage } from './lists-page';

// Issue #18 item 8: sort, a compact view remembered per user, the toolbar folded on phones.

const lists = [
  makeList({ id: 1, name: 'beta', memberCount: 5 }),
  makeList({ id: 2, name: 'Alpha', memberCount: 1 }),
  makeList({ id: 3, name: 'gamma 10', memberCount: 9 }),
  makeList({ id: 4, name: 'gamma 9', memberCount: 0 }),
];

function open(userId = 1) {
  mockApi({ 'GET /api/lists': ok(listsResponse(lists, { tier: 1, maxlist: null, canCreate: true })) });
  return renderRoute(paths.lists, <ListsPage />, { user: makeUser({ id: userId }) });
}

const names = () => within(screen.getByRole('list', { name: 'Lists' })).getAllByRole('article').map((card) => card.getAttribute('aria-label'));

afterEach(() => {
  localStorage.clear();
});

describe('the Lists screen at scale', () => {
  it('sorts by name (natural, any case), newest, most members, or oldest first', async () => {
    const { unmount } = open();
    await screen.findByRole('article', { name: 'beta' });
    expect(names()).toEqual(['beta', 'Alpha', 'gamma 10', 'gamma 9']);
    const sort = screen.getByRole('combobox', { name: LISTS_SCREEN_TEXTS.sortBy });
    fireEvent.change(sort, { target: { value: 'name' } });
    expect(names()).toEqual(['Alpha', 'beta', 'gamma 9', 'gamma 10']);
    fireEvent.change(sort, { target: { value: 'newest' } });
    expect(names()).toEqual(['gamma 9', 'gamma 10', 'Alpha', 'beta']);
    fireEvent.change(sort, { target: { value: 'members' } });
    expect(names()).toEqual(['gamma 10', 'beta', 'Alpha', 'gamma 9']);
    unmount();
  });

  it('shows compact rows (no community or colour lines), and remembers the view and the sort for this user only', async () => {
    const first = open(7);
    await screen.findByRole('article', { name: 'beta' });
    expect(screen.getAllByRole('button', { name: /Edit community ID/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.compactView }));
    expect(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.compactView }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryAllByRole('button', { name: /Edit community ID/ })).toHaveLength(0);
    // Each row still opens its members and its menu.
    expect(within(screen.getByRole('article', { name: 'beta' })).getByRole('button', { name: LISTS_SCREEN_TEXTS.members(5) })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'beta' })).getByRole('button', { name: 'List actions' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: LISTS_SCREEN_TEXTS.sortBy }), { target: { value: 'name' } });
    first.unmount();

    const again = open(7);
    await screen.findByRole('article', { name: 'beta' });
    expect(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.compactView }).getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['Alpha', 'beta', 'gamma 9', 'gamma 10']);
    again.unmount();

    open(8);
    await screen.findByRole('article', { name: 'beta' });
    expect(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.cardView }).getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['beta', 'Alpha', 'gamma 10', 'gamma 9']);
  });

  it('folds the selection toolbar behind one button that says how many lists are selected', async () => {
    open();
    await screen.findByRole('article', { name: 'beta' });
    const toggle = screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.selectionTools(0) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('toolbar', { name: 'Selected lists' }).className).toMatch(/(^| )hidden( |$)/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select beta' }));
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.selectionTools(1) }));
    expect(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.selectionTools(1) }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Selected lists' }).className).not.toMatch(/(^| )hidden( |$)/);
  });
});
