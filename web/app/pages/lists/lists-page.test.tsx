import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { composePosts, xIntentUrl } from '../../../../common/compose.plain';
import { describe, expect, it, vi } from 'vitest';
import { CSV_TEXTS } from '../../../../common/csv';
import { LISTS_TEXTS } from '../../../../common/lists';
import type { ListSummary } from '../../../../common/lists';
import { apiError, ok } from '../../../test/mock-api';
import { DRAWS_TEXTS } from '../../../../common/draws';
import { LISTS_SCREEN_TEXTS } from '../../../features/lists/lists-screen-texts';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { openLists } from './test-fixtures';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { PAGE_TEXTS } from '../page-texts';
import { expectToast } from '../../../test/toasts';

vi.mock('../../../components/emoji/emoji-picker-panel', () => ({
  // The real picker measures its viewport, which jsdom cannot; a stand-in offers two emojis.
  default: ({ onSelect }: { onSelect: (emoji: string) => void }) => (
    <div>
      <button type="button" onClick={() => { onSelect('🔥'); }}>Fire</button>
      <button type="button" onClick={() => { onSelect('⭐'); }}>Star</button>
    </div>
  ),
}));

const friends = makeList({ id: 1, name: 'Friends', memberCount: 2 });
const work = makeList({ id: 2, name: 'Work', icon: null, color: '#ff0000', communityId: '12345', memberCount: 1 });

function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

async function loaded() {
  // The screen's header (the toolbar is not there when there is no list: issue #38).
  await screen.findByRole('button', { name: SHARED_TEXTS.exportCsv });
}

