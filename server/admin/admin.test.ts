import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../common/admin';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, createUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { users } from '../db/schema';

/** Every admin route, with a body that would be valid: the guard must refuse before anything runs. */
const ADMIN_ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
  ['GET', '/api/admin/stats'],
  ['PUT', '/api/admin/registration', { open: false }],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users', { username: 'sneaky', email: 'sneaky@example.com', password: 'long enough 1', role: 'admin' }],
  ['PUT', '/api/admin/users/1', { username: 'x', email: 'x@example.com', role: 'admin' }],
  ['POST', '/api/admin/users/1/block', { blocked: true }],
  ['DELETE', '/api/admin/users/1'],
  ['GET', '/api/admin/extensions'],
  ['POST', '/api/admin/extensions', { title: 'x' }],
  ['PUT', '/api/admin/extensions/1', { title: 'x' }],
  ['DELETE', '/api/admin/extensions/1'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/plans'],
  ['POST', '/api/admin/plans', { nickname: 'x', amount: 1, productId: 'p', productName: 'p', tier: 1, maxlist: 1 }],
  ['PUT', '/api/admin/plans/1', { nickname: 'x', amount: 1, productId: 'p', productName: 'p', tier: 1, maxlist: 1 }],
  ['DELETE', '/api/admin/plans/1'],
  ['POST', '/api/admin/plan-assignments', { email: 'a@example.com', planId: null }],
  ['GET', '/api/admin/plan-assignments'],
];

