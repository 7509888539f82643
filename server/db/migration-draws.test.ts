import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDraw, drawWinners, entrantsFingerprint, fromHex } from '../../common/draw.plain';
import type { DrawCertificate } from '../../common/draws';
import { testConfig } from '../../test/support/config';
import { createRecordingMailer } from '../../test/support/mailer';
import { client } from '../../test/support/http';
import { useMigrationTestDatabase } from '../../test/support/migrations';
import { buildApp } from '../app';
import { createSession } from '../auth/session-service';
import { nodeDrawCrypto } from '../draws/draw-crypto';
import { membersKeyOf } from '../draws/members-key';
import { purgeUnusedEntrants } from '../draws/storage';
import type { Database } from './open';

/**
 * Migration 0020 (issue #33: a draw names its selection's list; certificates outlive their team)
 * on a copy of a database with draws made before it: a plain one, a rotation one that stored its
 * eligible list, and one of a team. On PGlite in `npm test`, on PostgreSQL in CI's database suite.
 */

const BEFORE = 19;
const SEED = 'ab'.repeat(32);
const everyone = ['ann', 'bob', 'cat', 'dan', 'eve'];
const eligible = ['bob', 'dan', 'eve'];

describe(`migration 0020 (draws and their selection lists) on a copy of a live database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  let app: FastifyInstance;
  const row = (list: string[]) => ({ fingerprint: entrantsFingerprint(list, nodeDrawCrypto), winners: drawWinners(list, 1, fromHex(SEED), nodeDrawCrypto.hmac) });
  const plain = row(everyone);
  const rotation = row(eligible);

  useMigrationTestDatabase(BEFORE, async (opened) => {
    database = opened;
    const draw = (id: string, workspace: number, fingerprint: string, mode: string, leftOut: number, winners: string[]) =>
      sql`insert into draws (id, user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, entrant_count, mode, left_out, winners, drawn_at)
          values (${id}, 1, ${workspace}, 'sel', '{1}', '{Fans}', 'rollcall-draw-v1', 'drawn', ${SEED}, 1, ${fingerprint}, ${mode === 'rotation' ? 3 : 5}, ${mode}, ${leftOut}, ${sql.param(winners)}::text[], now())`;
    await database.db.execute(sql`insert into users (id, username, email, password_hash) values (1, 'ada', 'ada@example.com', 'x')`);
    await database.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 1)`);
    await database.db.execute(sql`insert into workspaces (name, billing_owner_id) values ('Crew', 1)`);
    const team = (await database.db.execute<{ id: number }>(sql`select id from workspaces where personal_of is null`)).rows[0]!.id;
    await database.db.execute(sql`insert into workspace_members (workspace_id, user_id, role) values (${team}, 1, 'owner')`);
    await database.db.execute(sql`insert into draw_entrant_lists (fingerprint, entrant_count, entrants) values (${plain.fingerprint}, 5, ${everyone.join('\n')}), (${rotation.fingerprint}, 3, ${eligible.join('\n')})`);
    await database.db.execute(draw('old_plain_draw_0000001', 1, plain.fingerprint, 'uniform', 0, plain.winners));
    await database.db.execute(draw('old_rotation_draw_0001', 1, rotation.fingerprint, 'rotation', 2, rotation.winners));
    await database.db.execute(draw('old_team_draw_00000001', team, plain.fingerprint, 'uniform', 0, plain.winners));

  });
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), mailer: createRecordingMailer().mailer, database });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const read = async (id: string) => (await client(app).get(`/api/draws/${id}`)).json() as DrawCertificate;
  const verified = (cert: DrawCertificate) => checkDraw({ ...cert, seed: cert.seed!, winners: cert.winners!, entrants: cert.entrants! }, nodeDrawCrypto).verified;

  it('reads each old draw’s stored list as its selection’s, and every old certificate still verifies', async () => {
    const old = await read('old_plain_draw_0000001');
    expect(old).toMatchObject({ fingerprint: plain.fingerprint, selectionFingerprint: plain.fingerprint, entrants: everyone, leftOutEntrants: [] });
    expect(verified(old)).toBe(true);
    // A rotation draw before issue #33 stored its eligible list: who was left out is not known, only how many.
    const rotated = await read('old_rotation_draw_0001');
    expect(rotated).toMatchObject({ entrants: eligible, leftOut: 2, leftOutEntrants: null, selectionFingerprint: rotation.fingerprint });
    expect(verified(rotated)).toBe(true);
    // Their members' key is the one the server computes (the same people in any order, issue #33).
    const { rows: keys } = await database.db.execute<{ id: string; members_key: string }>(sql`select id, members_key from draws order by id`);
    expect(Object.fromEntries(keys.map((row) => [row.id, row.members_key]))).toEqual({
      old_plain_draw_0000001: membersKeyOf(everyone.join('\n')),
      old_rotation_draw_0001: membersKeyOf(eligible.join('\n')),
      old_team_draw_00000001: membersKeyOf([...everyone].reverse().map((handle) => handle.toUpperCase()).join('\n')),
    });
    // Both lists are still named by a draw: the purge keeps them.
    await purgeUnusedEntrants(database.db);
    expect((await database.db.execute(sql`select count(*)::int as n from draw_entrant_lists`)).rows).toEqual([{ n: 2 }]);
  });

  it('keeps a team’s old certificate when the team is deleted', async () => {
    const ada = client(app);
    ada.cookie = `rollcall_session=${(await createSession(database.db, 1)).token}`;
    const team = (await database.db.execute<{ id: number }>(sql`select id from workspaces where personal_of is null`)).rows[0]!.id;
    expect((await ada.put('/api/workspaces/current', { workspaceId: team })).statusCode).toBe(200);
    expect((await ada.delete('/api/team')).statusCode).toBe(204);
    const cert = await read('old_team_draw_00000001');
    expect(cert.winners).toEqual(plain.winners);
    expect(verified(cert)).toBe(true);
  });
});
