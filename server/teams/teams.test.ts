import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, TEAM_TEXTS } from '../../common/teams';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, createUser } from '../../test/support/factories';
import { client, signedInPerson } from '../../test/support/http';
import { createTeam } from '../../test/support/teams';

const CSV = { 'content-type': 'text/csv' };

describe('teams: workspaces, roles, invitations, activity (issue #22)', () => {
  const t = useTestApp();
  const person = (maxlist: number | null = null) => signedInPerson(t, maxlist);

  /** An owner with a team (current), and members who accepted invitations with these roles. */
  const team = (roles: ('editor' | 'viewer' | 'owner')[], maxlist: number | null = null) => createTeam(t, roles, maxlist);

  const listNames = async (c: ReturnType<typeof client>) => ((await c.get('/api/lists')).json().lists as { name: string }[]).map((l) => l.name);

  it('gives every user a personal workspace holding their lists, and a team workspace of their own to switch to', async () => {
    const { user, c } = await person();
    await c.post('/api/lists', { name: 'Mine' });
    const start = (await c.get('/api/workspaces')).json();
    expect(start.current).toEqual({ id: user.id, name: 'Personal', personal: true, role: 'owner', billedToMe: true });

    const made = (await c.post('/api/workspaces', { name: 'Giveaway crew' })).json();
    expect(made).toMatchObject({ name: 'Giveaway crew', personal: false, role: 'owner' });
    // The new team is current: its lists (none), not the personal ones.
    expect(await listNames(c)).toEqual([]);
    await c.post('/api/lists', { name: 'Team list' });
    expect(await listNames(c)).toEqual(['Team list']);

    const switched = await c.put('/api/workspaces/current', { workspaceId: user.id });
    expect(switched.json().current.name).toBe('Personal');
    expect(await listNames(c)).toEqual(['Mine']);
    expect((await c.get('/api/workspaces')).json().workspaces.map((w: { name: string }) => w.name)).toEqual(['Personal', 'Giveaway crew']);

    // A workspace one does not belong to is refused like one that does not exist.
    const stranger = await person();
    const refused = await stranger.c.put('/api/workspaces/current', { workspaceId: made.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(TEAM_TEXTS.notAMember);
  });

  it('lets an editor change the team lists the owner sees, and a viewer only read, search, shoot and export', async () => {
    const { owner, members } = await team(['editor', 'viewer']);
    const [editor, viewer] = members as [Awaited<ReturnType<typeof person>>, Awaited<ReturnType<typeof person>>];
    const listId = (await owner.c.post('/api/lists', { name: 'Raffle' })).json().id as number;

    // The editor adds a member; the owner sees it.
    expect((await editor.c.post(`/api/lists/${listId}/members`, { username: 'added_by_editor' })).statusCode).toBe(201);
    expect((await owner.c.get(`/api/lists/${listId}/members`)).json().members.map((m: { username: string }) => m.username)).toEqual(['added_by_editor']);
    expect((await editor.c.patch(`/api/lists/${listId}`, { name: 'Raffle 2' })).statusCode).toBe(200);

    // The viewer reads, searches, shoots and exports…
    expect(await listNames(viewer.c)).toEqual(['Raffle 2']);
    expect((await viewer.c.get('/api/members?search=added')).json().members).toHaveLength(1);
    const shot = await viewer.c.post('/api/shoot', { listIds: [listId], count: 1 });
    expect(shot.statusCode).toBe(200);
    expect(shot.json().usernames).toEqual(['added_by_editor']);
    expect((await viewer.c.get('/api/export')).body).toContain('added_by_editor');

    // …and every change is refused with the role's words, nothing changed.
    const memberId = (await owner.c.get(`/api/lists/${listId}/members`)).json().members[0].id as number;
    const writes = [
      await viewer.c.post('/api/lists', { name: 'Nope' }),
      await viewer.c.patch(`/api/lists/${listId}`, { name: 'Nope' }),
      await viewer.c.delete(`/api/lists/${listId}`),
      await viewer.c.post(`/api/lists/${listId}/members`, { username: 'nope' }),
      await viewer.c.post(`/api/lists/${listId}/members/bulk`, { text: 'nope' }),
      await viewer.c.delete(`/api/members/${memberId}`),
      await viewer.c.post(`/api/members/${memberId}/move`, { newListName: 'Nope' }),
      await viewer.c.post('/api/import?mode=merge', '"List Name","Members"\n"Nope","nope"', CSV),
      await viewer.c.post('/api/team/invites', { email: 'someone@example.com', role: 'editor' }),
    ];
    for (const response of writes) {
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(writes[0]!.json()).toMatchObject({ error: { code: 'WORKSPACE_ROLE', message: TEAM_TEXTS.roleRefusal('viewer') } });
    expect(await listNames(owner.c)).toEqual(['Raffle 2']);
    expect((await owner.c.get(`/api/lists/${listId}/members`)).json().members).toHaveLength(1);
    // The editor manages nothing of the team itself.
    expect((await editor.c.post('/api/team/invites', { email: 'x@example.com', role: 'viewer' })).statusCode).toBe(403);
  });

  it('takes a removed member or a lowered role into account on the very next request', async () => {
    const { owner, members } = await team(['editor']);
    const editor = members[0]!;
    const listId = (await owner.c.post('/api/lists', { name: 'Shared' })).json().id as number;
    expect((await editor.c.get(`/api/lists/${listId}/members`)).statusCode).toBe(200);

    expect((await owner.c.patch(`/api/team/members/${String(editor.user.id)}`, { role: 'viewer' })).json().role).toBe('viewer');
    expect((await editor.c.post(`/api/lists/${listId}/members`, { username: 'late' })).statusCode).toBe(403);

    expect((await owner.c.delete(`/api/team/members/${String(editor.user.id)}`)).statusCode).toBe(204);
    // Back in their personal workspace: the team's list is out of reach (404, as any other's).
    expect((await editor.c.get(`/api/lists/${listId}/members`)).statusCode).toBe(404);
    expect(await listNames(editor.c)).toEqual([]);
    expect((await editor.c.get('/api/workspaces')).json().current.personal).toBe(true);
    expect((await editor.c.put('/api/workspaces/current', { workspaceId: (await owner.c.get('/api/workspaces')).json().current.id })).statusCode).toBe(404);
  });

  it('keeps a team with an owner: the last owner can neither leave nor be demoted, a member can leave', async () => {
    const { owner, members } = await team(['viewer']);
    const viewer = members[0]!;
    const leave = await owner.c.post('/api/team/leave');
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.message).toBe(TEAM_TEXTS.lastOwner);
    expect((await owner.c.patch(`/api/team/members/${String(owner.user.id)}`, { role: 'editor' })).statusCode).toBe(409);
    expect((await owner.c.delete(`/api/team/members/${String(owner.user.id)}`)).statusCode).toBe(409);

    // With a second owner, the first may step down, and the bill goes to the one who stays.
    await owner.c.patch(`/api/team/members/${String(viewer.user.id)}`, { role: 'owner' });
    expect((await owner.c.post('/api/team/leave')).statusCode).toBe(204);
    const teamNow = (await viewer.c.get('/api/team')).json();
    expect(teamNow.members.map((m: { username: string }) => m.username)).toEqual([viewer.user.username]);
    expect(teamNow.billingOwner).toBe(viewer.user.username);
    expect((await viewer.c.get('/api/workspaces')).json().current).toMatchObject({ role: 'owner', billedToMe: true });

    // A personal workspace cannot be left, renamed, shared or deleted.
    const solo = await person();
    for (const response of [await solo.c.post('/api/team/leave'), await solo.c.delete('/api/team'), await solo.c.post('/api/team/invites', { email: 'a@example.com', role: 'viewer' })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(TEAM_TEXTS.personalWorkspace);
    }
  });

  it('sends a single-use invitation valid 7 days, stored hashed, for the invited e-mail only', async () => {
    const { owner } = await team([]);
    const invitee = await person(0);
    const other = await person(0);
    await owner.c.post('/api/team/invites', { email: invitee.user.email.toUpperCase(), role: 'editor' });
    const mail = t.mail.lastTo(invitee.user.email)!;
    expect(mail.link).toMatch(/\/invite\?token=/);
    const token = t.mail.tokenFor(invitee.user.email);
    // Only the hash is stored.
    const { rows } = await t.db.execute<{ token_hash: string; expires_at: Date }>(sql`select token_hash, expires_at from workspace_invites order by id desc limit 1`);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const days = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Anyone with the link sees what it offers; signed out, accepting needs a session.
    const visitor = client(t.app);
    expect((await visitor.post('/api/invites/lookup', { token })).json()).toMatchObject({ inviter: owner.user.username, role: 'editor' });
    expect((await visitor.post('/api/invites/accept', { token })).statusCode).toBe(401);
    // Another account cannot use a forwarded link.
    const wrong = await other.c.post('/api/invites/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('INVITE_OTHER_EMAIL');

    expect((await invitee.c.post('/api/invites/accept', { token })).json().workspace.role).toBe('editor');
    // Used once.
    const again = await invitee.c.post('/api/invites/accept', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(TEAM_TEXTS.inviteInvalid);
    expect((await visitor.post('/api/invites/lookup', { token })).statusCode).toBe(404);

    // An expired one is refused; a withdrawn one too.
    const late = await person(0);
    await owner.c.post('/api/team/invites', { email: late.user.email, role: 'viewer' });
    const lateToken = t.mail.tokenFor(late.user.email);
    await t.db.execute(sql`update workspace_invites set expires_at = now() - interval '1 second' where lower(email) = lower(${late.user.email})`);
    expect((await late.c.post('/api/invites/accept', { token: lateToken })).statusCode).toBe(404);
    await owner.c.post('/api/team/invites', { email: late.user.email, role: 'viewer' });
    const invites = (await owner.c.get('/api/team')).json().invites as { id: number; email: string }[];
    const pending = invites.find((i) => i.email === late.user.email)!;
    expect((await owner.c.delete(`/api/team/invites/${String(pending.id)}`)).statusCode).toBe(204);
    expect((await late.c.post('/api/invites/accept', { token: t.mail.tokenFor(late.user.email) })).statusCode).toBe(404);

    // Inviting a member again says so.
    const dup = await owner.c.post('/api/team/invites', { email: invitee.user.email, role: 'viewer' });
    expect(dup.statusCode).toBe(409);
  });

  it("caps a team's lists by its billing owner's plan, whoever creates them, under one lock", async () => {
    const { owner, members } = await team(['editor'], 2);
    const editor = members[0]!;
    await owner.c.post('/api/lists', { name: 'One' });
    // The editor has no plan of their own (maxlist 0), yet creates within the owner's.
    expect((await editor.c.post('/api/lists', { name: 'Two' })).statusCode).toBe(201);
    const refused = await editor.c.post('/api/lists', { name: 'Three' });
    expect(refused.statusCode).toBe(403);
    expect((await editor.c.get('/api/lists')).json().quota).toMatchObject({ maxlist: 2, used: 2, canCreate: false });
    // Concurrent creates at the limit: never more than the plan.
    await owner.c.delete(`/api/lists/${String((await owner.c.get('/api/lists')).json().lists[0].id)}`);
    const racing = await Promise.all([owner.c.post('/api/lists', { name: 'A' }), editor.c.post('/api/lists', { name: 'B' }), editor.c.post('/api/lists', { name: 'C' })]);
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await listNames(owner.c)).toHaveLength(2);
    // One plan is one allowance: the owner's personal workspace and any other team they pay for
    // share it, so teams never multiply the plan's lists (found by a red-team pass).
    await owner.c.put('/api/workspaces/current', { workspaceId: owner.user.id });
    expect((await owner.c.post('/api/lists', { name: 'Personal one' })).statusCode).toBe(403);
    expect((await owner.c.get('/api/lists')).json().quota).toMatchObject({ maxlist: 2, used: 2, canCreate: false });
    await owner.c.post('/api/workspaces', { name: 'Second team' });
    expect((await owner.c.post('/api/lists', { name: 'Elsewhere' })).statusCode).toBe(403);
    const imported = await owner.c.post('/api/import?mode=replace', '"List Name","Members"\n"Imported","bob_x"', CSV);
    expect(imported.statusCode).toBe(400);
    expect(await listNames(owner.c)).toEqual([]);
  });

  it('closes what a red-team pass found: invitations of ex-owners, viewers publishing entrants, e-mails for owners only', async () => {
    const { owner, members } = await team(['owner', 'viewer']);
    const [coOwner, viewer] = members as [Awaited<ReturnType<typeof person>>, Awaited<ReturnType<typeof person>>];
    // A co-owner's pending invitation dies with their ownership: no second account of theirs comes back as owner.
    const alt = await person(0);
    await coOwner.c.post('/api/team/invites', { email: alt.user.email, role: 'owner' });
    const altToken = t.mail.tokenFor(alt.user.email);
    expect((await owner.c.delete(`/api/team/members/${String(coOwner.user.id)}`)).statusCode).toBe(204);
    const refused = await alt.c.post('/api/invites/accept', { token: altToken });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(TEAM_TEXTS.inviteInvalid);
    expect((await owner.c.get('/api/team')).json().invites).toEqual([]);

    // A viewer's own shoot: they may show list names, not publish the team's entrants; once
    // removed, they keep no hold on it at all.
    const listId = (await owner.c.post('/api/lists', { name: 'Private raffle' })).json().id as number;
    await owner.c.post(`/api/lists/${listId}/members/bulk`, { text: 'ann bob cy' });
    const drawId = (await viewer.c.post('/api/shoot', { listIds: [listId], count: 1 })).json().drawId as string;
    expect((await viewer.c.patch(`/api/draws/${drawId}`, { showListNames: true })).statusCode).toBe(200);
    const publish = await viewer.c.patch(`/api/draws/${drawId}`, { publishEntrants: false });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error.message).toBe(TEAM_TEXTS.roleRefusal('viewer'));

    // E-mail addresses: the owner sees them, the viewer does not, and the log never holds one.
    expect((await owner.c.get('/api/team')).json().members.every((m: { email: string | null }) => m.email !== null)).toBe(true);
    expect((await viewer.c.get('/api/team')).json().members.every((m: { email: string | null }) => m.email === null)).toBe(true);
    const log = JSON.stringify((await viewer.c.get('/api/team/activity')).json());
    expect(log).not.toContain(alt.user.email);
    expect(log).toContain('someone at example.com (Owner)');
    // The shoot's line links its certificate (issue #36).
    const shot = (await viewer.c.get('/api/team/activity?q=shot')).json().entries as { action: string; drawId: string | null }[];
    expect(shot.find((entry) => entry.action === 'shoot')?.drawId).toBe(drawId);
    expect(JSON.parse(log).entries.filter((entry: { action: string; drawId: string | null }) => entry.action !== 'shoot' && entry.drawId !== null)).toEqual([]);

    expect((await owner.c.delete(`/api/team/members/${String(viewer.user.id)}`)).statusCode).toBe(204);
    expect((await viewer.c.patch(`/api/draws/${drawId}`, { showListNames: false })).statusCode).toBe(404);
    expect((await viewer.c.post(`/api/draws/${drawId}/redraw`, { replace: 'ann' })).statusCode).toBe(404);

    // Deleting for good is in the log too; a team name takes no line breaks (it goes into mails).
    await owner.c.delete(`/api/lists/${listId}`);
    await owner.c.delete('/api/trash');
    expect((await owner.c.get('/api/team/activity?q=for good')).json().entries.map((e: { action: string }) => e.action)).toEqual(['trash.empty']);
    expect((await owner.c.patch('/api/team', { name: 'Team\nSubject: win' })).statusCode).toBe(400);
  });

  it('logs who created, renamed, deleted, imported, added, removed and shot, newest first, searchable and paged', async () => {
    const { owner, members } = await team(['editor']);
    const editor = members[0]!;
    const listId = (await editor.c.post('/api/lists', { name: 'Launch' })).json().id as number;
    await editor.c.patch(`/api/lists/${listId}`, { name: 'Launch day' });
    const member = (await editor.c.post(`/api/lists/${listId}/members`, { username: 'ada_l' })).json();
    await owner.c.post('/api/shoot', { listIds: [listId], count: 1 });
    await editor.c.delete(`/api/members/${String(member.id)}`);
    await editor.c.post('/api/import?mode=merge', '"List Name","Members"\n"Imported","bob_x"', CSV);
    await editor.c.delete(`/api/lists/${listId}`);

    const page = (await owner.c.get('/api/team/activity')).json();
    const lines = (page.entries as { actor: string; action: string; subject: string }[]).map((e) => `${e.actor} ${e.action} ${e.subject}`);
    const e = editor.user.username;
    const o = owner.user.username;
    expect(lines.slice(0, 7)).toEqual([
      `${e} list.delete Launch day`,
      `${e} lists.import a CSV merged into the lists`,
      `${e} member.remove @ada_l`,
      `${o} shoot @ada_l`,
      `${e} member.add @ada_l`,
      `${e} list.rename Launch day`,
      `${e} list.create Launch`,
    ]);
    // Search by subject, by who, and by the words of the action.
    expect((await owner.c.get('/api/team/activity?q=ada_l')).json().entries).toHaveLength(3);
    expect((await owner.c.get(`/api/team/activity?q=${o}`)).json().entries.every((x: { actor: string; subject: string }) => x.actor === o || x.subject.includes(o))).toBe(true);
    expect((await owner.c.get('/api/team/activity?q=renamed list')).json().entries.map((x: { subject: string }) => x.subject)).toEqual(['Launch day']);
    // A like-pattern is searched as text.
    expect((await owner.c.get('/api/team/activity?q=%25')).json().entries).toEqual([]);

    // Pages of ACTIVITY_PAGE_SIZE, keyset by id.
    for (let i = 0; i < ACTIVITY_PAGE_SIZE; i += 1) await editor.c.post('/api/lists', { name: `Bulk ${String(i)}` });
    const first = (await owner.c.get('/api/team/activity')).json();
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    const second = (await owner.c.get(`/api/team/activity?before=${String(first.nextBefore)}`)).json();
    expect(second.entries[0].id).toBeLessThan(first.entries[ACTIVITY_PAGE_SIZE - 1].id);
    // Another workspace's log is not reachable.
    const stranger = await person();
    expect((await stranger.c.get('/api/team/activity')).json().entries.some((x: { subject: string }) => x.subject === 'Launch day')).toBe(false);
  });

  it('deletes a team with its lists for owners only; its members fall back to their personal workspace', async () => {
    const { owner, members } = await team(['editor']);
    const editor = members[0]!;
    const listId = (await owner.c.post('/api/lists', { name: 'Doomed' })).json().id as number;
    await owner.c.post(`/api/lists/${listId}/members`, { username: 'gone_soon' });
    expect((await editor.c.delete('/api/team')).statusCode).toBe(403);
    expect((await owner.c.delete('/api/team')).statusCode).toBe(204);
    expect((await t.db.execute(sql`select 1 from lists where id = ${listId}`)).rows).toHaveLength(0);
    expect((await editor.c.get('/api/workspaces')).json().current.personal).toBe(true);
    expect((await owner.c.get('/api/workspaces')).json().workspaces).toHaveLength(1);
  });

  it('lets an admin delete a user: their own workspaces go (with their lists if asked), shared teams stay with their other owner', async () => {
    const admin = await createSignedInUser(t.db, { role: 'admin' });
    const adminClient = client(t.app);
    adminClient.cookie = admin.cookie;
    const { owner, members } = await team(['owner']);
    const coOwner = members[0]!;
    await owner.c.post('/api/lists', { name: 'Team list' });
    await owner.c.put('/api/workspaces/current', { workspaceId: owner.user.id });
    await owner.c.post('/api/lists', { name: 'Personal list' });
    // A subscription record holds a user back (spec §6); this test is about lists and workspaces.
    await t.db.execute(sql`delete from stripe_customers where user_id = ${owner.user.id}`);
    // Only the personal list goes with the owner: the team has another owner.
    const card = (await adminClient.get(`/api/admin/users?search=${owner.user.username}`)).json().users[0];
    expect(card.lists).toBe(1);
    expect((await adminClient.delete(`/api/admin/users/${String(owner.user.id)}`)).statusCode).toBe(409);
    expect((await adminClient.delete(`/api/admin/users/${String(owner.user.id)}?withLists=true`)).statusCode).toBe(204);
    const teamNow = (await coOwner.c.get('/api/team')).json();
    expect(teamNow.listCount).toBe(1);
    expect(teamNow.billingOwner).toBe(coOwner.user.username);
    // A user created after teams exist still gets a personal workspace of their own id.
    const late = await createUser(t.db);
    expect((await t.db.execute(sql`select id from workspaces where personal_of = ${late.id}`)).rows).toEqual([{ id: late.id }]);
  });
});
