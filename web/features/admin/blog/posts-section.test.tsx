import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_TEXTS } from '../../../../common/blog-texts.plain';
import { makeUser, renderRoute } from '../../../test/render-route';
import { apiError, ok } from '../../../test/mock-api';
import { expectToast } from '../../../test/toasts';
import { blogServer, makeAdminPost, makeCategory, makeTag, postInput, rowOf } from './test-fixtures';
import { pasteHtml, preloadBlogManagement } from './test-setup';
import { DashboardBlogPage } from '../dashboard-blog-page';

preloadBlogManagement({ editor: true });

const news = makeCategory();
const guides = makeCategory({ id: 2, name: 'Guides', slug: 'guides', position: 1 });
const release = makeTag();
const howTo = makeTag({ id: 2, name: 'How-to', slug: 'how-to' });
const hello = makeAdminPost({ tagIds: [1, 2], categoryId: 2 });
const draft = makeAdminPost({ id: 2, title: 'Coming soon', slug: 'coming-soon', status: 'draft', publishDate: null, authorName: null });
const old = makeAdminPost({ id: 3, title: 'Old news', slug: 'old-news', status: 'archived', tagIds: [1] });

async function openPosts(path = '/dashboard/blog') {
  renderRoute(path, <DashboardBlogPage />, { user: makeUser({ role: 'admin' }) });
  await screen.findByRole('heading', { level: 1, name: 'Blog Management' });
}

