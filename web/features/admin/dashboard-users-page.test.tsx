import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERROR_CODES, ADMIN_TEXTS } from '../../../common/admin';
import type { AdminUser } from '../../../common/admin';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { apiError, mockApi, ok } from '../../test/mock-api';
import type { MockHandler, MockReply } from '../../test/mock-api';
import { formatDateTime } from '../../lib/format-date';
import { makeAdminUser, makeUsersPage } from './test-fixtures';
import { ADMIN_SCREEN_TEXTS } from './admin-screen-texts';
import { expectToast } from '../../test/toasts';
import { DashboardUsersPage } from './dashboard-users-page';

const me = makeAdminUser({ id: 1, username: 'ada', email: 'ada@example.com', role: 'admin', lastLoginAt: '2025-03-05T14:30:00.000Z' });
const bob = makeAdminUser({ id: 2, username: 'bob', email: 'bob@example.com', planName: 'Pro', lists: 3 });
const carol = makeAdminUser({ id: 3, username: 'carol', email: 'carol@example.com', isVerified: false, isBlocked: true });

const noContent = () => new Response(null, { status: 204 });

/** The users the fake server holds: GET answers them (page 1), writes change them. */
function usersServer(initial: AdminUser[], routes: Record<string, MockHandler | MockReply> = {}) {
  let users = [...initial];
  const api = mockApi({
    'GET /api/admin/users?page=1': () => ok(makeUsersPage(users)),
    ...routes,
  });
  return {
    api,
    set(next: AdminUser[]) {
      users = next;
    },
    get users() {
      return users;
    },
  };
}

function openUsers() {
  return renderRoute(paths.dashboardUsers, <DashboardUsersPage />, { user: makeUser({ id: 1, username: 'ada', role: 'admin' }) });
}

function card(username: string) {
  return within(screen.getByRole('article', { name: username }));
}

async function findCard(username: string) {
  return within(await screen.findByRole('article', { name: username }));
}

function dialog(name: string) {
  return within(screen.getByRole('dialog', { name }));
}

function alertDialog(name: string) {
  return within(screen.getByRole('alertdialog', { name }));
}

/** The value beside a label in a card's details. */
function detail(username: string, label: string): string {
  return card(username).getByText(label).nextElementSibling?.textContent ?? '';
}

