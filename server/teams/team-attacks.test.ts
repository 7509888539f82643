import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INT32_MAX } from '../../common/integers';
import { TEAM_ERROR_CODES, TEAM_TEXTS } from '../../common/teams';
import { useTestApp } from '../../test/support/app';
import { makeDue } from '../../test/support/draws';
import { client, signedInPerson } from '../../test/support/http';
import { createTeam, joinTeam, type Person } from '../../test/support/teams';
import { LISTS_ERROR_CODES } from '../../common/lists';

/** What a second pass as an attacker and a careless operator found in teams (issue #33). */
describe('teams under attack (issue #33)', () => {
  const t = useTestApp();

  it('refuses ids and cursors past int4 in every team route with 400, never a 500', async () => {
    const { owner } = await createTeam(t, ['editor']);
    const past = String(INT32_MAX + 1);
    const calls = [
      () => owner.c.get(`/api/team/activity?before=${past}`),
      () => owner.c.get('/api/team/activity?before=99999999999999999999'),
      () => owner.c.patch(`/api/team/members/${past}`, { role: 'viewer' }),
      () => owner.c.delete(`/api/team/members/${past}`),
      () => owner.c.delete(`/api/team/invites/${past}`),
      () => owner.c.put('/api/workspaces/current', { workspaceId: INT32_MAX + 1 }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(400);
    }
    // The largest int4 is a value like any other.
    expect((await owner.c.get(`/api/team/activity?before=${String(INT32_MAX)}`)).statusCode).toBe(200);
    expect((await owner.c.delete(`/api/team/members/${String(INT32_MAX)}`)).statusCode).toBe(404);
  });

  it('answers a committed team change with success, and keeps it, when its activity line cannot be written', async () => {
    const outsider = await signedInPerson(t, null);
    const { owner, members } = await createTeam(t, ['editor', 'viewer', 'viewer']);
    const [editor, viewer, leaver] = members as [(typeof members)[number], (typeof members)[number], (typeof members)[number]];
    // The log's table refuses every insert from now on (a full disk, a lost grant, a bug).
    await t.db.execute(sql`create function refuse_activity() returns trigger language plpgsql as $$ begin raise exception 'activity refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_activity before insert on workspace_activity for each row execute function refuse_activity()`);
    try {
      const renamed = await owner.c.patch('/api/team', { name: 'Renamed crew' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const promoted = await owner.c.patch(`/api/team/members/${String(editor.user.id)}`, { role: 'owner' });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect((await owner.c.delete(`/api/team/members/${String(viewer.user.id)}`)).statusCode).toBe(204);
      expect((await leaver.c.post('/api/team/leave')).statusCode).toBe(204);
      const invited = await owner.c.post('/api/team/invites', { email: outsider.user.email, role: 'viewer' });
      expect(invited.statusCode, invited.body).toBe(201);
      const accepted = await outsider.c.post('/api/invites/accept', { token: t.mail.tokenFor(outsider.user.email) });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const made = await outsider.c.post('/api/workspaces', { name: 'Made while the log is down' });
      expect(made.statusCode, made.body).toBe(201);
      const listId = (await owner.c.post('/api/lists', { name: 'Raffle' })).json().id as number;
      await owner.c.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob' });
      const shot = await owner.c.post('/api/shoot', { listIds: [listId], count: 1 });
      expect(shot.statusCode, shot.body).toBe(200);

      // Every change happened.
      const team = (await owner.c.get('/api/team')).json() as { workspace: { name: string }; members: { username: string; role: string }[] };
      expect(team.workspace.name).toBe('Renamed crew');
      expect(team.members.map((m) => [m.username, m.role]).sort()).toEqual(
        [
          [owner.user.username, 'owner'],
          [editor.user.username, 'owner'],
          [outsider.user.username, 'viewer'],
        ].sort(),
      );
      expect((await outsider.c.get('/api/workspaces')).json().current.name).toBe('Made while the log is down');
      expect((await owner.c.get('/api/shoot/history')).json().shoots).toHaveLength(1);
      expect((await owner.c.get(`/api/draws/${String(shot.json().drawId)}`)).statusCode).toBe(200);
      // And the log really was down: none of it was written.
      const { rows } = await t.db.execute(sql`select 1 from workspace_activity where subject = 'Renamed crew' or subject = 'Made while the log is down' or action = 'shoot'`);
      expect(rows).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_activity on workspace_activity`);
      await t.db.execute(sql`drop function refuse_activity()`);
    }
  });

  it('keeps a team with an announced draw still to be drawn from being deleted, and says why and until when', async () => {
    const { owner, members, workspaceId } = await createTeam(t, ['editor']);
    const editor = members[0]!;
    const listId = (await owner.c.post('/api/lists', { name: 'Raffle' })).json().id as number;
    await owner.c.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob cy' });
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    // An editor or an owner announces (a Viewer may not: issue #33); the later of two is not the first due.
    const first = (await editor.c.post('/api/draws', { listIds: [listId], count: 1, drawAt: inHours(2) })).json() as { drawId: string; drawAt: string };
    const second = (await owner.c.post('/api/draws', { listIds: [listId], count: 1, drawAt: inHours(30) })).json() as { drawId: string };

    const refused = await owner.c.delete('/api/team');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: TEAM_ERROR_CODES.drawsPending, message: TEAM_TEXTS.drawsPending(2, first.drawAt) });
    expect(refused.json().error.message).toMatch(/2 announced draws/);
    // Nothing went: the team, its list and both announced certificates.
    expect((await owner.c.get('/api/team')).json().workspace.id).toBe(workspaceId);
    expect((await owner.c.get('/api/lists')).json().lists).toHaveLength(1);
    for (const id of [first.drawId, second.drawId]) expect((await t.app.inject({ url: `/api/draws/${id}` })).statusCode).toBe(200);

    // Once both are drawn, the team may go.
    for (const id of [first.drawId, second.drawId]) await makeDue(t.db, t.app.drand, id);
    expect((await editor.c.post(`/api/draws/${first.drawId}/draw`, {})).statusCode).toBe(200);
    const oneLeft = await owner.c.delete('/api/team');
    expect(oneLeft.statusCode).toBe(409);
    expect(oneLeft.json().error.message).toMatch(/1 announced draw /);
    expect((await owner.c.post(`/api/draws/${second.drawId}/draw`, {})).statusCode).toBe(200);
    expect((await owner.c.delete('/api/team')).statusCode).toBe(204);
  });

  describe('one plan, one allowance, whoever the bill goes to', () => {
    const names = async (p: Person) => ((await p.c.get('/api/lists')).json().lists as { name: string }[]).map((l) => l.name);
    /** The plan of `p` now allows `maxlist` lists (a downgrade, or a plan that ended). */
    const downgrade = (p: Person, maxlist: number) =>
      t.db.execute(sql`update plans set maxlist = ${maxlist} where tier = (select tier from stripe_customers where user_id = ${p.user.id})`);

    it('refuses to hand a team to an owner whose plan has no room for its lists, so a 2-list plan stays 2 lists', async () => {
      const { owner: creator, members, workspaceId } = await createTeam(t, ['owner'], 2);
      const free = members[0]!;
      for (const name of ['One', 'Two']) expect((await creator.c.post('/api/lists', { name })).statusCode).toBe(201);
      const refusal = { code: TEAM_ERROR_CODES.billNoRoom, message: TEAM_TEXTS.billNoRoom(2, [free.user.username]) };

      // Demoted by themselves or by the free owner, removed, or leaving: the bill would go to a
      // plan of 0 lists, freeing the creator's for 2 more lists elsewhere (found 4 times over).
      for (const attempt of [
        () => creator.c.patch(`/api/team/members/${String(creator.user.id)}`, { role: 'editor' }),
        () => free.c.patch(`/api/team/members/${String(creator.user.id)}`, { role: 'viewer' }),
        () => free.c.delete(`/api/team/members/${String(creator.user.id)}`),
        () => creator.c.post('/api/team/leave'),
      ]) {
        const response = await attempt();
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().error).toEqual(refusal);
      }
      const team = (await creator.c.get('/api/team')).json();
      expect(team.billingOwner).toBe(creator.user.username);
      expect(team.members.filter((m: { role: string }) => m.role === 'owner')).toHaveLength(2);

      // The creator's plan is still full: no third list in a new team.
      expect((await creator.c.post('/api/workspaces', { name: 'Second' })).statusCode).toBe(201);
      const third = await creator.c.post('/api/lists', { name: 'Three' });
      expect(third.statusCode).toBe(403);
      expect(third.json().error.code).toBe(LISTS_ERROR_CODES.listLimit);

      // An empty team is nobody's allowance: a free owner may take it over.
      await creator.c.put('/api/workspaces/current', { workspaceId });
      for (const list of (await creator.c.get('/api/lists')).json().lists as { id: number }[]) await creator.c.delete(`/api/lists/${String(list.id)}`);
      expect((await creator.c.post('/api/team/leave')).statusCode).toBe(204);
      expect((await free.c.get('/api/team')).json().billingOwner).toBe(free.user.username);
    });

    it('passes the bill to the longest-standing owner whose plan has room for the lists, counting what that plan already holds', async () => {
      const { owner: creator, workspaceId } = await createTeam(t, [], null);
      for (const name of ['One', 'Two']) await creator.c.post('/api/lists', { name });
      const free = await joinTeam(t, creator, 'owner');
      const tight = await joinTeam(t, creator, 'owner', 2);
      const roomy = await joinTeam(t, creator, 'owner', 3);
      // `tight` has 2 lists of their own already: 2 + 2 > 2. `roomy` has 1: 1 + 2 <= 3.
      for (const [p, count] of [[tight, 2], [roomy, 1]] as const) {
        await p.c.put('/api/workspaces/current', { workspaceId: p.user.id });
        for (let i = 0; i < count; i += 1) expect((await p.c.post('/api/lists', { name: `Own ${String(i)}` })).statusCode).toBe(201);
        await p.c.put('/api/workspaces/current', { workspaceId });
      }
      const stepDown = await creator.c.patch(`/api/team/members/${String(creator.user.id)}`, { role: 'editor' });
      expect(stepDown.statusCode, stepDown.body).toBe(200);
      expect((await free.c.get('/api/team')).json().billingOwner).toBe(roomy.user.username);
      expect((await roomy.c.get('/api/lists')).json().quota).toMatchObject({ maxlist: 3, used: 3, canCreate: false });

      // Now only plans without room remain: the payer stays.
      const stuck = await free.c.delete(`/api/team/members/${String(roomy.user.id)}`);
      expect(stuck.statusCode).toBe(409);
      expect(stuck.json().error.message).toBe(TEAM_TEXTS.billNoRoom(2, [free.user.username, tight.user.username]));
    });

    it('makes a team over its payer’s plan read only until it fits: reads, shoots and deleting lists only', async () => {
      const { owner: payer, members, workspaceId } = await createTeam(t, ['editor'], 4);
      const editor = members[0]!;
      await payer.c.put('/api/workspaces/current', { workspaceId: payer.user.id });
      const personal = (await payer.c.post('/api/lists', { name: 'Personal' })).json().id as number;
      await payer.c.put('/api/workspaces/current', { workspaceId });
      const ids: number[] = [];
      for (const name of ['A', 'B', 'C']) ids.push((await editor.c.post('/api/lists', { name })).json().id as number);
      await editor.c.post(`/api/lists/${String(ids[0])}/members/bulk`, { text: 'ann bob' });
      const memberId = (await editor.c.get(`/api/lists/${String(ids[0])}/members`)).json().members[0].id as number;
      const token = (await editor.c.post('/api/tokens', { name: 'Script', scope: 'write' })).json().token as string;
      const api = client(t.app);
      const bearer = { authorization: `Bearer ${token}` };

      await downgrade(payer, 2);
      const over = { payer: payer.user.username, used: 4, maxlist: 2 };
      expect((await editor.c.get('/api/workspaces')).json().overPlan).toEqual({ ...over, payerIsMe: false });
      expect((await payer.c.get('/api/workspaces')).json().overPlan).toEqual({ ...over, payerIsMe: true });
      const refusal = { code: TEAM_ERROR_CODES.overPlan, message: TEAM_TEXTS.overPlan({ ...over, payerIsMe: false }) };
      const writes = [
        () => editor.c.post('/api/lists', { name: 'More' }),
        () => editor.c.patch(`/api/lists/${String(ids[0])}`, { name: 'Renamed' }),
        () => editor.c.post('/api/lists/icon', { listIds: [ids[0]], icon: '🎉' }),
        () => editor.c.post(`/api/lists/${String(ids[0])}/members`, { username: 'cy' }),
        () => editor.c.post(`/api/lists/${String(ids[0])}/members/bulk`, { text: 'dee' }),
        () => editor.c.delete(`/api/members/${String(memberId)}`),
        () => editor.c.post(`/api/members/${String(memberId)}/copy`, { listId: ids[1] }),
        () => editor.c.post('/api/import?mode=merge', '"List Name","Members"\n"A","eve"', { 'content-type': 'text/csv' }),
        () => api.patch(`/api/v1/lists/${String(ids[0])}`, { name: 'By token' }, bearer),
        () => api.post(`/api/v1/lists/${String(ids[0])}/members`, { usernames: ['fay'] }, bearer),
      ];
      for (const write of writes) {
        const response = await write();
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error).toEqual(refusal);
      }
      // Nothing changed; reading, searching, exporting and shooting go on.
      expect(await names(editor)).toEqual(['A', 'B', 'C']);
      expect((await editor.c.get(`/api/lists/${String(ids[0])}/members`)).json().members).toHaveLength(2);
      expect((await editor.c.get('/api/export')).statusCode).toBe(200);
      expect((await editor.c.post('/api/shoot', { listIds: [ids[0]], count: 1 })).statusCode).toBe(200);
      // The payer's personal workspace keeps decision 011's soft cap: editable, no new list.
      await payer.c.put('/api/workspaces/current', { workspaceId: payer.user.id });
      expect((await payer.c.patch(`/api/lists/${String(personal)}`, { name: 'Still mine' })).statusCode).toBe(200);
      await payer.c.put('/api/workspaces/current', { workspaceId });

      // The way back: lists go to the Trash (by the app or a token), and the Trash may be emptied.
      expect((await editor.c.delete(`/api/lists/${String(ids[2])}`)).statusCode).toBe(204);
      expect((await editor.c.delete('/api/trash')).statusCode).toBe(200);
      expect((await editor.c.patch(`/api/lists/${String(ids[0])}`, { name: 'Renamed' })).statusCode).toBe(403);
      expect((await api.delete(`/api/v1/lists/${String(ids[1])}`, bearer)).statusCode).toBe(204);
      // 2 lists billed to a plan of 2: it fits, and the team is writable again.
      expect((await editor.c.get('/api/workspaces')).json().overPlan).toBeNull();
      expect((await editor.c.patch(`/api/lists/${String(ids[0])}`, { name: 'Renamed' })).statusCode).toBe(200);
      expect((await api.post(`/api/v1/lists/${String(ids[0])}/members`, { usernames: ['fay'] }, bearer)).statusCode).toBe(200);
      // A restore is one more list: refused by the plan's limit as a creation is.
      const trashed = (await editor.c.get('/api/trash')).json().lists as { id: number }[];
      expect((await editor.c.post(`/api/trash/${String(trashed[0]!.id)}/restore`)).statusCode).toBe(403);
    });
  });
});
