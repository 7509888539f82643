import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INT32_MAX } from '../../common/integers';
import { TEAM_ERROR_CODES, TEAM_TEXTS } from '../../common/teams';
import { useTestApp } from '../../test/app';
import { signedInPerson } from '../../test/http';
import { createTeam } from '../../test/teams';

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
      // And the log really was down: none of it was written.
      const { rows } = await t.db.execute(sql`select 1 from workspace_activity where subject = 'Renamed crew' or subject = 'Made while the log is down'`);
      expect(rows).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_activity on workspace_activity`);
      await t.db.execute(sql`drop function refuse_activity()`);
    }
  });

  it('keeps a team with an announced draw still to be drawn from being deleted, and says why and until when', async () => {
    const { owner, members, workspaceId } = await createTeam(t, ['viewer']);
    const viewer = members[0]!;
    const listId = (await owner.c.post('/api/lists', { name: 'Raffle' })).json().id as number;
    await owner.c.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob cy' });
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    // Anyone who may shoot may announce (a viewer too); the later of two is not the first due.
    const first = (await viewer.c.post('/api/draws', { listIds: [listId], count: 1, drawAt: inHours(2) })).json() as { drawId: string; drawAt: string };
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
    await t.db.execute(sql`update draws set draw_at = now() - interval '1 second' where workspace_id = ${workspaceId}`);
    expect((await viewer.c.post(`/api/draws/${first.drawId}/draw`, {})).statusCode).toBe(200);
    const oneLeft = await owner.c.delete('/api/team');
    expect(oneLeft.statusCode).toBe(409);
    expect(oneLeft.json().error.message).toMatch(/1 announced draw /);
    expect((await owner.c.post(`/api/draws/${second.drawId}/draw`, {})).statusCode).toBe(200);
    expect((await owner.c.delete('/api/team')).statusCode).toBe(204);
  });
});