describe('users management: the list', () => {
  it('shows each user as a card with role, state, last login, plan and lists', async () => {
    usersServer([me, bob, carol]);
    openUsers();
    expect(screen.getByRole('heading', { level: 1, name: 'Users Management' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await findCard('bob');

    expect(card('ada').getByText('ada@example.com')).toBeTruthy();
    expect(card('ada').getByText('Admin')).toBeTruthy();
    expect(detail('ada', 'Last login')).toBe(formatDateTime(me.lastLoginAt!));
    expect(detail('ada', 'Last login')).toMatch(/^Mar [45], 2025, \d{1,2}:30 [AP]M$/);

    expect(card('bob').getByText('User')).toBeTruthy();
    expect(card('bob').getByText('Verified')).toBeTruthy();
    expect(card('bob').queryByText('Blocked')).toBeNull();
    expect(detail('bob', 'Last login')).toBe('Never');
    expect(detail('bob', 'Plan')).toBe('Pro');
    expect(detail('bob', 'Lists')).toBe('3');

    expect(card('carol').getByText('Unverified')).toBeTruthy();
    expect(card('carol').getByText('Blocked')).toBeTruthy();
    expect(card('carol').getByRole('button', { name: 'Unblock carol' })).toBeTruthy();
    expect(screen.getByText('3 users')).toBeTruthy();
  });

  it('offers no Block or Delete on the signed-in admin’s own card', async () => {
    usersServer([me, bob]);
    openUsers();
    await findCard('ada');
    expect(card('ada').getByRole('button', { name: 'Edit ada' })).toBeTruthy();
    expect(card('ada').queryByRole('button', { name: /Block/ })).toBeNull();
    expect(card('ada').queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(card('bob').getByRole('button', { name: 'Delete User bob' })).toBeTruthy();
  });

  it("says 'Failed to fetch users: …' when they cannot be read", async () => {
    mockApi({ 'GET /api/admin/users?page=1': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    openUsers();
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_SCREEN_TEXTS.fetchUsersFailed('Internal error'));
  });

  it('searches by username or email on the server once typing stops', async () => {
    const { api } = usersServer([me, bob, carol], {
      'GET /api/admin/users?search=car&page=1': ok(makeUsersPage([carol])),
      'GET /api/admin/users?search=nobody&page=1': ok(makeUsersPage([])),
    });
    openUsers();
    await findCard('bob');
    const search = screen.getByRole('searchbox', { name: 'Search by username or email...' });
    fireEvent.change(search, { target: { value: 'c' } });
    fireEvent.change(search, { target: { value: 'ca' } });
    fireEvent.change(search, { target: { value: ' car ' } });

    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'bob' })).toBeNull();
    });
    expect(screen.getByRole('article', { name: 'carol' })).toBeTruthy();
    // One request for the words typed, none for each keystroke.
    expect(api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/users?search'))).toEqual([
      '/api/admin/users?search=car&page=1',
    ]);

    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No user matches "nobody".')).toBeTruthy();
  });

  it('pages with Previous and Next, and a new search starts again at page 1', async () => {
    const page1 = Array.from({ length: 20 }, (_, index) => makeAdminUser({ id: index + 10, username: `user${String(index + 1)}`, email: `u${String(index + 1)}@example.com` }));
    const page3 = [makeAdminUser({ id: 99, username: 'last_one', email: 'last@example.com' })];
    const { api } = usersServer([], {
      'GET /api/admin/users?page=1': ok(makeUsersPage(page1, { total: 41 })),
      'GET /api/admin/users?page=2': ok(makeUsersPage([bob], { total: 41, page: 2 })),
      'GET /api/admin/users?page=3': ok(makeUsersPage(page3, { total: 41, page: 3 })),
      'GET /api/admin/users?search=bob&page=1': ok(makeUsersPage([bob])),
    });
    openUsers();
    await findCard('user1');
    const pages = () => within(screen.getByRole('navigation', { name: 'Users pages' }));
    expect(pages().getByText('Page 1 of 3')).toBeTruthy();
    expect(pages().getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(pages().getByRole('button', { name: 'Next' }));
    await findCard('bob');
    expect(pages().getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(pages().getByRole('button', { name: 'Next' }));
    await findCard('last_one');
    expect(pages().getByText('Page 3 of 3')).toBeTruthy();
    expect(pages().getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    // Pressing it does nothing, and the keyboard focus stays where it was.
    pages().getByRole('button', { name: 'Next' }).focus();
    fireEvent.click(pages().getByRole('button', { name: 'Next' }));
    expect(api.calls('GET /api/admin/users?page=4')).toHaveLength(0);
    expect(document.activeElement).toBe(pages().getByRole('button', { name: 'Next' }));
    fireEvent.click(pages().getByRole('button', { name: 'Previous' }));
    await findCard('bob');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'bob' } });
    await waitFor(() => {
      expect(api.calls('GET /api/admin/users?search=bob&page=1')).toHaveLength(1);
    });
    // Everything fits on one page: no pagination.
    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Users pages' })).toBeNull();
    });
  });
});