describe('admin area', () => {
  const t = useTestApp();
  async function signedIn(role: 'user' | 'admin' = 'admin') {
    const { user, cookie } = await createSignedInUser(t.db, { role });
    const c = client(t.app);
    c.cookie = cookie;
    return { user, c };
  }
  const call = (c: ReturnType<typeof client>, [method, url, body]: (typeof ADMIN_ROUTES)[number]) =>
    method === 'GET' ? c.get(url) : method === 'DELETE' ? c.delete(url) : method === 'PUT' ? c.put(url, body) : c.post(url, body);

  it('refuses every admin route to a visitor (401) and to a signed-in user (403), changing nothing', async () => {
    const before = (await (await signedIn()).c.get('/api/admin/stats')).json();
    const visitor = client(t.app);
    const { c: user } = await signedIn('user');
    for (const route of ADMIN_ROUTES) {
      expect({ route: route.slice(0, 2), status: (await call(visitor, route)).statusCode }).toEqual({ route: route.slice(0, 2), status: 401 });
      expect({ route: route.slice(0, 2), status: (await call(user, route)).statusCode }).toEqual({ route: route.slice(0, 2), status: 403 });
    }
    const after = (await (await signedIn()).c.get('/api/admin/stats')).json();
    expect(after.registeredUsers).toBe(before.registeredUsers + 2); // the two admins that asked, nobody else
    expect((await visitor.get('/api/registration-status')).json().open).toBe(true);
  });

  it('counts users, lists, members, unique members ignoring case, and unique communities', async () => {
    const { c } = await signedIn();
    const before = (await c.get('/api/admin/stats')).json();
    const owner = await createUser(t.db);
    const tag = randomBytes(3).toString('hex');
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into lists (name, workspace_id, community_id) values ('a', ${owner.id}, ${`9${tag.replace(/\D/g, '1')}1`}), ('b', ${owner.id}, ${`9${tag.replace(/\D/g, '1')}1`}), ('c', ${owner.id}, null)
      returning id`);
    const [a, b, c2] = rows.map((row) => row.id);
    await t.db.execute(sql`insert into list_members (list_id, username) values
      (${a}, ${`Ann_${tag}`}), (${a}, ${`bob_${tag}`}), (${b}, ${`ANN_${tag}`}), (${c2}, ${`ann_${tag}`}), (${c2}, ${`cy_${tag}`})`);
    const after = (await c.get('/api/admin/stats')).json();
    expect({
      users: after.registeredUsers - before.registeredUsers,
      lists: after.createdLists - before.createdLists,
      members: after.totalListMembers - before.totalListMembers,
      unique: after.uniqueListMembers - before.uniqueListMembers,
      communities: after.uniqueCommunities - before.uniqueCommunities,
    }).toEqual({ users: 1, lists: 3, members: 5, unique: 3, communities: 1 });
  });

  it('toggles registration (visitors see it at once) and records it', async () => {
    const { c, user } = await signedIn();
    const visitor = client(t.app);
    expect((await c.put('/api/admin/registration', { open: false })).json()).toEqual({ open: false });
    expect((await visitor.get('/api/registration-status')).json().open).toBe(false);
    expect((await c.put('/api/admin/registration', { open: true })).json()).toEqual({ open: true });
    const [latest] = (await c.get('/api/admin/audit')).json().entries;
    expect(latest).toMatchObject({ actor: user.email, action: 'registration.toggle', details: { open: true } });
  });

  it('creates (verified), edits, blocks — ending their sessions at once —, unblocks and deletes a user', async () => {
    const { c } = await signedIn();
    const tag = randomBytes(3).toString('hex');
    const created = await c.post('/api/admin/users', { username: `made_${tag}`, email: `made_${tag}@example.com`, password: 'a long password 1', role: 'user' });
    expect(created.statusCode).toBe(201);
    const made = created.json();
    expect(made).toMatchObject({ username: `made_${tag}`, role: 'user', isVerified: true, isBlocked: false, planName: 'Free', lists: 0 });
    expect((await c.post('/api/admin/users', { username: `MADE_${tag}`, email: `other_${tag}@example.com`, password: 'a long password 1' })).statusCode).toBe(409);

    const person = client(t.app);
    expect((await person.post('/api/auth/login', { email: `made_${tag}@example.com`, password: 'a long password 1' })).statusCode).toBe(200);
    expect((await person.get('/api/profile')).statusCode).toBe(200);

    const found = (await c.get(`/api/admin/users?search=MADE_${tag}`)).json();
    expect(found).toMatchObject({ total: 1, users: [{ id: made.id }] });
    const edited = (await c.put(`/api/admin/users/${made.id}`, { username: `renamed_${tag}`, email: `made_${tag}@example.com`, role: 'user', password: '' })).json();
    expect(edited.username).toBe(`renamed_${tag}`);
    expect((await person.get('/api/profile')).statusCode).toBe(200); // no new password: the session stays

    expect((await c.post(`/api/admin/users/${made.id}/block`, { blocked: true })).json().isBlocked).toBe(true);
    expect((await person.get('/api/profile')).statusCode).toBe(401);
    expect((await client(t.app).post('/api/auth/login', { email: `made_${tag}@example.com`, password: 'a long password 1' })).statusCode).not.toBe(200);
    await c.post(`/api/admin/users/${made.id}/block`, { blocked: false });
    expect((await person.post('/api/auth/login', { email: `made_${tag}@example.com`, password: 'a long password 1' })).statusCode).toBe(200);

    expect((await c.delete(`/api/admin/users/${made.id}`)).statusCode).toBe(204);
    expect((await c.get(`/api/admin/users?search=${tag}`)).json().total).toBe(0);
    const actions = (await c.get('/api/admin/audit')).json().entries.slice(0, 5).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['user.delete', 'user.unblock', 'user.block', 'user.update', 'user.create']);
    expect(JSON.stringify((await c.get('/api/admin/audit')).json())).not.toContain('a long password 1');
  });

  it('does not delete a user who owns lists unless asked to delete them too; other data gives the spec’s message', async () => {
    const { c } = await signedIn();
    const owner = await createUser(t.db);
    await t.db.execute(sql`insert into lists (name, workspace_id) values ('mine', ${owner.id})`);
    const refused = await c.delete(`/api/admin/users/${owner.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ADMIN_TEXTS.foreignKey);
    expect((await c.delete(`/api/admin/users/${owner.id}?withLists=true`)).statusCode).toBe(204);
    expect((await t.db.execute(sql`select count(*)::int as n from lists where workspace_id = ${owner.id}`)).rows[0]).toEqual({ n: 0 });

    const subscriber = await createUser(t.db);
    await givePlan(t.db, subscriber.id, { tier: 77, maxlist: 1 });
    const held = await c.delete(`/api/admin/users/${subscriber.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(ADMIN_TEXTS.foreignKey);
  });

  it('never leaves the product without an admin, and an admin cannot block or delete themself', async () => {
    await t.db.update(users).set({ role: 'user' }).where(sql`role = 'admin'`); // start from no admin at all
    const { c, user } = await signedIn();
    const demote = await c.put(`/api/admin/users/${user.id}`, { username: user.username, email: user.email, role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe(ADMIN_TEXTS.lastAdmin);
    expect((await c.post(`/api/admin/users/${user.id}/block`, { blocked: true })).json().error.message).toBe(ADMIN_TEXTS.notYourself);
    expect((await c.delete(`/api/admin/users/${user.id}`)).json().error.message).toBe(ADMIN_TEXTS.notYourself);
    const { user: second } = await signedIn();
    expect((await c.put(`/api/admin/users/${user.id}`, { username: user.username, email: user.email, role: 'user' })).statusCode).toBe(200);
    expect(second.role).toBe('admin');
  });

  it('manages extensions; visitors see only public free ones, plan holders see all', async () => {
    const { c } = await signedIn();
    const bad = await c.post('/api/admin/extensions', { title: 'Bad', stores: [{ storeName: 'Chrome', storeUrl: 'http://insecure.example.com' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('https://');
    const free = (
      await c.post('/api/admin/extensions', {
        title: 'Free helper',
        version: '1.2.0',
        stores: [
          { storeName: 'Firefox', storeUrl: 'https://addons.mozilla.org/x' },
          { storeName: 'Chrome', storeUrl: 'https://chromewebstore.google.com/x' },
        ],
      })
    ).json();
    expect(free.stores.map((s: { storeName: string }) => s.storeName)).toEqual(['Chrome', 'Firefox']);
    const premium = (await c.post('/api/admin/extensions', { title: 'Premium tool', isFree: false })).json();
    const hidden = (await c.post('/api/admin/extensions', { title: 'Private tool', isPublic: false })).json();

    const titles = async (who: ReturnType<typeof client>) => (await who.get('/api/extensions')).json().extensions.map((e: { title: string }) => e.title);
    expect(await titles(client(t.app))).toEqual(expect.arrayContaining(['Free helper']));
    expect(await titles(client(t.app))).not.toEqual(expect.arrayContaining(['Premium tool']));
    expect(await titles(client(t.app))).not.toEqual(expect.arrayContaining(['Private tool']));
    const { user: subscriber, c: subscriberClient } = await signedIn('user');
    await givePlan(t.db, subscriber.id, { tier: 78, maxlist: 1 });
    expect(await titles(subscriberClient)).toEqual(expect.arrayContaining(['Free helper', 'Premium tool', 'Private tool']));

    const updated = (await c.put(`/api/admin/extensions/${premium.id}`, { title: 'Premium tool 2', isFree: true, stores: [] })).json();
    expect(updated).toMatchObject({ title: 'Premium tool 2', isFree: true, stores: [] });
    expect((await c.delete(`/api/admin/extensions/${hidden.id}`)).statusCode).toBe(204);
    expect((await c.delete(`/api/admin/extensions/${hidden.id}`)).statusCode).toBe(404);
    const actions = (await c.get('/api/admin/audit')).json().entries.slice(0, 5).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['extension.delete', 'extension.update', 'extension.create', 'extension.create', 'extension.create']);
  });
});
