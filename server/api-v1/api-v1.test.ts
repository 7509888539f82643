import { sql } from 'drizzle-orm';
import { MEMBERS_AT_A_PLACE_LIMIT } from '../http/rate-limits';
import { describe, expect, it } from 'vitest';
import { API_V1_ERROR_CODES, API_V1_TEXTS } from '../../common/api-v1';
import { GIVEAWAY_TEXTS, type Giveaway } from '../../common/giveaways';
import { LISTS_ERROR_CODES } from '../../common/lists';
import { TEAM_ERROR_CODES, TEAM_TEXTS } from '../../common/teams';
import { useTestApp } from '../../test/support/app';
import { giveawayBody } from '../../test/support/giveaways';
import { client, signedInPerson } from '../../test/support/http';
import { createTeam, type Person } from '../../test/support/teams';
import { ROLLCALL_EXTENSION_ORIGIN } from '../config';
import { API_V1_LIMIT, API_V1_USER_LIMIT } from './routes';

describe('the public API /api/v1 with personal tokens (issue #23)', () => {
  const t = useTestApp();
  const person = (maxlist: number | null = null) => signedInPerson(t, maxlist);

  /**
   * A token of the person (for `workspaceId`, else the workspace the form offers first: the
   * current one), and a client that sends it (and no cookie), like a script or the extension.
   */
  async function tokenOf(c: ReturnType<typeof client>, scope: 'read' | 'write' = 'write', workspaceId?: number) {
    const created = await c.post('/api/tokens', { name: `Token ${scope}`, scope, ...(workspaceId === undefined ? {} : { workspaceId }) });
    expect(created.statusCode).toBe(201);
    const token = created.json().token as string;
    const api = client(t.app);
    const auth = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...headers });
    return {
      token,
      id: created.json().apiToken.id as number,
      get: (url: string, headers?: Record<string, string>) => api.get(url, auth(headers)),
      post: (url: string, body?: unknown, headers?: Record<string, string>) => api.post(url, body, auth(headers)),
      patch: (url: string, body?: unknown) => api.patch(url, body, auth()),
      delete: (url: string) => api.delete(url, auth()),
    };
  }

  it('does with a read-and-write token what the app does: lists, members, which lists hold a handle, the shoot, CSV', async () => {
    const { user, c } = await person();
    const api = await tokenOf(c);

    const me = await api.get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: { id: user.id, username: user.username },
      workspace: { id: user.id, name: 'Personal', role: 'owner', personal: true },
      token: { name: 'Token write', scope: 'write' },
    });
    expect(me.headers['cache-control']).toBe('no-store');

    const created = await api.post('/api/v1/lists', { name: 'Giveaway' });
    expect(created.statusCode).toBe(201);
    const giveaway = created.json().id as number;
    const second = (await api.post('/api/v1/lists', { name: 'Mods' })).json().id as number;
    const renamed = await api.patch(`/api/v1/lists/${String(second)}`, { name: 'Moderators' });
    expect(renamed.json()).toMatchObject({ id: second, name: 'Moderators' });
    // What the token did is what the person sees in the app.
    expect((await c.get('/api/lists')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Giveaway', 'Moderators']);

    const added = await api.post(`/api/v1/lists/${String(giveaway)}/members`, { usernames: ['@ann', 'https://x.com/Bob', 'ann', 'not a handle', '12345'] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ added: ['ann', 'Bob'], duplicates: ['ann'], invalid: ['not a handle', '12345'] });
    await api.post(`/api/v1/lists/${String(second)}/members`, { usernames: ['bob', 'cy'] });

    const holding = await api.get('/api/v1/handles/BOB/lists');
    expect(holding.json()).toMatchObject({ lists: [{ id: giveaway, name: 'Giveaway' }, { id: second, name: 'Moderators' }] });
    expect((await api.get('/api/v1/handles/nobody/lists')).json().lists).toEqual([]);
    expect((await api.get('/api/v1/handles/bad%20name/lists')).statusCode).toBe(400);

    const members = await api.get(`/api/v1/lists/${String(giveaway)}/members?search=an`);
    expect(members.json()).toMatchObject({ members: [{ username: 'ann' }], total: 1 });
    const everyone = await api.get('/api/v1/members?limit=2');
    expect(everyone.json()).toMatchObject({ total: 4, nextAfter: expect.any(Number) });
    expect(everyone.json().members).toHaveLength(2);
    // A page at a place, counted with the app's for the person (MEMBERS_AT_A_PLACE_LIMIT): a token is no way around it.
    expect((await api.get('/api/v1/members?limit=2&offset=2')).json().members).toHaveLength(2);
    for (let index = 1; index < MEMBERS_AT_A_PLACE_LIMIT.max; index += 1) await c.get('/api/members?offset=1');
    expect((await api.get('/api/v1/members?offset=1')).statusCode).toBe(429);
    expect((await api.get('/api/v1/members?limit=2')).statusCode).toBe(200);

    const removed = await api.delete(`/api/v1/lists/${String(giveaway)}/members/BOB`);
    expect(removed.statusCode).toBe(204);
    expect((await api.get('/api/v1/handles/bob/lists')).json().lists.map((l: { id: number }) => l.id)).toEqual([second]);
    const again = await api.delete(`/api/v1/lists/${String(giveaway)}/members/bob`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(API_V1_TEXTS.notInList('bob'));

    const shot = await api.post('/api/v1/shoot', { listIds: [giveaway, second], count: 3 });
    expect(shot.statusCode).toBe(200);
    expect([...shot.json().usernames].sort()).toEqual(['ann', 'bob', 'cy']);
    expect(shot.json().drawId).toEqual(expect.any(String));
    // The shoot is in the app's history, as the person's own.
    expect((await c.get('/api/shoot/history')).json().shoots).toHaveLength(1);

    const csv = await api.get(`/api/v1/lists/${String(second)}/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('bob');
    expect(csv.body).toContain('cy');
    const all = await api.get('/api/v1/export');
    expect(all.body).toContain('Giveaway');
    expect(all.body).toContain('Moderators');

    expect((await api.delete(`/api/v1/lists/${String(second)}`)).statusCode).toBe(204);
    // In the Trash, as a delete in the app.
    expect((await c.get('/api/trash')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Moderators']);
    expect((await api.get(`/api/v1/lists/${String(second)}/members`)).statusCode).toBe(404);
  });

  it('keeps the plan, the access rule and the errors of the app', async () => {
    const { c } = await person(1);
    const api = await tokenOf(c);
    expect((await api.post('/api/v1/lists', { name: 'One' })).statusCode).toBe(201);
    const refused = await api.post('/api/v1/lists', { name: 'Two' });
    const inApp = await c.post('/api/lists', { name: 'Two' });
    expect(refused.statusCode).toBe(inApp.statusCode);
    expect(refused.json()).toEqual(inApp.json());
    expect(refused.json().error.code).toBe(LISTS_ERROR_CODES.listLimit);

    // Someone else's list is a 404, whatever the call.
    const other = await person();
    const theirs = (await other.c.post('/api/lists', { name: 'Secret' })).json().id as number;
    await other.c.post(`/api/lists/${String(theirs)}/members`, { username: 'hidden' });
    for (const response of [
      await api.get(`/api/v1/lists/${String(theirs)}/members`),
      await api.post(`/api/v1/lists/${String(theirs)}/members`, { usernames: ['x'] }),
      await api.delete(`/api/v1/lists/${String(theirs)}/members/hidden`),
      await api.patch(`/api/v1/lists/${String(theirs)}`, { name: 'Mine now' }),
      await api.delete(`/api/v1/lists/${String(theirs)}`),
      await api.get(`/api/v1/lists/${String(theirs)}/export`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Secret');
    }
    expect((await api.get('/api/v1/handles/hidden/lists')).json().lists).toEqual([]);
    const shot = await api.post('/api/v1/shoot', { listIds: [theirs], count: 1 });
    expect(shot.body).not.toContain('hidden');
    // Bad bodies answer 400 with the app's validation words.
    expect((await api.post('/api/v1/lists/1/members', { usernames: [] })).statusCode).toBe(400);
    expect((await api.post('/api/v1/lists/1/members', { usernames: Array.from({ length: 1001 }, () => 'a') })).statusCode).toBe(400);
    expect((await api.patch('/api/v1/lists/1', { name: '' })).statusCode).toBe(400);
  });

  it('refuses no token, a made-up or revoked token, the session cookie, and tokens anywhere but /api/v1', async () => {
    const { c } = await person();
    await c.post('/api/lists', { name: 'Mine' });
    const api = await tokenOf(c);
    const stranger = client(t.app);

    const none = await stranger.get('/api/v1/lists');
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toEqual({ code: API_V1_ERROR_CODES.tokenMissing, message: API_V1_TEXTS.tokenMissing });
    expect(none.headers['www-authenticate']).toBe('Bearer realm="rollcall"');

    for (const header of [`Bearer rc_${'A'.repeat(43)}`, 'Bearer nonsense', `Bearer ${api.token}x`, `Basic ${api.token}`]) {
      const response = await stranger.get('/api/v1/lists', { authorization: header });
      expect(response.statusCode, header).toBe(401);
      expect(response.body).not.toContain('Mine');
    }

    // The cookie of a live session opens nothing on /api/v1; beside a token (the docs' 'Try it
    // out', where the browser adds it) it is ignored: only the token says who calls.
    const withCookie = await c.get('/api/v1/lists');
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.json().error).toEqual({ code: API_V1_ERROR_CODES.cookieRefused, message: API_V1_TEXTS.cookieRefused });
    const other = await person();
    const othersToken = await tokenOf(other.c);
    const mixed = await c.get('/api/v1/me', { authorization: `Bearer ${othersToken.token}` });
    expect(mixed.json().user.id).toBe(other.user.id);
    expect((await c.get('/api/v1/me', { authorization: `Bearer rc_${'B'.repeat(43)}` })).statusCode).toBe(401);

    // A token on the app's routes is refused, even beside a live cookie.
    const elsewhere = await c.get('/api/lists', { authorization: `Bearer ${api.token}` });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.code).toBe(API_V1_ERROR_CODES.tokenElsewhere);

    expect((await api.get('/api/v1/lists')).statusCode).toBe(200);
    await c.delete(`/api/tokens/${String(api.id)}`);
    const revoked = await api.get('/api/v1/lists');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toEqual({ code: API_V1_ERROR_CODES.tokenInvalid, message: API_V1_TEXTS.tokenInvalid });

    // A blocked person's tokens stop at once.
    const blocked = await person();
    const theirs = await tokenOf(blocked.c);
    await t.db.execute(sql`update users set is_blocked = true where id = ${blocked.user.id}`);
    expect((await theirs.get('/api/v1/me')).statusCode).toBe(401);
  });

  it('lets a read-only token read, search and export, and refuses every write (the shoot too) with its own words', async () => {
    const { c } = await person();
    const id = (await c.post('/api/lists', { name: 'Mine' })).json().id as number;
    await c.post(`/api/lists/${String(id)}/members`, { username: 'ann' });
    const api = await tokenOf(c, 'read');
    expect((await api.get('/api/v1/lists')).statusCode).toBe(200);
    expect((await api.get(`/api/v1/lists/${String(id)}/members`)).statusCode).toBe(200);
    expect((await api.get('/api/v1/handles/ann/lists')).json().lists).toHaveLength(1);
    expect((await api.get('/api/v1/export')).statusCode).toBe(200);
    for (const response of [
      // A shoot records a draw, the history and the team's rotation: a write for a token.
      await api.post('/api/v1/shoot', { listIds: [id], count: 1 }),
      await api.post('/api/v1/lists', { name: 'New' }),
      await api.patch(`/api/v1/lists/${String(id)}`, { name: 'Renamed' }),
      await api.delete(`/api/v1/lists/${String(id)}`),
      await api.post(`/api/v1/lists/${String(id)}/members`, { usernames: ['bob'] }),
      await api.delete(`/api/v1/lists/${String(id)}/members/ann`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: API_V1_ERROR_CODES.readOnly, message: API_V1_TEXTS.readOnly });
    }
    expect((await c.get('/api/lists')).json().lists).toMatchObject([{ name: 'Mine', memberCount: 1 }]);
    expect((await c.get('/api/shoot/history')).json().shoots).toEqual([]);
  });

  it('lists, makes and counts the entries of the workspace’s giveaways with the app’s roles, answers and errors (issue #36)', async () => {
    const giveaway = (overrides: Parameters<typeof giveawayBody>[0] = {}) => giveawayBody({ title: 'API giveaway', winnerCount: 1, rules: 'One entry a person.', ...overrides });
    const { owner, members, workspaceId } = await createTeam(t, ['editor', 'viewer']);
    const [editor, viewer] = members as [Person, Person];
    const listId = (await owner.c.post('/api/lists', { name: 'Regulars' })).json().id as number;
    const editorApi = await tokenOf(editor.c, 'write', workspaceId);
    const viewerApi = await tokenOf(viewer.c, 'write', workspaceId);
    const readOnly = await tokenOf(owner.c, 'read', workspaceId);

    // An Editor's token makes one, as the Editor does in the app: 201, the app's answer, its activity line.
    const made = await editorApi.post('/api/v1/giveaways', giveaway({ listIds: [listId, listId] }));
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json() as Giveaway;
    expect(created).toMatchObject({ title: 'API giveaway', organiser: 'Poster Club', timeZone: 'Europe/Paris', listIds: [listId], entryPage: true, status: 'open', entryCount: 0, drawId: null });
    // Seeded by the first drand round after its closing (issue #37): no seed of the server's, no commitment.
    expect(created.commitment).toBeNull();
    const log = (await owner.c.get('/api/team/activity')).json() as { entries: { actor: string; subject: string }[] };
    expect(log.entries[0]).toMatchObject({ actor: editor.user.username, subject: 'API giveaway' });

    // Listed as the app lists them (its giveaways, not the page's other parts), to any token of the team, a read-only one too.
    const inApp = (await viewer.c.get('/api/giveaways')).json() as { giveaways: Giveaway[] };
    expect(inApp.giveaways.map((each) => each.id)).toEqual([created.id]);
    for (const api of [viewerApi, readOnly, editorApi]) {
      const listed = await api.get('/api/v1/giveaways');
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual({ giveaways: inApp.giveaways });
    }

    // The entries made on its public page, counted.
    expect((await readOnly.get(`/api/v1/giveaways/${created.id}/entries`)).json()).toEqual({ entryCount: 0 });
    for (const handle of ['@ann', 'x.com/bob']) expect((await client(t.app).post(`/api/enter/${created.id}`, { handle, consent: true })).statusCode).toBe(201);
    const counted = await viewerApi.get(`/api/v1/giveaways/${created.id}/entries`);
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toEqual({ entryCount: 2 });

    // A Viewer's write token makes none (the app's 403), nor a read-only token (its own words).
    const refused = await viewerApi.post('/api/v1/giveaways', giveaway());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual((await viewer.c.post('/api/giveaways', giveaway())).json());
    expect(refused.json().error.code).toBe(TEAM_ERROR_CODES.role);
    const readOnlyRefused = await readOnly.post('/api/v1/giveaways', giveaway());
    expect(readOnlyRefused.statusCode).toBe(403);
    expect(readOnlyRefused.json().error).toEqual({ code: API_V1_ERROR_CODES.readOnly, message: API_V1_TEXTS.readOnly });
    expect((await readOnly.get('/api/v1/giveaways')).json().giveaways).toHaveLength(1);

    // Another workspace's token finds nothing of it: none listed, its count and its lists a 404 in the app's words.
    const stranger = await person();
    const theirs = await tokenOf(stranger.c);
    expect((await theirs.get('/api/v1/giveaways')).json()).toEqual({ giveaways: [] });
    for (const id of [created.id, 'A'.repeat(22)]) {
      const missing = await theirs.get(`/api/v1/giveaways/${id}/entries`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(GIVEAWAY_TEXTS.notFound);
    }
    expect((await editorApi.get('/api/v1/giveaways/AAAAAAAAAAAAAAAAAAAAAA/entries')).statusCode).toBe(404);
    expect((await theirs.get('/api/v1/giveaways/not-an-id/entries')).statusCode).toBe(400);
    const notTheirList = await theirs.post('/api/v1/giveaways', giveaway({ listIds: [listId] }));
    expect(notTheirList.statusCode).toBe(404);
    expect(notTheirList.body).not.toContain('Regulars');

    // A bad body: 400 with the app's words, and nothing made.
    const badBodies: [object, string][] = [
      [giveaway({ entryPage: false }), GIVEAWAY_TEXTS.sources],
      [giveaway({ title: '  ' }), GIVEAWAY_TEXTS.titleRequired],
      [giveaway({ organiser: 'Poster Club\nOfficial' }), GIVEAWAY_TEXTS.plainText],
      [giveaway({ timeZone: 'Mars/Olympus' }), GIVEAWAY_TEXTS.timeZone],
      [giveaway({ winnerCount: 0 }), GIVEAWAY_TEXTS.winners],
      [giveaway({ closesAt: new Date(Date.now() - 1000).toISOString() }), GIVEAWAY_TEXTS.closesAtPast],
    ];
    for (const [body, message] of badBodies) {
      const answer = await editorApi.post('/api/v1/giveaways', body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().error.message).toBe(message);
      expect(answer.json()).toEqual((await editor.c.post('/api/giveaways', body)).json());
    }
    expect((await editorApi.post('/api/v1/giveaways', {})).statusCode).toBe(400);
    expect((await editorApi.get('/api/v1/giveaways')).json().giveaways).toHaveLength(1);
  });

  it('acts in the workspace it was made for, whichever one its user picks in the app (issue #33)', async () => {
    const owner = await person();
    const teamId = (await owner.c.post('/api/workspaces', { name: 'Crew' })).json().id as number;
    await owner.c.post('/api/lists', { name: 'Team list' });
    const api = await tokenOf(owner.c, 'write', teamId);
    // One click in the app: the person works in Personal now. The token stays in the team.
    await owner.c.put('/api/workspaces/current', { workspaceId: owner.user.id });
    await owner.c.post('/api/lists', { name: 'Personal list' });
    expect((await api.get('/api/v1/me')).json().workspace).toEqual({ id: teamId, name: 'Crew', role: 'owner', personal: false });
    expect((await api.get('/api/v1/lists')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Team list']);
    expect((await api.post('/api/v1/lists', { name: 'By token' })).statusCode).toBe(201);
    expect((await owner.c.get('/api/lists')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Personal list']);

    // A token made for Personal stays there while the app is in the team.
    const mine = await tokenOf(owner.c, 'read', owner.user.id);
    await owner.c.put('/api/workspaces/current', { workspaceId: teamId });
    expect((await mine.get('/api/v1/lists')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Personal list']);
    expect((await owner.c.get('/api/lists')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Team list', 'By token']);
    // The tokens card says where each one acts; a token made without naming one acts in the current workspace.
    await tokenOf(owner.c, 'read');
    const listed = (await owner.c.get('/api/tokens')).json().tokens as { workspace: unknown }[];
    expect(listed.map((token) => token.workspace)).toEqual([
      { id: teamId, name: 'Crew', personal: false },
      { id: owner.user.id, name: 'Personal', personal: true },
      { id: teamId, name: 'Crew', personal: false },
    ]);
  });

  it('refuses as its user’s role there now does: a viewer’s write token writes nothing, a removed member’s token nothing at all', async () => {
    const owner = await person();
    const teamId = (await owner.c.post('/api/workspaces', { name: 'Crew' })).json().id as number;
    const listId = (await owner.c.post('/api/lists', { name: 'Team list' })).json().id as number;
    const mate = await person(0);
    await owner.c.post('/api/team/invites', { email: mate.user.email, role: 'editor' });
    await mate.c.post('/api/invites/accept', { token: t.mail.tokenFor(mate.user.email) });
    const api = await tokenOf(mate.c, 'write', teamId);
    await mate.c.put('/api/workspaces/current', { workspaceId: mate.user.id });
    expect((await api.post(`/api/v1/lists/${String(listId)}/members`, { usernames: ['ann'] })).statusCode).toBe(200);

    // Demoted to viewer: reads on, writes refused with the role's words, as in the app.
    await owner.c.patch(`/api/team/members/${String(mate.user.id)}`, { role: 'viewer' });
    expect((await api.get('/api/v1/me')).json().workspace).toEqual({ id: teamId, name: 'Crew', role: 'viewer', personal: false });
    const refused = await api.post(`/api/v1/lists/${String(listId)}/members`, { usernames: ['bob'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(TEAM_ERROR_CODES.role);

    // Removed: every call is refused in words, and nothing of the team is in the answer.
    await owner.c.delete(`/api/team/members/${String(mate.user.id)}`);
    for (const response of [await api.get('/api/v1/me'), await api.get('/api/v1/lists'), await api.get(`/api/v1/lists/${String(listId)}/members`)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: API_V1_ERROR_CODES.workspaceLost, message: API_V1_TEXTS.workspaceLost });
      expect(response.body).not.toContain('Team list');
    }
    // Not a way around it: a token cannot be made for a workspace one is not in.
    const stranger = await person();
    const notMine = await stranger.c.post('/api/tokens', { name: 'Sneaky', scope: 'read', workspaceId: teamId });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.message).toBe(TEAM_TEXTS.notAMember);
    expect((await stranger.c.post('/api/tokens', { name: 'Huge', scope: 'read', workspaceId: 2_147_483_648 })).statusCode).toBe(400);
  });

  it('notes when a token was last used, at most once a minute', async () => {
    const { c } = await person();
    const api = await tokenOf(c);
    expect((await c.get('/api/tokens')).json().tokens[0].lastUsedAt).toBeNull();
    await api.get('/api/v1/me');
    const first = (await c.get('/api/tokens')).json().tokens[0].lastUsedAt as string;
    expect(first).not.toBeNull();
    await api.get('/api/v1/me');
    expect((await c.get('/api/tokens')).json().tokens[0].lastUsedAt).toBe(first);
    await t.db.execute(sql`update api_tokens set last_used_at = now() - interval '2 minutes' where id = ${api.id}`);
    await api.get('/api/v1/me');
    expect(Date.parse((await c.get('/api/tokens')).json().tokens[0].lastUsedAt as string)).toBeGreaterThan(Date.now() - 10_000);
  });

  it(`limits each token to ${String(API_V1_LIMIT.max)} calls a minute (429 with Retry-After), and a user's tokens to ${String(API_V1_USER_LIMIT.max)}`, async () => {
    const { c } = await person();
    const api = await tokenOf(c);
    const other = await tokenOf(c, 'read');
    // Calls refused for their input count too.
    for (let i = 0; i < API_V1_LIMIT.max; i += 1) expect((await (i % 2 ? api.get('/api/v1/me') : api.post('/api/v1/lists/1/members', { usernames: [] }))).statusCode).toBe(i % 2 ? 200 : 400);
    const limited = await api.get('/api/v1/me');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect((await other.get('/api/v1/me')).statusCode).toBe(200);
    // A user's tokens together have their own ceiling: new tokens are no way around it.
    const spare = await Promise.all(Array.from({ length: API_V1_USER_LIMIT.max / API_V1_LIMIT.max }, () => tokenOf(c, 'read')));
    let refused = 0;
    for (const token of spare) for (let i = 0; i < API_V1_LIMIT.max; i += 1) if ((await token.get('/api/v1/me')).statusCode === 429) refused += 1;
    expect(refused).toBeGreaterThan(0);
  });

  it("answers CORS to the extension's origin only, and only on /api/v1", async () => {
    const { c } = await person();
    const api = await tokenOf(c);
    const preflight = (url: string, origin: string) =>
      t.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });

    const ok = await preflight('/api/v1/lists', ROLLCALL_EXTENSION_ORIGIN);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ROLLCALL_EXTENSION_ORIGIN);
    expect(String(ok.headers['access-control-allow-headers'])).toContain('authorization');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    for (const origin of ['https://evil.example', 'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'null']) {
      expect((await preflight('/api/v1/lists', origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    expect((await preflight('/api/lists', ROLLCALL_EXTENSION_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined();

    // The extension's write passes the cross-site check (a bearer token, no cookie)…
    const fromExtension = await api.post('/api/v1/lists', { name: 'From X' }, { origin: ROLLCALL_EXTENSION_ORIGIN, 'sec-fetch-site': 'cross-site' });
    expect(fromExtension.statusCode).toBe(201);
    expect(fromExtension.headers['access-control-allow-origin']).toBe(ROLLCALL_EXTENSION_ORIGIN);
    // …while the app's routes still refuse another origin's write made with the cookie.
    expect((await c.post('/api/lists', { name: 'Forged' }, { origin: ROLLCALL_EXTENSION_ORIGIN })).statusCode).toBe(403);
  });
});
