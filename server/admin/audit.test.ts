import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { wellFormed } from '../audit/audit-log';

describe('audit details with a lone surrogate (found by test/security/fuzz-bodies)', () => {
  const t = useTestApp();

  it('records the action, where jsonb refused the text and the admin got a 500', async () => {
    const admin = await createSignedInUser(t.db, { role: 'admin' });
    const a = client(t.app);
    a.cookie = admin.cookie;
    const extension = await a.post('/api/admin/extensions', { title: 'Ext \ud800 end', description: '\udc00' });
    expect(extension.statusCode).toBe(201);
    const post = await a.post('/api/admin/blog/posts', { title: 'Post \udbff', slug: 'lone-surrogate' });
    expect(post.statusCode).toBe(201);
    const { entries } = (await a.get('/api/admin/audit')).json() as { entries: { action: string; details: Record<string, unknown> }[] };
    expect(entries.find((e) => e.action === 'extension.create')?.details).toMatchObject({ title: 'Ext \ufffd end', description: '\ufffd' });
    expect(entries.find((e) => e.action === 'blog.post.create')?.details).toMatchObject({ title: 'Post \ufffd' });
  });

  it('replaces lone surrogates only, everywhere in plain data', () => {
    const date = new Date(0);
    expect(wellFormed({ a: ['x\ud800', '😀', '\udc00😀\ud83d'], ['k\udfff']: 1, date, n: 2, none: null })).toEqual({
      a: ['x\ufffd', '😀', '\ufffd😀\ufffd'],
      ['k\ufffd']: 1,
      date,
      n: 2,
      none: null,
    });
  });
});