function rows() {
  return within(screen.getByRole('table', { name: 'Posts' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim()));
}

async function postForm(name: 'Add Post' | 'Edit Post') {
  return within(await screen.findByRole('form', { name }));
}

function field(form: Awaited<ReturnType<typeof postForm>>, label: string) {
  return form.getByLabelText(label) as HTMLInputElement;
}

describe('blog posts', () => {
  it("lists every post with Title, Author, Status, Date and Tags, 'No tags' when it has none", async () => {
    blogServer({ tags: [release, howTo], posts: [hello, draft, old] });
    await openPosts();
    expect(screen.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Posts' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Author', 'Status', 'Date', 'Tags', 'Actions']);
    // A published post is on the blog: its row links there (issue #18).
    expect(rows()).toEqual([
      ['Hello Rollcall/hello-rollcall', 'admin_ada', 'PublishedView on blog', 'Mar 1, 2025', 'ReleaseHow-to', 'EditDelete'],
      ['Coming soon/coming-soon', '—', 'DraftPreview', '—', 'No tags', 'EditDelete'],
      ['Old news/old-news', 'admin_ada', 'ArchivedPreview', 'Mar 1, 2025', 'Release', 'EditDelete'],
    ]);
    expect(within(table).getByRole('link', { name: 'View Hello Rollcall on the blog' }).getAttribute('href')).toBe('/blog/hello-rollcall');
  });

  it('says when there are no posts yet', async () => {
    blogServer({ posts: [] });
    await openPosts();
    expect(await screen.findByText('No posts yet. Write the first one with Add Post.')).toBeTruthy();
  });

  it('searches titles and contents on the server once the typing stops', async () => {
    const api = blogServer(
      { tags: [release], posts: [hello, draft] },
      {
        'GET /api/admin/blog/posts?search=soon': ok({ posts: [rowOf(draft, [])] }),
        'GET /api/admin/blog/posts?search=nothing+here': ok({ posts: [] }),
      },
    );
    await openPosts();
    await screen.findByRole('table', { name: 'Posts' });
    const search = screen.getByRole('searchbox', { name: 'Search posts by title or content...' });
    fireEvent.change(search, { target: { value: 's' } });
    fireEvent.change(search, { target: { value: 'soo' } });
    fireEvent.change(search, { target: { value: 'soon ' } });
    await waitFor(() => {
      expect(rows().map((row) => row[0])).toEqual(['Coming soon/coming-soon']);
    });
    const asked = api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/blog/posts'));
    expect(asked).toEqual(['/api/admin/blog/posts', '/api/admin/blog/posts?search=soon']);

    fireEvent.change(search, { target: { value: 'nothing here' } });
    expect(await screen.findByText('No post matches “nothing here”.')).toBeTruthy();
  });

  it("shows 'Failed to fetch posts: …' when they cannot be read", async () => {
    blogServer({}, { 'GET /api/admin/blog/posts': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await openPosts();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch posts: Internal error');
  });

  it('requires a title and a slug; an empty category and publish date are sent as null', async () => {
    const api = blogServer({ categories: [news], tags: [release], posts: [] });
    await openPosts();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Post' }));
    const form = await postForm('Add Post');
    expect(document.activeElement).toBe(field(form, 'Title'));
    expect(field(form, 'Status').value).toBe('draft');
    expect(form.getByRole('option', { name: 'Select Category', selected: true })).toBeTruthy();
    expect(field(form, 'Allow Comments').checked).toBe(true);
    expect(field(form, 'Featured').checked).toBe(false);
    expect(field(form, 'Private').checked).toBe(false);

    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Title is required')).toBeTruthy();
    expect(form.getByText('Slug is required')).toBeTruthy();
    expect(field(form, 'Title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(form, 'Title'));
    expect(api.calls('POST /api/admin/blog/posts')).toHaveLength(0);

    fireEvent.change(field(form, 'Title'), { target: { value: 'Just a title' } });
    // The message goes with its cause (issue #18): a filled title is not 'required' any more.
    expect(form.queryByText('Title is required')).toBeNull();
    expect(field(form, 'Title').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field(form, 'Featured Image URL'), { target: { value: 'http://cdn.example.com/a.png' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Featured Image URL must start with https://')).toBeTruthy();
    fireEvent.change(field(form, 'Featured Image URL'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(api.calls('POST /api/admin/blog/posts')).toHaveLength(1);
    });
    expect(api.calls('POST /api/admin/blog/posts')[0]?.body).toEqual(postInput({ title: 'Just a title', slug: 'just-a-title' }));
  });

  it('writes a post with the rich editor and every field, then shows it in the table', async () => {
    const api = blogServer({ categories: [news, guides], tags: [release, howTo], posts: [draft] });
    await openPosts();
    const add = await screen.findByRole('button', { name: 'Add Post' });
    add.focus();
    fireEvent.click(add);
    const form = await postForm('Add Post');
    fireEvent.change(field(form, 'Title'), { target: { value: 'Launch: Rollcall 2.0!' } });
    expect(field(form, 'Slug').value).toBe('launch-rollcall-2-0');

    const editor = await form.findByRole('textbox', { name: 'Content' });
    const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
    pasteHtml(editor, '<p>Big news</p>');
    // Select everything, make it a heading of level 2 and bold.
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(toolbar).getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('false');
    expect(editor.querySelector('h2 strong')?.textContent).toBe('Big news');

    fireEvent.change(field(form, 'Excerpt'), { target: { value: 'What is new.' } });
    fireEvent.change(field(form, 'Featured Image URL'), { target: { value: 'https://cdn.example.com/launch.png' } });
    fireEvent.change(field(form, 'SEO Title'), { target: { value: 'Rollcall 2.0' } });
    fireEvent.change(field(form, 'SEO Description'), { target: { value: 'The launch.' } });
    fireEvent.change(field(form, 'Status'), { target: { value: 'published' } });
    fireEvent.change(field(form, 'Publish Date'), { target: { value: '2025-03-01T10:30' } });
    fireEvent.change(field(form, 'Category'), { target: { value: '2' } });
    fireEvent.click(field(form, 'How-to'));
    fireEvent.click(field(form, 'Release'));
    fireEvent.click(field(form, 'Featured'));
    fireEvent.click(field(form, 'Allow Comments'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await expectToast('Saved “Launch: Rollcall 2.0!”.');
    await waitFor(() => {
      expect(screen.queryByRole('form')).toBeNull();
    });
    expect(api.calls('POST /api/admin/blog/posts')[0]?.body).toEqual(
      postInput({
        title: 'Launch: Rollcall 2.0!',
        slug: 'launch-rollcall-2-0',
        content: '<h2><strong>Big news</strong></h2>',
        excerpt: 'What is new.',
        featuredImage: 'https://cdn.example.com/launch.png',
        seoTitle: 'Rollcall 2.0',
        seoDescription: 'The launch.',
        status: 'published',
        publishDate: new Date('2025-03-01T10:30').toISOString(),
        categoryId: 2,
        tagIds: [2, 1],
        isFeatured: true,
        isPrivate: false,
        allowComments: false,
      }),
    );
    await waitFor(() => {
      expect(rows().map((row) => row[0])).toEqual(['Launch: Rollcall 2.0!/launch-rollcall-2-0', 'Coming soon/coming-soon']);
    });
    expect(rows()[0]?.[4]).toBe('ReleaseHow-to');
    expect(document.activeElement).toBe(add);
  });

  it('says so next to the slug when another post has it (409)', async () => {
    blogServer({ posts: [hello] }, { 'POST /api/admin/blog/posts': apiError(409, 'SLUG_TAKEN', 'Slug taken') });
    await openPosts();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Post' }));
    const form = await postForm('Add Post');
    fireEvent.change(field(form, 'Title'), { target: { value: 'Hello Rollcall' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(BLOG_TEXTS.slugTaken)).toBeTruthy();
    expect(field(form, 'Slug').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(form, 'Slug'));
    // Typing another slug by hand: the title no longer changes it.
    fireEvent.change(field(form, 'Slug'), { target: { value: 'hello-again' } });
    fireEvent.change(field(form, 'Title'), { target: { value: 'Hello again, Rollcall' } });
    expect(field(form, 'Slug').value).toBe('hello-again');
  });

  it("shows 'Failed to save post: …' when the server refuses otherwise", async () => {
    blogServer({ posts: [] }, { 'POST /api/admin/blog/posts': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await openPosts();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Post' }));
    const form = await postForm('Add Post');
    fireEvent.change(field(form, 'Title'), { target: { value: 'Hello' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('Failed to save post: Internal error');
  });

  it('edits a post: the form holds its values, the slug stays when the title changes, Update sends them', async () => {
    const api = blogServer({ categories: [news, guides], tags: [release, howTo], posts: [hello, draft] });
    await openPosts();
    const edit = await screen.findByRole('button', { name: 'Edit Hello Rollcall' });
    edit.focus();
    fireEvent.click(edit);
    const form = await postForm('Edit Post');
    expect(screen.getByText('Author: admin_ada')).toBeTruthy();
    expect(field(form, 'Title').value).toBe('Hello Rollcall');
    expect(field(form, 'Slug').value).toBe('hello-rollcall');
    const editor = await form.findByRole('textbox', { name: 'Content' });
    expect(editor.innerHTML).toBe('<h2>Why</h2><p>Lists of <strong>people</strong>.</p>');
    expect(field(form, 'Excerpt').value).toBe('Why we built it.');
    expect(field(form, 'Status').value).toBe('published');
    expect(field(form, 'Publish Date').value).toMatch(/^2025-03-01T\d\d:30$/);
    expect(field(form, 'Category').value).toBe('2');
    expect(field(form, 'Release').checked).toBe(true);
    expect(field(form, 'How-to').checked).toBe(true);

    fireEvent.change(field(form, 'Title'), { target: { value: 'Hello again' } });
    expect(field(form, 'Slug').value).toBe('hello-rollcall');
    fireEvent.change(field(form, 'Status'), { target: { value: 'draft' } });
    fireEvent.click(field(form, 'Release'));
    fireEvent.change(field(form, 'Publish Date'), { target: { value: '' } });
    fireEvent.change(field(form, 'Category'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Update' }));

    await expectToast('Saved “Hello again”.');
    expect(api.calls('PUT /api/admin/blog/posts/1')[0]?.body).toEqual(
      postInput({ title: 'Hello again', slug: 'hello-rollcall', content: '<h2>Why</h2><p>Lists of <strong>people</strong>.</p>', excerpt: 'Why we built it.', tagIds: [2] }),
    );
    await waitFor(() => {
      expect(rows()[0]).toEqual(['Hello again/hello-rollcall', 'admin_ada', 'DraftPreview', '—', 'How-to', 'EditDelete']);
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Hello again' }));
  });

  it('opens the form from its address, and Cancel goes back to the table', async () => {
    const api = blogServer({ posts: [hello] });
    await openPosts('/dashboard/blog?post=1');
    const form = await postForm('Edit Post');
    expect(field(form, 'Title').value).toBe('Hello Rollcall');
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('table', { name: 'Posts' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.calls('PUT /api/admin/blog/posts/1')).toHaveLength(0);
  });

  it("shows 'Failed to fetch post: …' when the post to edit cannot be read", async () => {
    blogServer({ posts: [] });
    await openPosts('/dashboard/blog?post=9');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch post: Not found');
  });

  it('deletes a post after a confirmation', async () => {
    const api = blogServer({ posts: [hello, draft] });
    await openPosts();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Coming soon' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Post' }));
    expect(confirm.getByText('Delete the post “Coming soon”? This cannot be undone.')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Deleted “Coming soon”.');
    expect(api.calls('DELETE /api/admin/blog/posts/2')).toHaveLength(1);
    await waitFor(() => {
      expect(rows().map((row) => row[0])).toEqual(['Hello Rollcall/hello-rollcall']);
    });
  });

  it("shows 'Failed to delete post: …' when the delete fails", async () => {
    blogServer({ posts: [hello] }, { 'DELETE /api/admin/blog/posts/1': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await openPosts();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hello Rollcall' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Post' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect((await confirm.findByRole('alert')).textContent).toBe('Failed to delete post: Internal error');
    expect(rows()).toHaveLength(1);
  });
});
