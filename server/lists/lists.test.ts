import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTS_TEXTS } from '../../common/lists';
import { useTestApp } from '../../test/app';
import { createSignedInUser, givePlan } from '../../test/factories';
import { client } from '../../test/http';
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
    expect(await t.db.select().from(lists).where(eq(lists.ownerId, user.id))).toHaveLength(1);
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
    const found = (await c.get('/api/lists?member=jack')).json().lists;
    expect(found.map((l: { name: string }) => l.name)).toEqual(['Alpha']);
  });
});