describe('lists screen', () => {
  it("shows 'Loading...' then the lists with the tier counter", async () => {
    openLists(listsResponse([friends, work], { tier: 2, maxlist: 10, used: 3 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Lists' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(SHARED_TEXTS.loading);
    await loaded();
    expect(screen.getByText('Tier 2: 3/10')).toBeTruthy();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Friends', 'Work']);
    expect(card('Work').getByText('ID: 12345')).toBeTruthy();
    expect(card('Friends').getByText(SHARED_TEXTS.notSet)).toBeTruthy();
    expect(card('Work').getByRole('link', { name: 'Open community 12345 on X' }).getAttribute('href')).toBe('https://x.com/i/communities/12345');
    expect(card('Work').getByRole('link', { name: 'Open community 12345 on X' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(card('Friends').queryByRole('link')).toBeNull();
    expect(screen.getByRole('article', { name: 'Work' }).style.backgroundColor).toBe('rgba(255, 0, 0, 0.2)');
  });

  it("reads 'Free Tier: used/0' without a plan and 'Unlimited' without a maximum", async () => {
    const { unmount } = openLists(listsResponse([], { tier: null, maxlist: null, used: 0, canCreate: false }));
    await loaded();
    expect(screen.getByText('Free Tier: 0/0')).toBeTruthy();
    unmount();
    openLists(listsResponse([friends], { tier: 3, maxlist: null, used: 1 }));
    await loaded();
    expect(screen.getByText('Tier 3: 1/Unlimited')).toBeTruthy();
  });

  it("shows a full-screen 'Error: Failed to fetch data: …' when the lists cannot be read", async () => {
    openLists(listsResponse([]), { 'GET /api/lists': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch data: Internal error');
  });

  it('shows the limit alert and disables New List when the plan allows no new list', async () => {
    openLists(listsResponse([], { tier: null, maxlist: null, canCreate: false }));
    await loaded();
    expect(screen.getByText(LISTS_TEXTS.limitAlert)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New List' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(LISTS_SCREEN_TEXTS.emptyTitle)).toBeTruthy();
  });

  it('creates a list with New List, shows it and opens its name for editing', async () => {
    let lists: ListSummary[] = [friends];
    const created = makeList({ id: 9, name: 'New List', memberCount: 0 });
    const { api } = openLists(() => listsResponse(lists), {
      'POST /api/lists': () => {
        lists = [...lists, created];
        return { status: 201, body: created };
      },
    });
    await loaded();
    expect(screen.queryByText(LISTS_TEXTS.limitAlert)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New List' }));
    await screen.findByRole('article', { name: 'New List' });
    expect(api.calls('POST /api/lists')[0]?.body).toEqual({});
    expect((card('New List').getByRole('textbox', { name: 'List name' }) as HTMLInputElement).value).toBe('New List');
  });

  it('shows the limit alert when the server refuses a new list', async () => {
    openLists(listsResponse([friends]), { 'POST /api/lists': apiError(403, 'LIST_LIMIT_REACHED', 'Limit reached') });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'New List' }));
    expect(await screen.findByText(LISTS_TEXTS.limitAlert)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New List' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Failed to create new list: …' on another failure", async () => {
    openLists(listsResponse([friends]), { 'POST /api/lists': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'New List' }));
    expect((await screen.findByText(PAGE_TEXTS.createListFailed('Internal error'))).closest('[role="alert"]')).toBeTruthy();
  });

  it('renames a list inline: Enter sends PATCH {name}', async () => {
    let lists = [friends];
    const { api } = openLists(() => listsResponse(lists), {
      'PATCH /api/lists/1': (body) => {
        lists = [{ ...friends, ...(body as { name: string }) }];
        return ok(lists[0]);
      },
    });
    await loaded();
    fireEvent.click(card('Friends').getByRole('button', { name: 'Edit name: Friends' }));
    const input = card('Friends').getByRole('textbox', { name: 'List name' });
    fireEvent.change(input, { target: { value: '  Best friends ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByRole('article', { name: 'Best friends' });
    expect(api.calls('PATCH /api/lists/1').map((call) => call.body)).toEqual([{ name: 'Best friends' }]);
    await waitFor(() => {
      expect(document.activeElement?.textContent).toContain('Best friends');
    });
  });

  it('cancels an edit with Escape, and edits one field at a time', async () => {
    const { api } = openLists(listsResponse([friends, work]));
    await loaded();
    fireEvent.click(card('Friends').getByRole('button', { name: 'Edit name: Friends' }));
    const input = card('Friends').getByRole('textbox', { name: 'List name' });
    fireEvent.change(input, { target: { value: 'Nope' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(card('Friends').queryByRole('textbox')).toBeNull();
    expect(card('Friends').getByText('Friends')).toBeTruthy();

    fireEvent.click(card('Work').getByRole('button', { name: /Edit community ID/ }));
    expect(card('Work').getByRole('textbox', { name: 'Community ID' })).toBeTruthy();
    // The icon opens the emoji picker (issue #38): the community id's editor closes, one at a time.
    fireEvent.click(card('Friends').getByRole('button', { name: /Edit icon/ }));
    expect(await card('Friends').findByRole('dialog', { name: LISTS_SCREEN_TEXTS.pickEmoji })).toBeTruthy();
    expect(screen.queryAllByRole('textbox', { name: /List icon|Community ID|List name/ })).toHaveLength(0);
    expect(api.calls('PATCH /api/lists/2')).toHaveLength(0);
  });

  it('saves the community id and the icon, and refuses what is not one', async () => {
    const { api } = openLists(listsResponse([friends]), { 'PATCH /api/lists/1': ok(friends) });
    await loaded();
    fireEvent.click(card('Friends').getByRole('button', { name: /Edit community ID/ }));
    let input = card('Friends').getByRole('textbox', { name: 'Community ID' });
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(card('Friends').getByRole('alert').textContent).toContain('Failed to update list: A community id is a number');

    fireEvent.click(card('Friends').getByRole('button', { name: /Edit community ID/ }));
    input = card('Friends').getByRole('textbox', { name: 'Community ID' });
    fireEvent.change(input, { target: { value: '777' } });
    fireEvent.blur(input);
    // The icon's picker has 'Clear icon' beside it.
    fireEvent.click(card('Friends').getByRole('button', { name: 'Edit icon: 📝' }));
    fireEvent.click(card('Friends').getByRole('button', { name: LISTS_SCREEN_TEXTS.clearIcon }));
    expect(card('Friends').queryByRole('dialog', { name: LISTS_SCREEN_TEXTS.pickEmoji })).toBeNull();
    await waitFor(() => {
      expect(api.calls('PATCH /api/lists/1').map((call) => call.body)).toEqual([{ communityId: '777' }, { icon: null }]);
    });
  });

  it('sets a card’s icon with the emoji picker, where a word is not even possible (issue #38)', async () => {
    const { api } = openLists(listsResponse([friends]), { 'PATCH /api/lists/1': ok(friends) });
    await loaded();
    fireEvent.click(card('Friends').getByRole('button', { name: 'Edit icon: 📝' }));
    const picker = await card('Friends').findByRole('dialog', { name: LISTS_SCREEN_TEXTS.pickEmoji });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Fire' }));
    await waitFor(() => {
      expect(api.calls('PATCH /api/lists/1').map((call) => call.body)).toEqual([{ icon: '🔥' }]);
    });
    expect(card('Friends').queryByRole('dialog', { name: LISTS_SCREEN_TEXTS.pickEmoji })).toBeNull();
    expect(document.activeElement).toBe(card('Friends').getByRole('button', { name: /^Edit icon/ }));
  });

  it('reads a pasted community address as its id (issue #18)', async () => {
    const { api } = openLists(listsResponse([friends]), { 'PATCH /api/lists/1': ok(friends) });
    await loaded();
    fireEvent.click(card('Friends').getByRole('button', { name: /Edit community ID/ }));
    const input = card('Friends').getByRole('textbox', { name: 'Community ID' });
    expect(Number(input.getAttribute('maxlength'))).toBeGreaterThanOrEqual('https://twitter.com/i/communities/1493446837214187523?s=20'.length);
    fireEvent.change(input, { target: { value: 'https://x.com/i/communities/1493446837214187523' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => {
      expect(api.calls('PATCH /api/lists/1').map((call) => call.body)).toEqual([{ communityId: '1493446837214187523' }]);
    });
  });

  it("says 'Failed to update list: …' when the server refuses", async () => {
    openLists(listsResponse([friends]), { 'PATCH /api/lists/1': apiError(400, 'VALIDATION_ERROR', 'Too long') });
    await loaded();
    fireEvent.click(card('Friends').getByRole('button', { name: 'Edit name: Friends' }));
    const input = card('Friends').getByRole('textbox', { name: 'List name' });
    fireEvent.change(input, { target: { value: 'Other' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LISTS_SCREEN_TEXTS.updateListFailed('Too long'));
    // The card shows the name it still has, and the failure inside it.
    expect(alert.closest('article')?.getAttribute('aria-label')).toBe('Friends');
  });

  it('saves a colour as soon as it is chosen', async () => {
    const { api } = openLists(listsResponse([friends]), { 'PATCH /api/lists/1': ok({ ...friends, color: '#00ff00' }) });
    await loaded();
    const input = screen.getByLabelText(LISTS_SCREEN_TEXTS.listColour);
    fireEvent.change(input, { target: { value: '#00FF00' } });
    expect(screen.getByRole('article', { name: 'Friends' }).style.backgroundColor).toBe('rgba(0, 255, 0, 0.2)');
    await waitFor(() => {
      expect(api.calls('PATCH /api/lists/1').map((call) => call.body)).toEqual([{ color: '#00ff00' }]);
    });
  });

  it('selects cards, all visible ones and none, and counts them in Export Selected', async () => {
    openLists(listsResponse([friends, work, makeList({ id: 3, name: 'Family' })]));
    await loaded();
    expect(screen.getByRole('button', { name: 'Export Selected (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export Selected (0)' }));
    await expectToast(CSV_TEXTS.noListsSelectedForExport, 'error');

    fireEvent.click(card('Work').getByRole('checkbox', { name: 'Select Work' }));
    expect(screen.getByRole('article', { name: 'Work' }).className).toContain('ring-2');
    expect(screen.getByRole('button', { name: 'Export Selected (1)' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: SHARED_TEXTS.searchLists }), { target: { value: 'fri' } });
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Friends']);
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByRole('button', { name: 'Export Selected (2)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Select None' }));
    expect(screen.getByRole('button', { name: 'Export Selected (0)' })).toBeTruthy();
  });

  it('searches users across all lists on the server, after a pause', async () => {
    const matches = ['bob', 'bobby', 'Bobcat', 'bob_1', 'bob_2', 'bob_3'];
    const { api } = openLists(listsResponse([friends, work]), { 'GET /api/lists?member=bob': ok(listsResponse([{ ...work, matches }])) });
    await loaded();
    fireEvent.change(screen.getByRole('searchbox', { name: SHARED_TEXTS.searchUsers }), { target: { value: ' bob' } });
    expect(api.calls('GET /api/lists?member=bob')).toHaveLength(0);
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });
    expect(api.calls('GET /api/lists?member=bob')).toHaveLength(1);
    // Who matched, not only where (issue #38): five, and word of more.
    expect(screen.getByText(LISTS_SCREEN_TEXTS.matches('@bob @bobby @Bobcat @bob_1 @bob_2', true))).toBeTruthy();
  });

  it('writes the chosen emoji on every selected list, and clears it', async () => {
    const { api } = openLists(listsResponse([friends, work]), { 'POST /api/lists/icon': ok({ updated: 2 }) });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.pickEmoji }));
    await expectToast(LISTS_SCREEN_TEXTS.noListsSelectedForIcon, 'error');
    expect(screen.queryByRole('dialog', { name: LISTS_SCREEN_TEXTS.pickEmoji })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.pickEmoji }));
    const picker = await screen.findByRole('dialog', { name: LISTS_SCREEN_TEXTS.pickEmoji });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Fire' }));
    await expectToast(LISTS_SCREEN_TEXTS.iconsUpdated(2));
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.clearIcon }));
    await waitFor(() => {
      expect(api.calls('POST /api/lists/icon').map((call) => call.body)).toEqual([
        { listIds: [1, 2], icon: '🔥' },
        { listIds: [1, 2], icon: null },
      ]);
    });
    expect(api.calls('PATCH /api/lists/1')).toHaveLength(0);
  });

  it('gives each list its former icon back with Undo (issue #21)', async () => {
    const { api } = openLists(listsResponse([friends, work]), { 'POST /api/lists/icon': (body) => ok({ updated: (body as { listIds: number[] }).listIds.length }) });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.pickEmoji }));
    const picker = await screen.findByRole('dialog', { name: LISTS_SCREEN_TEXTS.pickEmoji });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Star' }));
    await expectToast(LISTS_SCREEN_TEXTS.iconsUpdated(2));
    fireEvent.click(within(screen.getByTestId('toaster')).getByRole('button', { name: 'Undo' }));
    await expectToast(LISTS_SCREEN_TEXTS.iconsBack(2));
    // Friends had 📝, Work had none: each gets its own back.
    expect(api.calls('POST /api/lists/icon').map((call) => call.body)).toEqual([
      { listIds: [1, 2], icon: '⭐' },
      { listIds: [1], icon: '📝' },
      { listIds: [2], icon: null },
    ]);
  });

  it('says in a toast why the icons could not be changed', async () => {
    openLists(listsResponse([friends, work]), { 'POST /api/lists/icon': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.clearIcon }));
    await expectToast(LISTS_SCREEN_TEXTS.iconsFailed('Internal error'), 'error');
  });

  it("says 'Please select lists to shoot.' without asking the server", async () => {
    const { api } = openLists(listsResponse([friends]));
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Shoot' }));
    expect(screen.getByRole('alert').textContent).toBe(LISTS_TEXTS.selectListsToShoot);
    expect(api.calls('POST /api/shoot')).toHaveLength(0);
    // Gone as soon as its cause is (issue #18).
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Friends' }));
    expect(screen.queryByText(LISTS_TEXTS.selectListsToShoot)).toBeNull();
  });

  it('announces a draw of the selected lists at a chosen time, and links its certificate (issue #20)', async () => {
    const { api } = openLists(listsResponse([friends]), {
      'POST /api/draws': { status: 201, body: { drawId: 'Announced_Announced_An', drawAt: '2030-01-01T12:00:00.000Z', entrantCount: 4 } },
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.announceOpen }));
    expect(screen.getByRole('alert').textContent).toBe(LISTS_TEXTS.selectListsToShoot);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Friends' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: LISTS_SCREEN_TEXTS.shootCount }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.announceOpen }));
    const dialog = await screen.findByRole('dialog', { name: LISTS_SCREEN_TEXTS.announceTitle });
    const time = within(dialog).getByLabelText(LISTS_SCREEN_TEXTS.drawTime);
    // Too soon: said beside the field, nothing sent.
    fireEvent.change(time, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: LISTS_SCREEN_TEXTS.announce }));
    expect(within(dialog).getByText(DRAWS_TEXTS.drawAtPast)).toBeTruthy();
    expect(api.calls('POST /api/draws')).toHaveLength(0);
    fireEvent.change(time, { target: { value: '2030-01-01T12:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: LISTS_SCREEN_TEXTS.announce }));
    const link = await screen.findByRole('link', { name: LISTS_SCREEN_TEXTS.announcedCertificate });
    expect(link.getAttribute('href')).toBe('/draws/Announced_Announced_An');
    expect(api.calls('POST /api/draws')[0]?.body).toEqual({ listIds: [friends.id], count: 3, drawAt: new Date('2030-01-01T12:00').toISOString() });
  });

  it("offers 'Try again' when the lists cannot be read, and shows them when they can", async () => {
    let fail = true;
    openLists(listsResponse([]), {
      'GET /api/lists': () => (fail ? apiError(500, 'INTERNAL_ERROR', 'Internal error') : ok(listsResponse([friends]))),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch data: Internal error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Friends' })).toBeTruthy();
  });

  it('shoots provably fair: says it waits for the drand round while it does (issue #37)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api } = openLists(listsResponse([friends, work]), {
      'POST /api/shoot': () => new Promise((resolve) => (answer = resolve)).then(() => ok({ usernames: ['ann'], text: '@ann', available: 2, skipped: 0, drawId: 'AbCdEfGhIjKlMnOpQrStUv', roundStarted: false })),
    });
    await loaded();
    fireEvent.click(card('Work').getByRole('checkbox'));
    fireEvent.click(screen.getByRole('checkbox', { name: LISTS_SCREEN_TEXTS.provablyFair }));
    fireEvent.click(screen.getByRole('button', { name: 'Shoot' }));
    expect(await screen.findByRole('button', { name: LISTS_SCREEN_TEXTS.waitingForRound })).toBeTruthy();
    expect(api.calls('POST /api/shoot')[0]?.body).toMatchObject({ listIds: [2], provablyFair: true });
    answer(null);
    expect(await screen.findByRole('textbox', { name: LISTS_SCREEN_TEXTS.shootResult })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shoot' })).toBeTruthy();
  });

  it('shoots the selected lists and copies the result', async () => {
    const usernames = Array.from({ length: 30 }, (_, i) => `member_number_${String(i)}`);
    const text = usernames.map((name) => `@${name}`).join(' ');
    const { api } = openLists(listsResponse([friends, work]), {
      'POST /api/shoot': ok({ usernames, text, available: 40, skipped: 2, drawId: 'AbCdEfGhIjKlMnOpQrStUv', roundStarted: false }),
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await loaded();
    fireEvent.click(card('Work').getByRole('checkbox'));
    expect((screen.getByRole('spinbutton', { name: LISTS_SCREEN_TEXTS.shootCount }) as HTMLInputElement).value).toBe('10');
    fireEvent.change(screen.getByRole('spinbutton', { name: LISTS_SCREEN_TEXTS.shootCount }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: LISTS_SCREEN_TEXTS.skipRecent }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shoot' }));
    const result = await screen.findByRole('textbox', { name: LISTS_SCREEN_TEXTS.shootResult });
    expect((result as HTMLTextAreaElement).value).toBe(text);
    expect((result as HTMLTextAreaElement).readOnly).toBe(true);
    expect(api.calls('POST /api/shoot')[0]?.body).toEqual({ listIds: [2], count: 30, skipRecent: 3, rotation: false, provablyFair: false });
    // Each draw has its certificate (issue #20), opened beside the result.
    const certificate = screen.getByRole('link', { name: LISTS_SCREEN_TEXTS.drawCertificate });
    expect(certificate.getAttribute('href')).toBe('/draws/AbCdEfGhIjKlMnOpQrStUv');
    expect(certificate.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.copyShootList }));
    expect(await screen.findByText(SHARED_TEXTS.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(text);
    // The posts ready for X are the composer's, cut the way X counts (issue #19), not the server's parts.
    const composed = composePosts({ message: '', usernames });
    if (!composed.ok) throw new Error('refused');
    expect(composed.posts).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy part 2' }));
    await waitFor(() => {
      expect(writeText).toHaveBeenLastCalledWith(composed.posts[1]!.text);
    });
    expect(screen.getByText(`${String(composed.posts[0]!.weightedLength)}/280 characters`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post part 2 on X (opens X in a new tab)' }).getAttribute('href')).toBe(xIntentUrl(composed.posts[1]!.text));
  });

  it('says why a copy failed', async () => {
    openLists(listsResponse([friends]), { 'POST /api/shoot': ok({ usernames: ['a'], text: '@a', available: 1, skipped: 0, drawId: 'AbCdEfGhIjKlMnOpQrStUv', roundStarted: false }) });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('Denied')) }, configurable: true });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Shoot' }));
    fireEvent.click(await screen.findByRole('button', { name: LISTS_SCREEN_TEXTS.copyShootList }));
    expect((await screen.findByRole('alert')).textContent).toBe(SHARED_TEXTS.copyFailed('Denied'));
    // One post: one part to copy or post.
    expect(await screen.findAllByRole('button', { name: /^Copy part/ })).toHaveLength(1);
  });

  it("shows the server's 'No members in selected lists.'", async () => {
    openLists(listsResponse([friends]), { 'POST /api/shoot': apiError(400, 'NOTHING_TO_SHOOT', LISTS_TEXTS.noMembersInSelected) });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Shoot' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LISTS_TEXTS.noMembersInSelected);
  });

  it('asks before moving a list with its members to the Trash, and puts it back with Undo', async () => {
    let lists = [friends, work];
    const { api } = openLists(() => listsResponse(lists), {
      'DELETE /api/lists/1': () => {
        lists = [work];
        return new Response(null, { status: 204 });
      },
      'POST /api/trash/1/restore': () => {
        lists = [friends, work];
        return ok(friends);
      },
    });
    await loaded();
    fireEvent.click(card('Friends').getByRole('button', { name: 'List actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete List' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete List' });
    expect(within(dialog).getByText('Move "Friends" and its 2 members to the Trash? You can restore it from there.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls('DELETE /api/lists/1')).toHaveLength(0);

    fireEvent.click(card('Friends').getByRole('button', { name: 'List actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete List' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete List' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Friends' })).toBeNull();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // And says so (issue #18), with Undo (issue #21): the list comes back from the Trash.
    await expectToast('"Friends" moved to the Trash.');
    fireEvent.click(within(screen.getByTestId('toaster')).getByRole('button', { name: 'Undo' }));
    await expectToast('"Friends" restored.');
    expect(api.calls('POST /api/trash/1/restore')).toHaveLength(1);
    await waitFor(() => {
      expect(screen.getByRole('article', { name: 'Friends' })).toBeTruthy();
    });
  });

  it("says 'Failed to delete list: …' in the dialog", async () => {
    openLists(listsResponse([friends]), { 'DELETE /api/lists/1': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await loaded();
    fireEvent.click(card('Friends').getByRole('button', { name: 'List actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete List' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await within(screen.getByRole('alertdialog')).findByRole('alert')).textContent).toBe(LISTS_SCREEN_TEXTS.deleteListFailed('Internal error'));
  });

  it("shows 'Go to Top' after scrolling more than 200 px", async () => {
    openLists(listsResponse([friends]));
    await loaded();
    expect(screen.queryByRole('button', { name: 'Go to Top' })).toBeNull();
    act(() => {
      // A page of 5,000 px (jsdom lays nothing out).
      Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
      Object.defineProperty(window, 'scrollY', { value: 201, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to Top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
  });
});
