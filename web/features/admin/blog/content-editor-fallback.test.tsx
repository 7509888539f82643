import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderRoute } from '../../../test/render-route';
import { blogServer, makeAdminPost } from './test-fixtures';
import { preloadBlogManagement } from './test-setup';
import { DashboardBlogPage } from '../dashboard-blog-page';

// The editor's chunk cannot be fetched (a deploy replaced it, the network dropped…).
vi.mock('./load-rich-text-editor', () => ({
  loadRichTextEditor: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/rich-text-editor.js')),
}));

preloadBlogManagement();

describe('the post form without its rich editor', () => {
  it('edits the content as HTML in a plain textarea, and saves what was typed there', async () => {
    // React reports the error the boundary caught; the form carries on.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const post = makeAdminPost({ content: '<h2>Why</h2><p>Lists.</p>' });
    const api = blogServer({ posts: [post] });
    renderRoute('/dashboard/blog?post=1', <DashboardBlogPage />, { user: makeUser({ role: 'admin' }) });
    const form = within(await screen.findByRole('form', { name: 'Edit Post' }));

    const content = (await form.findByRole('textbox', { name: 'Content' })) as HTMLTextAreaElement;
    expect(content.tagName).toBe('TEXTAREA');
    expect(content.value).toBe('<h2>Why</h2><p>Lists.</p>');
    expect(form.getByText('The rich editor could not load. You can edit the content as HTML here.')).toBeTruthy();
    expect(form.queryByRole('toolbar')).toBeNull();

    fireEvent.change(content, { target: { value: '<h2>Why</h2><p>Lists, <strong>shared</strong>.</p>' } });
    fireEvent.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => {
      expect(api.calls('PUT /api/admin/blog/posts/1')).toHaveLength(1);
    });
    expect(api.calls('PUT /api/admin/blog/posts/1')[0]?.body).toMatchObject({ content: '<h2>Why</h2><p>Lists, <strong>shared</strong>.</p>' });
  });

  it('writes a new post in the textarea too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = blogServer({ posts: [] });
    renderRoute('/dashboard/blog?post=new', <DashboardBlogPage />, { user: makeUser({ role: 'admin' }) });
    const form = within(await screen.findByRole('form', { name: 'Add Post' }));
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Plain' } });
    fireEvent.change(await form.findByRole('textbox', { name: 'Content' }), { target: { value: '<p>Typed by hand.</p>' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.calls('POST /api/admin/blog/posts')).toHaveLength(1);
    });
    expect(api.calls('POST /api/admin/blog/posts')[0]?.body).toMatchObject({ title: 'Plain', slug: 'plain', content: '<p>Typed by hand.</p>' });
  });
});
