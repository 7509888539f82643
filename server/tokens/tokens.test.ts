import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_PATTERN, API_TOKEN_TEXTS, API_TOKENS_MAX } from '../../common/api-tokens';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';

describe('personal API tokens (issue #23)', () => {
  const t = useTestApp();

  async function person() {
    const { user, cookie } = await createSignedInUser(t.db);
    const c = client(t.app);
    c.cookie = cookie;
    return { user, c };
  }

  it('shows a new token once, as rc_ and 43 characters, and keeps only its SHA-256', async () => {
    const { user, c } = await person();
    const created = await c.post('/api/tokens', { name: 'Extension', scope: 'write' });
    expect(created.statusCode).toBe(201);
    const { token, apiToken } = created.json() as { token: string; apiToken: { id: number; hint: string; scope: string; lastUsedAt: null } };
    expect(token).toMatch(API_TOKEN_PATTERN);
    expect(apiToken).toMatchObject({ scope: 'write', lastUsedAt: null, hint: `${token.slice(0, 9)}…` });

    const listed = await c.get('/api/tokens');
    expect(listed.body).not.toContain(token.slice(3));
    expect(listed.json().tokens.map((x: { name: string }) => x.name)).toEqual(['Extension']);
    const { rows } = await t.db.execute<{ token_hash: string }>(sql`select token_hash from api_tokens where user_id = ${user.id}`);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    // Two tokens are never the same.
    const second = (await c.post('/api/tokens', { name: 'Script', scope: 'read' })).json().token as string;
    expect(second).not.toBe(token);
  });

  it('revokes at once, only my own, and keeps the revoked one listed as such', async () => {
    const me = await person();
    const other = await person();
    const id = (await me.c.post('/api/tokens', { name: 'Old', scope: 'read' })).json().apiToken.id as number;
    const theirs = await other.c.delete(`/api/tokens/${String(id)}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(API_TOKEN_TEXTS.notFound);
    expect((await me.c.get('/api/tokens')).json().tokens[0].revokedAt).toBeNull();
    expect((await me.c.delete(`/api/tokens/${String(id)}`)).statusCode).toBe(204);
    expect((await me.c.delete(`/api/tokens/${String(id)}`)).statusCode).toBe(204);
    expect((await me.c.get('/api/tokens')).json().tokens[0].revokedAt).not.toBeNull();
  });

  it(`holds at most ${String(API_TOKENS_MAX)} live tokens, and refuses bad names`, async () => {
    const { c } = await person();
    const ids: number[] = [];
    for (let i = 0; i < API_TOKENS_MAX; i += 1) ids.push((await c.post('/api/tokens', { name: `T${String(i)}`, scope: 'read' })).json().apiToken.id as number);
    const refused = await c.post('/api/tokens', { name: 'One more', scope: 'read' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(API_TOKEN_TEXTS.tooMany);
    await c.delete(`/api/tokens/${String(ids[0])}`);
    expect((await c.post('/api/tokens', { name: 'One more', scope: 'read' })).statusCode).toBe(201);
    for (const body of [{ name: '   ', scope: 'read' }, { name: 'a\nb', scope: 'read' }, { name: 'x', scope: 'admin' }, { name: 'x'.repeat(61), scope: 'read' }]) {
      expect((await c.post('/api/tokens', body)).statusCode).toBe(400);
    }
  });

  it('is no key to the app: a token on any session route answers 401, and tokens are managed with a session only', async () => {
    const { c } = await person();
    await c.post('/api/lists', { name: 'Mine' });
    const token = (await c.post('/api/tokens', { name: 'Extension', scope: 'write' })).json().token as string;
    const stranger = client(t.app);
    for (const url of ['/api/lists', '/api/tokens', '/api/members', '/api/profile']) {
      const response = await stranger.get(url, { authorization: `Bearer ${token}` });
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain('Mine');
    }
    expect((await stranger.post('/api/tokens', { name: 'Sneaky', scope: 'write' }, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});
