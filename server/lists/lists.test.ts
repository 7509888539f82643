import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTS_TEXTS } from '../../common/lists';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { listMembers, lists } from '../db/schema';

describe('lists', () => {
  const t = useTestApp();

  async function person(plan?: { tier: number; maxlist: number | null }) {
    const { user, cookie } = await createSignedInUser(t.db);
    if (plan) await givePlan(t.db, user.id, plan);
    const c = client(t.app);
    c.cookie = cookie;
    return { user, c };
  }

  it('refuses any list on the free tier (maxlist 0), with the spec’s alert text', async () => {
    const { c } = await person();
    expect((await c.get('/api/lists')).json()).toEqual({ lists: [], quota: { tier: null, maxlist: 0, used: 0, canCreate: false } });
    const response = await c.post('/api/lists', {});
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'LIST_LIMIT_REACHED', message: LISTS_TEXTS.limitAlert });
  });

  it('creates lists with the defaults up to the plan’s maxlist, then refuses', async () => {
    const { c } = await person({ tier: 1, maxlist: 2 });
    const first = await c.post('/api/lists', {});
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'New List', icon: '📝', communityId: null, memberCount: 0 });
    expect(first.json().color).toMatch(/^#[0-9a-f]{6}$/);
    expect((await c.post('/api/lists', {})).statusCode).toBe(201);
    expect((await c.post('/api/lists', {})).statusCode).toBe(403);
    expect((await c.get('/api/lists')).json().quota).toEqual({ tier: 1, maxlist: 2, used: 2, canCreate: false });
  });

  it('lets only one of several concurrent creates through at the limit', async () => {
    const { user, c } = await person({ tier: 3, maxlist: 1 });
    const results = await Promise.all(Array.from({ length: 8 }, () => c.post('/api/lists', {})));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403, 403, 403, 403, 403]);
    expect(await t.db.select().from(lists).where(eq(lists.workspaceId, user.id))).toHaveLength(1);
  });

  it('allows any number with an unlimited plan', async () => {
    const { c } = await person({ tier: 9, maxlist: null });
    for (let i = 0; i < 5; i += 1) expect((await c.post('/api/lists', {})).statusCode).toBe(201);
    expect((await c.get('/api/lists')).json().quota).toEqual({ tier: 9, maxlist: null, used: 5, canCreate: true });
  });

  it('updates one field at a time and refuses bad values', async () => {
    const { c } = await person({ tier: 4, maxlist: null });
    const { id } = (await c.post('/api/lists', {})).json();
    expect((await c.patch(`/api/lists/${id}`, { name: '  Builders  ' })).json().name).toBe('Builders');
    expect((await c.patch(`/api/lists/${id}`, { color: '#ABCDEF' })).json().color).toBe('#abcdef');
    expect((await c.patch(`/api/lists/${id}`, { icon: '🚀' })).json().icon).toBe('🚀');
    expect((await c.patch(`/api/lists/${id}`, { icon: '👩‍💻' })).json().icon).toBe('👩‍💻');
    expect((await c.patch(`/api/lists/${id}`, { communityId: '1234567890' })).json().communityId).toBe('1234567890');
    expect((await c.patch(`/api/lists/${id}`, { communityId: '' })).json().communityId).toBeNull();
    for (const bad of [
      { name: 'a', color: '#000000' },
      { name: '' },
      { name: 'x'.repeat(101) },
      { color: 'red' },
      { icon: '🚀🚀' },
      { icon: 'ab' },
      { communityId: 'abc' },
      { ownerId: 1 },
      {},
    ]) {
      expect((await c.patch(`/api/lists/${id}`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await c.patch('/api/lists/abc', { name: 'x' })).statusCode).toBe(400);
  });

  it('sets one icon on every selected list of mine, leaving others’ alone', async () => {
    const { c } = await person({ tier: 5, maxlist: null });
    const other = await person({ tier: 6, maxlist: null });
    const a = (await c.post('/api/lists', {})).json().id;
    const b = (await c.post('/api/lists', {})).json().id;
    const theirs = (await other.c.post('/api/lists', {})).json().id;
    const response = await c.post('/api/lists/icon', { listIds: [a, b, theirs], icon: '🔥' });
    expect(response.json()).toEqual({ updated: 2 });
    expect((await other.c.get('/api/lists')).json().lists[0].icon).toBe('📝');
    expect((await c.post('/api/lists/icon', { listIds: [a], icon: null })).json()).toEqual({ updated: 1 });
    // A text icon an import kept ('VIP') can be given back (the picker's Undo); a longer text, or
    // one with a control character, cannot.
    expect((await c.post('/api/lists/icon', { listIds: [a], icon: 'VIP' })).json()).toEqual({ updated: 1 });
    expect((await c.get('/api/lists')).json().lists.find((l: { id: number }) => l.id === a).icon).toBe('VIP');
    expect((await c.post('/api/lists/icon', { listIds: [a], icon: 'NINE CHARS' })).statusCode).toBe(400);
    expect((await c.post('/api/lists/icon', { listIds: [a], icon: 'a\u0007b' })).statusCode).toBe(400);
  });

  it('never shows or changes another user’s list: its id answers 404', async () => {
    const owner = await person({ tier: 7, maxlist: null });
    const intruder = await person({ tier: 8, maxlist: null });
    const { id } = (await owner.c.post('/api/lists', {})).json();
    await owner.c.post(`/api/lists/${id}/members`, { username: 'secret_member' });
    expect((await intruder.c.get('/api/lists')).json().lists).toEqual([]);
    const attempts = [
      await intruder.c.patch(`/api/lists/${id}`, { name: 'mine now' }),
      await intruder.c.delete(`/api/lists/${id}`),
      await intruder.c.get(`/api/lists/${id}/members`),
      await intruder.c.post(`/api/lists/${id}/members`, { username: 'sneaky' }),
      await intruder.c.post(`/api/lists/${id}/members/bulk`, { text: 'sneaky' }),
      await intruder.c.post('/api/shoot', { listIds: [id], count: 1 }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret_member');
    }
    expect((await owner.c.get('/api/lists')).json().lists[0]).toMatchObject({ name: 'New List', memberCount: 1 });
  });

  it('deletes a list with its members', async () => {
    const { c } = await person({ tier: 10, maxlist: null });
    const { id } = (await c.post('/api/lists', {})).json();
    await c.post(`/api/lists/${id}/members/bulk`, { text: 'a1 b2 c3' });
    expect((await c.delete(`/api/lists/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(listMembers).where(eq(listMembers.listId, id))).toEqual([]);
    expect((await c.delete(`/api/lists/${id}`)).statusCode).toBe(404);
  });

  it('filters my lists by a member’s username', async () => {
    const { c } = await person({ tier: 11, maxlist: null });
    const a = (await c.post('/api/lists', { name: 'Alpha' })).json().id;
    await c.post('/api/lists', { name: 'Beta' });
    await c.post(`/api/lists/${a}/members`, { username: 'JackDev' });
    const filtered = (await c.get('/api/lists?member=jack')).json();
    const found = filtered.lists;
    expect(found.map((l: { name: string }) => l.name)).toEqual(['Alpha']);
    // With the matching usernames themselves (issue #38), a few, one more than shown when there are more.
    expect(found[0].matches).toEqual(['JackDev']);
    await c.post(`/api/lists/${a}/members/bulk`, { text: 'jack_1 jack_2 jack_3 jack_4 jack_5 jack_6 jill' });
    expect((await c.get('/api/lists?member=jack')).json().lists[0].matches).toEqual(['jack_1', 'jack_2', 'jack_3', 'jack_4', 'jack_5', 'jack_6']);
    expect((await c.get('/api/lists')).json().lists[0].matches).toBeUndefined();
    // The counter still counts every list I own, not the ones shown.
    expect(filtered.quota).toEqual({ tier: 11, maxlist: null, used: 2, canCreate: true });
  });

  it('keeps every list’s member count exact through adds, pastes, copies, moves, removals, imports, deletions and plain SQL', async () => {
    const { user, c } = await person({ tier: 7, maxlist: null });
    const counts = async () => Object.fromEntries(((await c.get('/api/lists')).json().lists as { name: string; memberCount: number }[]).map((l) => [l.name, l.memberCount]));
    // What the members table itself holds, list by list (of the lists I have: not the Trash's or a snapshot's).
    const truth = async () =>
      Object.fromEntries(
        (await t.db.execute<{ name: string; n: number }>(sql`select l.name, count(m.id)::int as n from lists l left join list_members m on m.list_id = l.id where l.workspace_id = ${user.id} and l.removed_at is null group by l.id`)).rows.map((r) => [r.name, Number(r.n)]),
      );
    const a = (await c.post('/api/lists', { name: 'A' })).json().id as number;
    const b = (await c.post('/api/lists', { name: 'B' })).json().id as number;
    await c.post(`/api/lists/${a}/members`, { username: 'ann' });
    await c.post(`/api/lists/${a}/members`, { username: 'ANN' }); // a duplicate: refused, not counted
    await c.post(`/api/lists/${a}/members/bulk`, { text: 'bob, cid\ndee @bob' });
    expect(await counts()).toEqual({ A: 4, B: 0 });
    const ann = (await c.get(`/api/lists/${a}/members`)).json().members.find((m: { username: string }) => m.username === 'ann');
    await c.post(`/api/members/${ann.id}/copy`, { listId: b });
    const bob = (await c.get(`/api/lists/${a}/members`)).json().members.find((m: { username: string }) => m.username === 'bob');
    await c.post(`/api/members/${bob.id}/move`, { newListName: 'C' });
    const cid = (await c.get(`/api/lists/${a}/members`)).json().members.find((m: { username: string }) => m.username === 'cid');
    await c.delete(`/api/members/${cid.id}`);
    expect(await counts()).toEqual({ A: 2, B: 1, C: 1 });
    await t.db.execute(sql`update list_members set list_id = ${b} where list_id = ${a} and username = 'dee'`);
    await t.db.execute(sql`insert into list_members (list_id, username) values (${a}, 'eve'), (${a}, 'fay')`);
    expect(await counts()).toEqual(await truth());
    const merge = await c.post('/api/import?mode=merge', '"List Name","Members"\n"A","ann;gus"\n"D","hal;ivy"', { 'content-type': 'text/csv' });
    expect(merge.statusCode).toBe(200);
    expect(await counts()).toEqual(await truth());
    expect((await c.delete(`/api/lists/${b}`)).statusCode).toBe(204);
    const replace = await c.post('/api/import?mode=replace', '"List Name","Members"\n"A","x1;x2;x3"\n"E",""', { 'content-type': 'text/csv' });
    expect(replace.statusCode).toBe(200);
    expect(await counts()).toEqual({ A: 3, E: 0 });
    expect(await counts()).toEqual(await truth());
    // Restoring the import's snapshot, then the Trash's list, puts the counts back as they were.
    expect((await c.post(`/api/import/snapshots/${replace.json().snapshotId}/restore`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ A: 4, C: 1, D: 2 });
    expect((await c.post(`/api/trash/${b}/restore`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ A: 4, B: 2, C: 1, D: 2 });
    expect(await counts()).toEqual(await truth());
  });
});
