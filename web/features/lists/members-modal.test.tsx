import { PASTE_REFUSAL_TEXTS } from '../../../common/x-handle.plain';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListSummary, Member } from '../../../common/lists';
import { paths } from '../../../common/paths.plain';
import { apiError, mockApi, ok, type MockHandler, type MockReply } from '../../test/mock-api';
import { LISTS_SCREEN_TEXTS } from './lists-screen-texts';
import { expectToast } from '../../test/toasts';
import { makeList } from '../../test/fixtures/lists';
import { makeUser, renderRoute } from '../../test/render-route';
import { ListCard } from './list-card';
import { MembersModal } from './members-modal';

const friends = makeList({ id: 1, name: 'Friends', memberCount: 2 });
const MEMBERS = 'GET /api/lists/1/members?limit=500';

/** A list's card and its members modal, joined as the Lists screen joins them (web/app/pages/lists/lists-page.tsx). */
function CardWithMembers({ list }: { list: ListSummary }) {
  const [open, setOpen] = useState(false);
  const ignore = () => {};
  return (
    <>
      <ListCard
        list={list}
        selected={false}
        onToggleSelected={ignore}
        editing={null}
        onEdit={ignore}
        onOpenMembers={() => {
          setOpen(true);
        }}
        onDelete={ignore}
        onImport={ignore}
        onExport={ignore}
      />
      {open ? (
        <MembersModal
          list={list}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

/** The card of `list` on /lists, with the API answering `routes`. */
function openCard(list: ListSummary, routes: Record<string, MockHandler | MockReply>) {
  const api = mockApi(routes);
  const result = renderRoute(paths.lists, <CardWithMembers list={list} />, { user: makeUser() });
  return { ...result, api };
}

function member(id: number, username: string): Member {
  return { id, username, createdAt: '2025-01-01T00:00:00.000Z' };
}

async function openModal() {
  const button = await screen.findByRole('button', { name: '2 members' });
  button.focus();
  fireEvent.click(button);
  return within(await screen.findByRole('dialog', { name: LISTS_SCREEN_TEXTS.membersTitle('Friends') }));
}

describe('members modal', () => {
  it("lists the members with links to X and says when there are more than shown", async () => {
    openCard(friends, { [MEMBERS]: ok({ members: [member(10, 'alice'), member(11, 'bob')], total: 600 }) });
    const modal = await openModal();
    expect(await modal.findByText('@alice')).toBeTruthy();
    const link = modal.getByRole('link', { name: 'Open @bob on X' });
    expect(link.getAttribute('href')).toBe('https://x.com/bob');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(modal.getByText(LISTS_SCREEN_TEXTS.showingOf(2, 600))).toBeTruthy();
    expect(modal.getByRole('list', { name: 'Members' }).className).toContain('max-h-48');
    // It opens with the focus on 'Add new member...'.
    expect(document.activeElement).toBe(modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.addNewMember }));
  });

  it('adds a member with Enter and shows the new row', async () => {
    let members = [member(10, 'alice')];
    const { api } = openCard(friends, {
      [MEMBERS]: () => ok({ members, total: members.length }),
      'POST /api/lists/1/members': (body) => {
        const added = member(12, 'carol');
        members = [...members, added];
        return { status: 201, body: { ...added, requested: body } };
      },
    });
    const modal = await openModal();
    await modal.findByText('@alice');
    const input = modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.addNewMember });
    fireEvent.change(input, { target: { value: ' @carol ' } });
    fireEvent.submit(input.closest('form')!);
    expect(await modal.findByText('@carol')).toBeTruthy();
    expect(api.calls('POST /api/lists/1/members')[0]?.body).toEqual({ username: '@carol' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("shows 'Failed to add member: …' with the server's reason", async () => {
    openCard(friends, {
      [MEMBERS]: ok({ members: [], total: 0 }),
      'POST /api/lists/1/members': apiError(409, 'DUPLICATE_MEMBER', '@alice is already in this list.'),
    });
    const modal = await openModal();
    fireEvent.change(modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.addNewMember }), { target: { value: 'alice' } });
    fireEvent.click(modal.getByRole('button', { name: 'Add' }));
    expect((await modal.findByRole('alert')).textContent).toBe(LISTS_SCREEN_TEXTS.addMemberFailed('@alice is already in this list.'));
  });

  it('adds many pasted usernames and shows what happened', async () => {
    const { api } = openCard(friends, {
      [MEMBERS]: ok({ members: [], total: 0 }),
      'POST /api/lists/1/members/bulk': ok({ added: ['a', 'b'], duplicates: [], invalid: [], refused: [], message: 'Added 2 members.' }),
    });
    const modal = await openModal();
    fireEvent.click(modal.getByRole('button', { name: 'Paste many' }));
    fireEvent.change(modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.pasteManyLabel }), { target: { value: 'a\nb, c' } });
    fireEvent.click(modal.getByRole('button', { name: LISTS_SCREEN_TEXTS.pasteAdd(3) }));
    expect(await modal.findByText('Added 2 members.')).toBeTruthy();
    expect(api.calls('POST /api/lists/1/members/bulk')[0]?.body).toEqual({ text: 'a\nb, c' });
  });

  it('previews a paste before adding anything: who will be added, and each refused entry with why (issue #38)', async () => {
    const { api } = openCard(friends, { [MEMBERS]: ok({ members: [], total: 0 }) });
    const modal = await openModal();
    fireEvent.click(modal.getByRole('button', { name: 'Paste many' }));
    fireEvent.change(modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.pasteManyLabel }), {
      target: { value: 'not valid handle!!\nhttps://x.com/Fay_Post/status/1866000000000000000, ann@example.com, bob bob' },
    });
    const preview = within(modal.getByRole('region', { name: LISTS_SCREEN_TEXTS.pastePreview }));
    expect(preview.getByText('@Fay_Post @bob')).toBeTruthy();
    expect(preview.getByText(LISTS_SCREEN_TEXTS.pasteWillAdd(2))).toBeTruthy();
    expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `“not valid handle!!”: ${PASTE_REFUSAL_TEXTS.phrase}`,
      `“ann@example.com”: ${PASTE_REFUSAL_TEXTS['at-sign']}`,
    ]);
    expect(api.calls('POST /api/lists/1/members/bulk')).toHaveLength(0);
    // Nothing valid: nothing to add.
    fireEvent.change(modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.pasteManyLabel }), { target: { value: 'world!!!, how are you?' } });
    expect((modal.getByRole('button', { name: LISTS_SCREEN_TEXTS.addAll }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes a member with Undo in the toast (issue #21), and says so when it fails', async () => {
    let members = [member(10, 'alice'), member(11, 'bob')];
    const { api } = openCard(friends, {
      [MEMBERS]: () => ok({ members, total: members.length }),
      'DELETE /api/members/10': () => {
        members = members.filter((m) => m.id !== 10);
        return new Response(null, { status: 204 });
      },
      'POST /api/lists/1/members': () => {
        members = [member(12, 'alice'), ...members];
        return ok(member(12, 'alice'));
      },
      'DELETE /api/members/11': apiError(500, 'INTERNAL_ERROR', 'Internal error'),
    });
    const modal = await openModal();
    fireEvent.click(await modal.findByRole('button', { name: 'Remove @alice' }));
    await waitFor(() => {
      expect(modal.queryByText('@alice')).toBeNull();
    });
    expect(api.calls('DELETE /api/members/10')).toHaveLength(1);
    await expectToast(LISTS_SCREEN_TEXTS.memberRemoved('alice', 'Friends'));
    fireEvent.click(within(screen.getByTestId('toaster')).getByRole('button', { name: 'Undo' }));
    await expectToast(LISTS_SCREEN_TEXTS.memberBack('alice', 'Friends'));
    expect(api.calls('POST /api/lists/1/members').map((call) => call.body)).toEqual([{ username: 'alice' }]);
    expect(await modal.findByText('@alice')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Remove @bob' }));
    expect((await modal.findByRole('alert')).textContent).toBe(LISTS_SCREEN_TEXTS.removeMemberFailed('Internal error'));
  });

  it('searches members on the server', async () => {
    const { api } = openCard(friends, {
      [MEMBERS]: ok({ members: [member(10, 'alice'), member(11, 'bob')], total: 2 }),
      [`${MEMBERS}&search=bo`]: ok({ members: [member(11, 'bob')], total: 1 }),
    });
    const modal = await openModal();
    await modal.findByText('@alice');
    fireEvent.change(modal.getByRole('searchbox', { name: LISTS_SCREEN_TEXTS.searchMembers }), { target: { value: 'bo' } });
    await waitFor(() => {
      expect(modal.queryByText('@alice')).toBeNull();
    });
    expect(modal.getByText('@bob')).toBeTruthy();
    expect(api.calls(`${MEMBERS}&search=bo`)).toHaveLength(1);
  });

  it('closes on a click outside or Escape, clearing both inputs, and gives the focus back', async () => {
    openCard(friends, { [MEMBERS]: ok({ members: [], total: 0 }) });
    let modal = await openModal();
    fireEvent.change(modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.addNewMember }), { target: { value: 'carol' } });
    fireEvent.change(modal.getByRole('searchbox', { name: LISTS_SCREEN_TEXTS.searchMembers }), { target: { value: 'zz' } });
    fireEvent.mouseDown(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '2 members' }));

    modal = await openModal();
    expect((modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.addNewMember }) as HTMLInputElement).value).toBe('');
    expect((modal.getByRole('searchbox', { name: LISTS_SCREEN_TEXTS.searchMembers }) as HTMLInputElement).value).toBe('');
    // A press inside does not close it.
    fireEvent.mouseDown(modal.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.addNewMember }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    openCard(friends, { [MEMBERS]: ok({ members: [], total: 0 }) });
    const modal = await openModal();
    const close = modal.getByRole('button', { name: 'Close' });
    const search = modal.getByRole('searchbox', { name: LISTS_SCREEN_TEXTS.searchMembers });
    search.focus();
    fireEvent.keyDown(search, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(search);
  });
});