describe('users management: create and edit', () => {
  it('checks the fields with the shared rules before sending anything', async () => {
    const { api } = usersServer([me]);
    openUsers();
    await findCard('ada');
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const form = dialog('Create User');
    fireEvent.change(form.getByLabelText('Username'), { target: { value: 'x' } });
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(form.getByRole('button', { name: 'Create User' }));

    expect(form.getByText('Username must be 2 to 30 letters, digits, dots, dashes or underscores')).toBeTruthy();
    expect(form.getByText('Enter a valid email address')).toBeTruthy();
    expect(form.getByText('Password must be at least 8 characters')).toBeTruthy();
    // The first wrong field has the focus.
    expect(document.activeElement).toBe(form.getByLabelText('Username'));
    expect(api.calls('POST /api/admin/users')).toHaveLength(0);
  });

  it('creates a user with the chosen role and shows the new card', async () => {
    const dan = makeAdminUser({ id: 4, username: 'dan', email: 'dan@example.com', role: 'admin' });
    const server = usersServer([me], {
      'POST /api/admin/users': () => {
        server.set([me, dan]);
        return { status: 201, body: dan };
      },
    });
    openUsers();
    await findCard('ada');
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const form = dialog('Create User');
    expect(document.activeElement).toBe(form.getByLabelText('Username'));
    fireEvent.change(form.getByLabelText('Username'), { target: { value: 'dan' } });
    fireEvent.change(form.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.change(form.getByLabelText('Email'), { target: { value: ' Dan@Example.com ' } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'a long password' } });
    fireEvent.click(form.getByRole('button', { name: 'Create User' }));

    expect(await findCard('dan')).toBeTruthy();
    expect(server.api.calls('POST /api/admin/users')[0]?.body).toEqual({ username: 'dan', role: 'admin', email: 'dan@example.com', password: 'a long password' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('User dan was created.');
  });

  it("keeps the form open with 'Failed to create user: …' and the server's reason", async () => {
    usersServer([me], { 'POST /api/admin/users': apiError(409, 'CONFLICT', 'This email is already registered') });
    openUsers();
    await findCard('ada');
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const form = dialog('Create User');
    fireEvent.change(form.getByLabelText('Username'), { target: { value: 'dan' } });
    fireEvent.change(form.getByLabelText('Email'), { target: { value: 'bob@example.com' } });
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'a long password' } });
    fireEvent.click(form.getByRole('button', { name: 'Create User' }));

    expect((await form.findByRole('alert')).textContent).toBe(ADMIN_SCREEN_TEXTS.createUserFailed('This email is already registered'));
    expect((form.getByLabelText('Username') as HTMLInputElement).value).toBe('dan');
  });

  it('edits a user; an empty new password keeps the current one', async () => {
    const server = usersServer([me, bob], {
      'PUT /api/admin/users/2': (body) => {
        const saved = { ...bob, ...(body as Partial<AdminUser>) };
        server.set([me, saved]);
        return ok(saved);
      },
    });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Edit bob' }));
    const form = dialog('Edit User');
    expect((form.getByLabelText('Username') as HTMLInputElement).value).toBe('bob');
    expect((form.getByLabelText('Email') as HTMLInputElement).value).toBe('bob@example.com');
    expect((form.getByLabelText('Role') as HTMLSelectElement).value).toBe('user');
    expect((form.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    fireEvent.change(form.getByLabelText('Username'), { target: { value: 'robert' } });
    fireEvent.change(form.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(form.getByRole('button', { name: 'Update User' }));

    expect(await findCard('robert')).toBeTruthy();
    expect(server.api.calls('PUT /api/admin/users/2')[0]?.body).toEqual({ username: 'robert', email: 'bob@example.com', role: 'admin' });
    expect(card('robert').getByText('Admin')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('User robert was updated.');
  });

  it('sends a new password when one is typed, checked by the same rules', async () => {
    const { api } = usersServer([me, bob], { 'PUT /api/admin/users/2': ok(bob) });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Edit bob' }));
    const form = dialog('Edit User');
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(form.getByRole('button', { name: 'Update User' }));
    expect(form.getByText('Password must be at least 8 characters')).toBeTruthy();

    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'a brand new secret' } });
    fireEvent.click(form.getByRole('button', { name: 'Update User' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls('PUT /api/admin/users/2')[0]?.body).toEqual({ username: 'bob', email: 'bob@example.com', role: 'user', password: 'a brand new secret' });
  });

  it("shows 'Failed to update user: …' when the change would leave no admin", async () => {
    usersServer([me], { 'PUT /api/admin/users/1': apiError(409, ADMIN_ERROR_CODES.lastAdmin, ADMIN_TEXTS.lastAdmin) });
    openUsers();
    fireEvent.click((await findCard('ada')).getByRole('button', { name: 'Edit ada' }));
    const form = dialog('Edit User');
    fireEvent.change(form.getByLabelText('Role'), { target: { value: 'user' } });
    fireEvent.click(form.getByRole('button', { name: 'Update User' }));
    expect((await form.findByRole('alert')).textContent).toBe(ADMIN_SCREEN_TEXTS.updateUserFailed(ADMIN_TEXTS.lastAdmin));
  });
});

describe('users management: block', () => {
  it('asks before blocking, then shows the Blocked badge', async () => {
    const server = usersServer([me, bob], {
      'POST /api/admin/users/2/block': (body) => {
        const saved = { ...bob, isBlocked: (body as { blocked: boolean }).blocked };
        server.set([me, saved]);
        return ok(saved);
      },
    });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Block bob' }));
    const confirm = alertDialog('Block User');
    expect(confirm.getByText(/Their open sessions end at once\./)).toBeTruthy();
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.api.calls('POST /api/admin/users/2/block')).toHaveLength(0);

    fireEvent.click(card('bob').getByRole('button', { name: 'Block bob' }));
    fireEvent.click(alertDialog('Block User').getByRole('button', { name: 'Block' }));
    expect(await card('bob').findByText('Blocked')).toBeTruthy();
    expect(server.api.calls('POST /api/admin/users/2/block')[0]?.body).toEqual({ blocked: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await expectToast('User bob was blocked.');
  });

  it('unblocks at once, without asking', async () => {
    const server = usersServer([me, carol], {
      'POST /api/admin/users/3/block': () => {
        const saved = { ...carol, isBlocked: false };
        server.set([me, saved]);
        return ok(saved);
      },
    });
    openUsers();
    fireEvent.click((await findCard('carol')).getByRole('button', { name: 'Unblock carol' }));
    expect(await card('carol').findByRole('button', { name: 'Block carol' })).toBeTruthy();
    expect(card('carol').queryByText('Blocked')).toBeNull();
    expect(server.api.calls('POST /api/admin/users/3/block')[0]?.body).toEqual({ blocked: false });
    await expectToast('User carol was unblocked.');
  });

  it('says why a block was refused', async () => {
    usersServer([me, bob], { 'POST /api/admin/users/2/block': apiError(404, 'NOT_FOUND', ADMIN_TEXTS.userNotFound) });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Block bob' }));
    fireEvent.click(alertDialog('Block User').getByRole('button', { name: 'Block' }));
    expect((await alertDialog('Block User').findByRole('alert')).textContent).toBe('Failed to block user: User not found');
  });
});

describe('users management: delete', () => {
  it('asks before deleting, then removes the card', async () => {
    const server = usersServer([me, bob], {
      'DELETE /api/admin/users/2?withLists=false': () => {
        server.set([me]);
        return noContent();
      },
    });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Delete User bob' }));
    const confirm = alertDialog('Delete User');
    expect(confirm.getByText('Delete bob (bob@example.com)? This cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete User' }));

    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'bob' })).toBeNull();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('User bob was deleted.');
    expect(server.api.calls('DELETE /api/admin/users/2?withLists=false')).toHaveLength(1);
  });

  it('explains a user with lists, and deletes them with their lists only on a second, explicit press', async () => {
    const server = usersServer([me, bob], {
      'DELETE /api/admin/users/2?withLists=false': apiError(409, ADMIN_ERROR_CODES.userHasData, ADMIN_TEXTS.foreignKey),
      'DELETE /api/admin/users/2?withLists=true': () => {
        server.set([me]);
        return noContent();
      },
    });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Delete User bob' }));
    fireEvent.click(alertDialog('Delete User').getByRole('button', { name: 'Delete User' }));

    const confirm = alertDialog('Delete User');
    expect((await confirm.findByRole('alert')).textContent).toBe(ADMIN_TEXTS.foreignKey);
    expect(server.api.calls('DELETE /api/admin/users/2?withLists=true')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'bob' })).toBeTruthy();
    // Nothing happens by itself: the focus is on the safe choice.
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Cancel' }));
    expect(confirm.queryByRole('button', { name: 'Delete User' })).toBeNull();

    fireEvent.click(confirm.getByRole('button', { name: 'Delete the user and their 3 lists' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'bob' })).toBeNull();
    });
    expect(server.api.calls('DELETE /api/admin/users/2?withLists=true')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('User bob was deleted.');
  });

  it('keeps a user with lists on Cancel after the refusal', async () => {
    const { api } = usersServer([me, bob], {
      'DELETE /api/admin/users/2?withLists=false': apiError(409, ADMIN_ERROR_CODES.userHasData, ADMIN_TEXTS.foreignKey),
    });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Delete User bob' }));
    fireEvent.click(alertDialog('Delete User').getByRole('button', { name: 'Delete User' }));
    await alertDialog('Delete User').findByRole('button', { name: 'Delete the user and their 3 lists' });
    fireEvent.click(alertDialog('Delete User').getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls('DELETE /api/admin/users/2?withLists=true')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'bob' })).toBeTruthy();
  });

  it('offers no deletion with lists when it is other data that holds on', async () => {
    const { api } = usersServer([me, carol], {
      'DELETE /api/admin/users/3?withLists=false': apiError(409, ADMIN_ERROR_CODES.userHasData, ADMIN_TEXTS.foreignKey),
    });
    openUsers();
    fireEvent.click((await findCard('carol')).getByRole('button', { name: 'Delete User carol' }));
    fireEvent.click(alertDialog('Delete User').getByRole('button', { name: 'Delete User' }));
    const confirm = alertDialog('Delete User');
    expect((await confirm.findByRole('alert')).textContent).toBe(ADMIN_TEXTS.foreignKey);
    expect(confirm.getAllByRole('button').map((button) => button.textContent)).toEqual(['', 'Cancel']);
    expect(api.calls('DELETE /api/admin/users/3?withLists=true')).toHaveLength(0);
  });

  it('withdraws the offer when even the lists were not enough', async () => {
    usersServer([me, bob], {
      'DELETE /api/admin/users/2?withLists=false': apiError(409, ADMIN_ERROR_CODES.userHasData, ADMIN_TEXTS.foreignKey),
      'DELETE /api/admin/users/2?withLists=true': apiError(409, ADMIN_ERROR_CODES.userHasData, ADMIN_TEXTS.foreignKey),
    });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Delete User bob' }));
    fireEvent.click(alertDialog('Delete User').getByRole('button', { name: 'Delete User' }));
    fireEvent.click(await alertDialog('Delete User').findByRole('button', { name: 'Delete the user and their 3 lists' }));
    await waitFor(() => {
      expect(alertDialog('Delete User').queryByRole('button', { name: /their 3 lists/ })).toBeNull();
    });
    expect(alertDialog('Delete User').getAllByRole('alert').map((alert) => alert.textContent)).toEqual([ADMIN_TEXTS.foreignKey]);
    expect(screen.getByRole('article', { name: 'bob' })).toBeTruthy();
  });

  it("shows 'Failed to delete user: …' with the server's reason", async () => {
    usersServer([me, bob], { 'DELETE /api/admin/users/2?withLists=false': apiError(400, 'BAD_REQUEST', ADMIN_TEXTS.notYourself) });
    openUsers();
    fireEvent.click((await findCard('bob')).getByRole('button', { name: 'Delete User bob' }));
    fireEvent.click(alertDialog('Delete User').getByRole('button', { name: 'Delete User' }));
    expect((await alertDialog('Delete User').findByRole('alert')).textContent).toBe(ADMIN_SCREEN_TEXTS.deleteUserFailed(ADMIN_TEXTS.notYourself));
    expect(alertDialog('Delete User').queryByRole('button', { name: /their/ })).toBeNull();
  });
});
