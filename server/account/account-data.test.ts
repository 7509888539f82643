import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_TEXTS, DELETE_ACCOUNT_CONFIRMATION, MY_DATA_FILE_NAME, type MyData } from '../../common/account-data';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { joinTeam, type Person } from '../../test/support/teams';
import { adminAudit, apiTokens, draws, lists, planRequests, plans, sessions, users, workspaces } from '../db/schema';

const PASSWORD = 'correct horse battery';
let tiers = 7000;

describe('a person’s data rights (issue #38 item 9)', () => {
  const t = useTestApp();

  /** A signed-in person with a password they know, a plan, one list of members and one certificate. */
  async function person(listName = 'Fans'): Promise<Person & { listId: number; drawId: string }> {
    const { user, cookie } = await createSignedInUser(t.db, { password: PASSWORD });
    await givePlan(t.db, user.id, { tier: (tiers += 1), maxlist: null });
    const c = client(t.app);
    c.cookie = cookie;
    const created = await c.post('/api/lists', { name: listName });
    expect(created.statusCode, created.body).toBe(201);
    const listId = created.json().id as number;
    await c.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob cat' });
    const shot = await c.post('/api/shoot', { listIds: [listId], count: 1 });
    expect(shot.statusCode, shot.body).toBe(200);
    return { user, c, listId, drawId: shot.json().drawId as string };
  }
  const deleteBody = (password = PASSWORD) => ({ password, confirmation: DELETE_ACCOUNT_CONFIRMATION });

  it('downloads my own data as a JSON file: lists, members, certificates, teams, tokens, the old CSV, and no secret', async () => {
    const me = await person('Mine');
    const other = await person('Theirs');
    const token = await me.c.post('/api/tokens', { name: 'My laptop', scope: 'read' });
    expect(token.statusCode, token.body).toBe(201);
    const secret = token.json().token as string;
    const oldCsv = (await me.c.get('/api/export')).body;
    const team = await me.c.post('/api/workspaces', { name: 'Moderators' });
    expect(team.statusCode).toBe(201);

    const answer = await me.c.get('/api/profile/data');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`attachment; filename="${MY_DATA_FILE_NAME}"`);
    const data = answer.json() as MyData;
    expect(data.account).toMatchObject({ id: me.user.id, email: me.user.email, username: me.user.username });
    expect(data.lists).toEqual([expect.objectContaining({ name: 'Mine', inTrash: false, members: ['ann', 'bob', 'cat'].map((username) => expect.objectContaining({ username })) })]);
    // The old CSV, byte for byte what the Lists screen's export gives.
    expect(data.listsCsv).toBe(oldCsv);
    expect(data.listsCsv).toContain('Mine');
    expect(data.certificates).toEqual([expect.objectContaining({ id: me.drawId, status: 'drawn', link: expect.stringMatching(new RegExp(`/draws/${me.drawId}$`)) })]);
    expect(data.teams).toEqual([expect.objectContaining({ name: 'Moderators', role: 'owner', paysForIt: true })]);
    expect(data.apiTokens).toEqual([expect.objectContaining({ name: 'My laptop', scope: 'read', revokedAt: null })]);

    // Nobody else's, and no secret.
    expect(answer.body).not.toContain('Theirs');
    expect(answer.body).not.toContain(other.drawId);
    expect(answer.body).not.toContain(other.user.email);
    expect(answer.body).not.toContain(secret);
    expect(answer.body).not.toContain(secret.slice(3));
    const [stored] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.user.id));
    expect(answer.body).not.toContain(stored!.hash);
    expect(answer.body).not.toMatch(/password|tokenHash|token_hash/i);

    const [audited] = await t.db.select().from(adminAudit).where(eq(adminAudit.actorId, me.user.id));
    expect(audited).toMatchObject({ action: 'account.data_download', actorEmail: me.user.email });
  });

  it('refuses a visitor and stops a loop of downloads', async () => {
    expect((await client(t.app).get('/api/profile/data')).statusCode).toBe(401);
    const me = await person();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await me.c.get('/api/profile/data')).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });

  it('needs the password and the typed confirmation; a wrong one changes nothing', async () => {
    const me = await person();
    const wrong = await me.c.post('/api/profile/delete', deleteBody('not my password'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const untyped = await me.c.post('/api/profile/delete', { password: PASSWORD, confirmation: 'yes' });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().error.message).toBe(ACCOUNT_DATA_TEXTS.confirmationMismatch);
    expect((await me.c.get('/api/profile')).statusCode).toBe(200);
    expect((await me.c.get(`/api/lists`)).json()).toBeTruthy();
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.user.id));
    expect(row!.email).toBe(me.user.email);
  });

  it('deletes my lists, ends my sessions and tokens, keeps my certificates without my name, and frees my e-mail', async () => {
    const me = await person('Mine');
    const other = await person('Theirs');
    const secondBrowser = client(t.app);
    expect((await secondBrowser.post('/api/auth/login', { email: me.user.email, password: PASSWORD })).statusCode).toBe(200);
    const token = (await me.c.post('/api/tokens', { name: 'Script', scope: 'read' })).json().token as string;
    expect((await client(t.app).get('/api/v1/lists', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    // An open request for a plan (issue #38 item 2): in my data, and gone with me, so no admin can
    // give a plan to the tombstone.
    const [askable] = await t.db.insert(plans).values({ nickname: 'Asked', amount: 900, productId: 'prod_x', productName: 'Asked', tier: (tiers += 1), maxlist: 5 }).returning();
    expect((await me.c.post('/api/plan-requests', { planId: askable!.id })).statusCode).toBe(201);
    expect(((await me.c.get('/api/profile/data')).json() as MyData).planRequests).toEqual([expect.objectContaining({ plan: 'Asked', state: 'open' })]);

    const preview = await me.c.get('/api/profile/deletion');
    expect(preview.json()).toEqual({ teamsDeleted: [], teamsLeft: [], teamsToHandOver: [], lists: 1, certificates: 1, drawsPending: 0, lastAdmin: false });

    const deleted = await me.c.post('/api/profile/delete', deleteBody());
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(ACCOUNT_DATA_TEXTS.accountDeleted);
    expect(String(deleted.headers['set-cookie'])).toMatch(/rollcall_session=;/);

    // Signed out everywhere, the token dead, the old credentials refused.
    expect((await secondBrowser.get('/api/profile')).statusCode).toBe(401);
    expect((await client(t.app).get('/api/v1/lists', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await client(t.app).post('/api/auth/login', { email: me.user.email, password: PASSWORD })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, me.user.id))).toEqual([]);
    expect(await t.db.select().from(lists).where(eq(lists.id, me.listId))).toEqual([]);
    expect(await t.db.select().from(planRequests).where(eq(planRequests.userId, me.user.id))).toEqual([]);

    // The certificate stands, public, naming nobody.
    const certificate = await client(t.app).get(`/api/draws/${me.drawId}`);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.body).not.toContain(me.user.email);
    expect(certificate.body).not.toContain(me.user.username);
    const [tombstone] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(tombstone).toMatchObject({ isBlocked: true, xAccounts: null });
    expect(tombstone!.email).not.toContain(me.user.email);
    expect(tombstone!.username).not.toBe(me.user.username);
    expect((await t.db.select().from(draws).where(eq(draws.id, me.drawId))).length).toBe(1);

    // The audit row, with who asked and what happened.
    const [audited] = await t.db.select().from(adminAudit).where(eq(adminAudit.action, 'account.delete'));
    expect(audited).toMatchObject({ actorEmail: me.user.email, details: expect.objectContaining({ username: me.user.username, listsDeleted: 1, certificatesKept: 1 }) });

    // Someone else's data is untouched.
    expect((await other.c.get('/api/lists')).body).toContain('Theirs');
    expect((await client(t.app).get(`/api/draws/${other.drawId}`)).statusCode).toBe(200);

    // The e-mail can register again.
    const again = await client(t.app).post('/api/auth/register', { email: me.user.email, password: 'another long password', username: me.user.username });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('deletes a team only I am in, leaves a team with another owner, and refuses while I alone own a team others work in', async () => {
    const me = await person();
    const solo = await me.c.post('/api/workspaces', { name: 'Solo team' });
    const soloId = solo.json().id as number;
    const shared = await me.c.post('/api/workspaces', { name: 'Shared team' });
    const sharedId = shared.json().id as number;
    const coOwner = await joinTeam(t, me, 'owner');
    const busy = await me.c.post('/api/workspaces', { name: 'Busy team' });
    const busyId = busy.json().id as number;
    const editor = await joinTeam(t, me, 'editor');

    const preview = (await me.c.get('/api/profile/deletion')).json();
    expect(preview).toMatchObject({ teamsDeleted: ['Solo team'], teamsLeft: ['Shared team'], teamsToHandOver: ['Busy team'] });
    const refused = await me.c.post('/api/profile/delete', deleteBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ACCOUNT_DATA_TEXTS.teamsToHandOver(['Busy team']));
    expect((await me.c.get('/api/profile')).statusCode).toBe(200);

    // Handed over: the editor becomes an owner; now the deletion goes through.
    expect((await me.c.patch(`/api/team/members/${String(editor.user.id)}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await me.c.post('/api/profile/delete', deleteBody())).statusCode).toBe(200);
    const left = await t.db.select({ id: workspaces.id, billingOwnerId: workspaces.billingOwnerId }).from(workspaces);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(soloId);
    expect(ids).toContain(sharedId);
    expect(ids).toContain(busyId);
    expect(left.find((row) => row.id === sharedId)?.billingOwnerId).toBe(coOwner.user.id);
    expect(left.find((row) => row.id === busyId)?.billingOwnerId).toBe(editor.user.id);
    const team = await coOwner.c.get('/api/team');
    expect(team.statusCode).toBe(200);
    expect(team.body).not.toContain(me.user.username);
    // The team's activity keeps what happened, no longer who did it.
    const activity = await coOwner.c.get('/api/team/activity');
    expect(activity.statusCode).toBe(200);
    expect(activity.json().entries.length).toBeGreaterThan(0);
    expect(activity.body).not.toContain(me.user.username);
  });

  it('waits for a draw I announced: its promise is public', async () => {
    const me = await person();
    const announced = await me.c.post('/api/draws', { listIds: [me.listId], count: 1, drawAt: new Date(Date.now() + 2 * 24 * 3600_000).toISOString() });
    expect(announced.statusCode, announced.body).toBe(201);
    expect((await me.c.get('/api/profile/deletion')).json().drawsPending).toBe(1);
    const refused = await me.c.post('/api/profile/delete', deleteBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ACCOUNT_DATA_TEXTS.drawsPending(1));
    expect((await me.c.get('/api/profile')).statusCode).toBe(200);
  });

  it('refuses the last admin in words, and lets an admin go when another remains', async () => {
    const admin = await person();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    expect((await admin.c.get('/api/profile/deletion')).json().lastAdmin).toBe(true);
    const refused = await admin.c.post('/api/profile/delete', deleteBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ACCOUNT_DATA_TEXTS.lastAdmin);

    const second = await person();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user.id));
    expect((await admin.c.post('/api/profile/delete', deleteBody())).statusCode).toBe(200);
  });
});
