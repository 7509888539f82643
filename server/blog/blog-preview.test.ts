import { describe, expect, it } from 'vitest';
import { BLOG_TEXTS } from '../../common/blog-texts.plain';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { client } from '../../test/support/http';

// Issue #18 item 7: an admin previews a draft or a scheduled post at its own address; everyone
// else still gets 'Post not found'.

describe('previewing a post the blog does not show', () => {
  const t = useTestApp();

  it('shows it to an admin, marked with the reason, and to nobody else', async () => {
    const admin = client(t.app);
    admin.cookie = (await createSignedInUser(t.db, { role: 'admin' })).cookie;
    const user = client(t.app);
    user.cookie = (await createSignedInUser(t.db)).cookie;
    const visitor = client(t.app);
    const write = async (slug: string, values: Record<string, unknown>) =>
      (await admin.post('/api/admin/blog/posts', { title: slug, slug, content: '<p>Hi</p>', ...values })).json();
    await write('a-draft', { status: 'draft' });
    await write('soon', { status: 'published', publishDate: new Date(Date.now() + 86_400_000).toISOString() });
    await write('secret', { status: 'published', isPrivate: true });
    await write('live', { status: 'published' });

    for (const [slug, preview] of [['a-draft', 'draft'], ['soon', 'scheduled'], ['secret', 'private']] as const) {
      const seen = await admin.get(`/api/blog/posts/${slug}`);
      expect(seen.statusCode, slug).toBe(200);
      expect(seen.json().preview, slug).toBe(preview);
      // Never kept by a shared cache: it is the admin's own answer.
      expect(seen.headers['cache-control']).toBe('no-store');
      for (const other of [user, visitor]) {
        const refused = await other.get(`/api/blog/posts/${slug}`);
        expect(refused.statusCode, slug).toBe(404);
        expect(refused.json().error.message).toBe(BLOG_TEXTS.postNotFound);
      }
    }
    expect((await visitor.get('/api/blog/posts/live')).json().preview).toBeNull();
    expect((await admin.get('/api/blog/posts/live')).json().preview).toBeNull();
  });
});
