import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTS_TEXTS } from '../../common/lists';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { membersKeyOf } from '../draws/members-key';
import { fingerprintOf, readEntrantList } from '../draws/storage';
import { HandleSet } from './handle-set';
import { SHOOT_CACHE_MIN_MEMBERS } from './shoot-cache';

// The draw's own properties (uniformity, test vectors, browser and server agreeing) are in
// server/draws/draw-algorithm.test.ts; here, the shoot as the API gives it.

describe('POST /api/shoot', () => {
  const t = useTestApp();
  let tier = 200;
  async function person() {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: (tier += 1), maxlist: null });
    const c = client(t.app);
    c.cookie = cookie;
    return c;
  }

  it('asks for lists, then for members, with the spec’s messages', async () => {
    const c = await person();
    const none = await c.post('/api/shoot', { listIds: [], count: 10 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(LISTS_TEXTS.selectListsToShoot);
    const empty = (await c.post('/api/lists', {})).json().id;
    expect((await c.post('/api/shoot', { listIds: [empty] })).json().error.message).toBe(LISTS_TEXTS.noMembersInSelected);
  });

  it('draws from the selected lists, counting a username in two lists once, as "@a @b …"', async () => {
    const c = await person();
    const a = (await c.post('/api/lists', {})).json().id;
    const b = (await c.post('/api/lists', {})).json().id;
    await c.post(`/api/lists/${a}/members/bulk`, { text: 'ann bob Cat' });
    await c.post(`/api/lists/${b}/members/bulk`, { text: 'cat dan' });
    const response = await c.post('/api/shoot', { listIds: [a, b], count: 10 });
    const body = response.json();
    expect(body.available).toBe(4);
    expect(body.usernames.map((u: string) => u.toLowerCase()).sort()).toEqual(['ann', 'bob', 'cat', 'dan']);
    expect(body.text).toBe(body.usernames.map((u: string) => `@${u}`).join(' '));
    // The posts for X are the composer's (common/compose.plain.ts, counted as X counts), not the shoot's.
    expect(body).not.toHaveProperty('parts');
    expect((await c.post('/api/shoot', { listIds: [a, b] })).json().usernames).toHaveLength(4);
  });

  it('bounds the count to 1..1000', async () => {
    const c = await person();
    const a = (await c.post('/api/lists', {})).json().id;
    await c.post(`/api/lists/${a}/members`, { username: 'solo' });
    expect((await c.post('/api/shoot', { listIds: [a], count: 0 })).statusCode).toBe(400);
    expect((await c.post('/api/shoot', { listIds: [a], count: 1001 })).statusCode).toBe(400);
    expect((await c.post('/api/shoot', { listIds: [a], count: '5' })).statusCode).toBe(400);
  });

  it('rotates: skipping members drawn in the last shoots, and keeps a history', async () => {
    const c = await person();
    const a = (await c.post('/api/lists', { name: 'Regulars' })).json().id;
    await c.post(`/api/lists/${a}/members/bulk`, { text: 'u1 u2 u3 u4 u5 u6' });
    const first = (await c.post('/api/shoot', { listIds: [a], count: 3 })).json().usernames as string[];
    const second = (await c.post('/api/shoot', { listIds: [a], count: 3, skipRecent: 1 })).json();
    expect(second.skipped).toBe(3);
    expect(second.usernames.filter((u: string) => first.includes(u))).toEqual([]);
    const third = await c.post('/api/shoot', { listIds: [a], count: 3, skipRecent: 2 });
    expect(third.statusCode).toBe(400);
    expect(third.json().error.message).toBe('Everyone in the selected lists was drawn in your last 2 shoots.');

    const history = (await c.get('/api/shoot/history')).json().shoots;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ listNames: ['Regulars'], count: 3, usernames: second.usernames });
  });

  it('never serves a stale cached selection: adds, removals and direct SQL are seen at once', async () => {
    const c = await person();
    const a = (await c.post('/api/lists', {})).json().id;
    const b = (await c.post('/api/lists', {})).json().id;
    // Large enough to be cached, inserted the way an import would.
    await t.db.execute(sql`insert into list_members (list_id, username) select ${a}, 'm' || g from generate_series(1, ${SHOOT_CACHE_MIN_MEMBERS}) g`);
    await c.post(`/api/lists/${b}/members`, { username: 'elsewhere' });
    const shootAll = async () => (await c.post('/api/shoot', { listIds: [a, b], count: 1000 })).json();
    expect((await shootAll()).available).toBe(SHOOT_CACHE_MIN_MEMBERS + 1);
    expect((await shootAll()).available).toBe(SHOOT_CACHE_MIN_MEMBERS + 1); // from the cache

    await c.post(`/api/lists/${b}/members`, { username: 'Newcomer' });
    expect((await shootAll()).available).toBe(SHOOT_CACHE_MIN_MEMBERS + 2);
    const removed = (await c.get(`/api/lists/${b}/members`)).json().members.find((m: { username: string }) => m.username === 'elsewhere');
    expect((await c.delete(`/api/members/${removed.id}`)).statusCode).toBe(204);
    await t.db.execute(sql`update list_members set username = 'renamed' where list_id = ${a} and username = 'm1'`);
    await t.db.execute(sql`delete from list_members where list_id = ${a} and username = 'm2'`);

    // Rotating (each shoot skips the previous ones) draws everyone exactly once in 11 shoots.
    const drawn: string[] = [];
    for (let round = 0; drawn.length < SHOOT_CACHE_MIN_MEMBERS; round += 1) {
      const body = (await c.post('/api/shoot', { listIds: [a, b], count: 1000, skipRecent: round })).json();
      expect(body.available).toBe(SHOOT_CACHE_MIN_MEMBERS); // +Newcomer −elsewhere −m2
      drawn.push(...body.usernames);
    }
    expect(new Set(drawn).size).toBe(SHOOT_CACHE_MIN_MEMBERS);
    expect(drawn).toEqual(expect.arrayContaining(['Newcomer', 'renamed', 'm3']));
    expect(drawn.filter((u) => ['elsewhere', 'm1', 'm2'].includes(u))).toEqual([]);
  });

  it('after a change to some lists of a large selection, draws from exactly the members built whole: the same entrants, in the same order and spelling, fingerprint and members key (issue #40)', async () => {
    const c = await person();
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await c.post('/api/lists', {})).json().id);
    // 6 × 2,000 members (cached: over SHOOT_CACHE_MIN_MEMBERS), some in two lists in two spellings.
    for (const [i, id] of ids.entries()) {
      await t.db.execute(sql`insert into list_members (list_id, username) select ${id}, 'p' || ${i} || '_' || g from generate_series(1, 2000) g`);
    }
    expect(ids.length * 2000).toBeGreaterThan(SHOOT_CACHE_MIN_MEMBERS);
    await c.post(`/api/lists/${ids[4]}/members/bulk`, { text: 'SHARED_A Both' });
    await c.post(`/api/lists/${ids[5]}/members/bulk`, { text: 'shared_a' });

    // The selection as a set built whole from every list now (the shoot's own reading of each list).
    const wholeText = async () => {
      const parts: string[] = [];
      for (const id of ids) {
        const { rows } = await t.db.execute<{ names: string | null }>(sql`select string_agg(username, chr(10)) as names from list_members where list_id = ${id}`);
        if (rows[0]!.names) parts.push(rows[0]!.names);
      }
      const joined = parts.join('\n');
      return new HandleSet(joined).text();
    };
    const shootAndCheck = async () => {
      const { drawId } = (await c.post('/api/shoot', { listIds: ids, count: 3 })).json() as { drawId: string };
      const expected = await wholeText();
      const { rows } = await t.db.execute<{ fingerprint: string; members_key: string; entrant_count: number; selection_fingerprint: string }>(
        sql`select fingerprint, members_key, entrant_count, selection_fingerprint from draws where id = ${drawId}`,
      );
      const draw = rows[0]!;
      expect(await readEntrantList(t.db, draw.selection_fingerprint)).toBe(expected);
      expect(draw.fingerprint).toBe(fingerprintOf(expected));
      expect(draw.members_key).toBe(membersKeyOf(expected));
      expect(draw.entrant_count).toBe(expected.split('\n').length);
    };
    const memberId = async (list: number, username: string) =>
      (await c.get(`/api/lists/${list}/members?search=${username}`)).json().members.find((m: { username: string }) => m.username === username).id as number;

    await shootAndCheck();
    // One joins a list in the middle.
    await c.post(`/api/lists/${ids[2]}/members`, { username: 'Late' });
    await shootAndCheck();
    // A handle a later list holds joins the first list in another spelling: it is first there now.
    await c.post(`/api/lists/${ids[0]}/members`, { username: 'Shared_A' });
    await shootAndCheck();
    // It leaves again: the later list's spelling is first once more.
    expect((await c.delete(`/api/members/${await memberId(ids[0]!, 'Shared_A')}`)).statusCode).toBe(204);
    await shootAndCheck();
    // One leaves the last list and two join it; a spelling changes in the second; a list is emptied.
    expect((await c.delete(`/api/members/${await memberId(ids[5]!, 'p5_7')}`)).statusCode).toBe(204);
    await c.post(`/api/lists/${ids[5]}/members/bulk`, { text: 'zed both' });
    await t.db.execute(sql`update list_members set username = 'P1_5' where list_id = ${ids[1]} and username = 'p1_5'`);
    await shootAndCheck();
    await t.db.execute(sql`delete from list_members where list_id = ${ids[3]}`);
    await shootAndCheck();
    await c.post(`/api/lists/${ids[3]}/members`, { username: 'back' });
    await shootAndCheck();
  });
});
