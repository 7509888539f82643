import { describe, expect, it } from 'vitest';
import { INT32_MAX } from '../../common/integers';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { NUL_MESSAGE, nulPath } from './validation';
import type { TestContext } from '../../test/support/app';

/** A user on an unlimited plan with a list and a member, and an admin, each with their client. */
async function setUp(t: TestContext, tier: number) {
  const { user, cookie } = await createSignedInUser(t.db);
  await givePlan(t.db, user.id, { tier, maxlist: null });
  const admin = await createSignedInUser(t.db, { role: 'admin' });
  const c = client(t.app);
  c.cookie = cookie;
  const a = client(t.app);
  a.cookie = admin.cookie;
  const list = (await c.post('/api/lists', { name: 'Mine' })).json() as { id: number };
  const member = (await c.post(`/api/lists/${list.id}/members`, { username: 'ann' })).json() as { id: number };
  return { user, c, a, list, member };
}

describe('U+0000 in any validated input (found by test/security/fuzz-bodies)', () => {
  const t = useTestApp();

  it('is refused with a 400 naming the field, where it used to reach PostgreSQL and answer 500', async () => {
    const { c, a, list, member } = await setUp(t, 880);

    const cases = [
      [c.post('/api/lists', { name: 'a\u0000b' }), 'body.name'],
      [c.patch(`/api/lists/${list.id}`, { name: 'x\u0000' }), 'body.name'],
      [c.post(`/api/members/${member.id}/copy`, { newListName: '\u0000' }), 'body.newListName'],
      [c.put('/api/profile/details', { nickname: 'N\u0000', country: null, language: null, presence: 'online', chatAvailable: true, xVerified: false }), 'body.nickname'],
      [c.get('/api/lists?member=a%00b'), 'querystring.member'],
      [c.get('/api/members?search=%00'), 'querystring.search'],
      [a.post('/api/admin/blog/tags', { name: 'T\u0000', slug: 'nul-tag' }), 'body.name'],
      [a.post('/api/admin/extensions', { title: 'E', description: 'd\u0000' }), 'body.description'],
      [a.post('/api/admin/blog/posts', { title: 'P', slug: 'nul-post', tagIds: [], content: '<p>\u0000</p>' }), 'body.content'],
    ] as const;
    for (const [pending, field] of cases) {
      const response = await pending;
      expect(response.statusCode, field).toBe(400);
      // The field by its own name (issue #18: no 'Invalid body: body.name: …' for a person to read).
      expect(response.json(), field).toEqual({ error: { code: 'VALIDATION_ERROR', message: `${field.replace(/^(body|querystring)\./, '')}: ${NUL_MESSAGE}` } });
    }
    // Nothing was written; other unicode (combining marks, bidi, astral, lone surrogates) still is.
    expect(((await c.get('/api/lists')).json() as { lists: { name: string }[] }).lists.map((l) => l.name)).toEqual(['Mine']);
    expect((await c.post('/api/lists', { name: 'e\u0301 \u202e😀 \ud800' })).statusCode).toBe(201);
    // A lone surrogate is kept as U+FFFD: this name, found by the fuzzing of the public API, was a
    // 500 on PGlite ('invalid byte sequence for encoding "UTF8"'), also when renaming or moving.
    const odd = '≳\u07b7ﭗ\udd1a㸮';
    const created = await c.post('/api/lists', { name: odd });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('≳\u07b7ﭗ\ufffd㸮');
    expect((await c.patch(`/api/lists/${String(created.json().id)}`, { name: `${odd}!` })).json().name).toBe('≳\u07b7ﭗ\ufffd㸮!');
    expect((await c.post(`/api/members/${member.id}/copy`, { newListName: odd })).statusCode).toBe(200);
  });

  it('finds a NUL at any depth and in keys, without recursion', () => {
    const depth = 100_000;
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < depth; i += 1) deep = [deep];
    expect(nulPath({ x: deep })?.length).toBe(depth + 1);
    let clean: unknown = 'fine';
    for (let i = 0; i < depth; i += 1) clean = { a: clean };
    expect(nulPath(clean)).toBeNull();
    expect(nulPath({ list: [{ ok: 'yes' }, { 'k\u0000': 1 }] })).toEqual(['list', 1, 'k\u0000']);
    expect(nulPath(['\u0000'])).toEqual([0]);
    expect(nulPath('plain')).toBeNull();
  });
});

describe('numbers past a 32-bit integer (found by test/security/fuzz-bodies)', () => {
  const t = useTestApp();

  it('are refused with a 400, where they used to reach an integer column and answer 500', async () => {
    const { user, c, a, list, member } = await setUp(t, 881);
    const big = INT32_MAX + 1;
    const plan = { nickname: 'P', amount: 100, productId: 'prod', productName: 'P', tier: 1, maxlist: 1 };
    const requests = {
      'lists icon': () => c.post('/api/lists/icon', { listIds: [list.id, big], icon: null }),
      shoot: () => c.post('/api/shoot', { listIds: [big] }),
      'export selected': () => c.post('/api/export/selected', { listIds: [big] }),
      'copy to list': () => c.post(`/api/members/${member.id}/copy`, { listId: big }),
      'members after': () => c.get(`/api/members?after=${big}`),
      'plan assignment': () => a.post('/api/admin/plan-assignments', { email: user.email, planId: big }),
      'plan amount': () => a.post('/api/admin/plans', { ...plan, amount: big }),
      'plan sort order': () => a.post('/api/admin/plans', { ...plan, sortOrder: -big - 1 }),
      'post category': () => a.post('/api/admin/blog/posts', { title: 'P', slug: 'big-category', categoryId: big }),
      'post tags': () => a.post('/api/admin/blog/posts', { title: 'P', slug: 'big-tags', tagIds: [big] }),
      'category parent': () => a.post('/api/admin/blog/categories', { name: 'C', slug: 'big-parent', parentId: big }),
      'category position': () => a.post('/api/admin/blog/categories', { name: 'C', slug: 'big-position', position: big }),
    };
    const answers = Object.fromEntries(await Promise.all(Object.entries(requests).map(async ([name, send]) => [name, await send()] as const)));
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.code, name).toBe('VALIDATION_ERROR');
    }
    // The largest one is a number like any other: not found, or nothing to shoot, never a 500.
    expect((await c.post('/api/shoot', { listIds: [INT32_MAX] })).statusCode).toBeLessThan(500);
  });
});

describe('what a refused input says (issue #18)', () => {
  const t = useTestApp();

  it("answers in the field's own words, never 'Invalid body: body.x: …'", async () => {
    const { c, a, list } = await setUp(t, 700);
    const handle = (await c.post(`/api/lists/${list.id}/members`, { username: 'bad name!' })).json().error.message as string;
    expect(handle).toBe('Enter an X username: 1 to 15 letters, digits or underscores (a leading @ or an x.com link is fine).');
    const plan = (await a.post('/api/admin/plans', { nickname: '', amount: 5, productId: 'p', productName: 'P', tier: 1, maxlist: null })).json().error.message as string;
    expect(plan).toBe('Nickname is required');
    // A message of zod's own says which field it is about, by the field's name.
    const typed = (await a.post('/api/admin/plans', { nickname: 'N', amount: 'five', productId: 'p', productName: 'P', tier: 1, maxlist: null })).json().error.message as string;
    expect(typed).toMatch(/^amount: /);
    for (const message of [handle, plan, typed]) expect(message).not.toMatch(/Invalid (body|querystring|params)|body\./);
  });
});
