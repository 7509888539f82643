import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_TEXTS } from '../../../../common/blog-texts.plain';
import { makeUser, renderRoute } from '../../../test/render-route';
import { apiError } from '../../../test/mock-api';
import { blogServer, makeAdminPost, makeCategory } from './test-fixtures';
import { preloadBlogManagement } from './test-setup';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { DashboardBlogPage } from '../dashboard-blog-page';

preloadBlogManagement();

const news = makeCategory();
const guides = makeCategory({ id: 2, name: 'Guides', slug: 'guides', position: 1, isActive: false });
const howTo = makeCategory({ id: 3, name: 'How-to', slug: 'how-to', parentId: 2, position: 0, description: 'Step by step.' });

async function openCategories() {
  renderRoute('/dashboard/blog?section=categories', <DashboardBlogPage />, { user: makeUser({ role: 'admin' }) });
  await screen.findByRole('heading', { level: 1, name: 'Blog Management' });
}

function rows() {
  const table = screen.getByRole('table', { name: 'Categories' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim()));
}

function dialog(name: string) {
  return within(screen.getByRole('dialog', { name }));
}

describe('blog categories', () => {
  it('lists the categories with Name, Slug, Position, Active and actions, sub-categories under their parent', async () => {
    blogServer({ categories: [guides, howTo, news] });
    await openCategories();
    expect(screen.getByRole('tab', { name: 'Categories' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('table', { name: 'Categories' });
    const headers = within(screen.getByRole('table', { name: 'Categories' }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Slug', 'Position', 'Active', 'Actions']);
    expect(rows()).toEqual([
      ['News', 'news', '0', 'Yes', 'EditDelete'],
      ['Guides', 'guides', '1', 'No', 'EditDelete'],
      ['↳How-to', 'how-to', '0', 'Yes', 'EditDelete'],
    ]);
    expect(screen.getByRole('button', { name: 'Edit How-to' })).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    blogServer({ categories: [] });
    await openCategories();
    expect(await screen.findByText('No categories yet. Add the first one with Add Category.')).toBeTruthy();
  });

  it("shows 'Failed to fetch categories: …' when the list cannot be read", async () => {
    blogServer({}, { 'GET /api/admin/blog/categories': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await openCategories();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch categories: Internal error');
  });

  it('adds a category: the slug follows the name until typed by hand, then the defaults of spec §5', async () => {
    const api = blogServer({ categories: [news] });
    await openCategories();
    const add = await screen.findByRole('button', { name: 'Add Category' });
    add.focus();
    fireEvent.click(add);
    const form = dialog('Add Category');
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    expect((form.getByLabelText('Position') as HTMLInputElement).value).toBe('0');
    expect((form.getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
    expect((form.getByLabelText('Parent') as HTMLSelectElement).value).toBe('');

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Product Updates!' } });
    expect((form.getByLabelText('Slug') as HTMLInputElement).value).toBe('product-updates');
    fireEvent.change(form.getByLabelText('Slug'), { target: { value: 'updates' } });
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Product Updates' } });
    expect((form.getByLabelText('Slug') as HTMLInputElement).value).toBe('updates');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls('POST /api/admin/blog/categories')[0]?.body).toEqual({
      name: 'Product Updates',
      slug: 'updates',
      description: null,
      parentId: null,
      position: 0,
      isActive: true,
    });
    await waitFor(() => {
      expect(rows().map((row) => row[0])).toEqual(['News', 'Product Updates']);
    });
    expect(document.activeElement).toBe(add);
  });

  it('requires a name and a slug', async () => {
    const api = blogServer({ categories: [] });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
    const form = dialog('Add Category');
    fireEvent.change(form.getByLabelText('Position'), { target: { value: '1.5' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Name is required')).toBeTruthy();
    expect(form.getByText('Slug is required')).toBeTruthy();
    expect(form.getByText('Position must be a whole number')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    expect(api.calls('POST /api/admin/blog/categories')).toHaveLength(0);
  });

  it("says so next to the slug when another category has it", async () => {
    blogServer({ categories: [news] }, { 'POST /api/admin/blog/categories': apiError(409, 'SLUG_TAKEN', BLOG_TEXTS.categorySlugTaken) });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
    const form = dialog('Add Category');
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'News' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(BLOG_TEXTS.categorySlugTaken)).toBeTruthy();
    expect(form.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeTruthy();
  });

  it("edits a category: 'Edit Category' holds its values, the slug stays, Update sends the change", async () => {
    const api = blogServer({ categories: [news, guides, howTo] });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Guides' }));
    const form = dialog('Edit Category');
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Guides');
    // Neither itself nor its own sub-category can become its parent.
    expect(within(form.getByLabelText('Parent')).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'News']);
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'User Guides' } });
    expect((form.getByLabelText('Slug') as HTMLInputElement).value).toBe('guides');
    fireEvent.change(form.getByLabelText('Parent'), { target: { value: '1' } });
    fireEvent.change(form.getByLabelText('Position'), { target: { value: '4' } });
    fireEvent.change(form.getByLabelText('Description'), { target: { value: 'Longer reads.' } });
    fireEvent.click(form.getByLabelText('Active'));
    fireEvent.click(form.getByRole('button', { name: 'Update' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls('PUT /api/admin/blog/categories/2')[0]?.body).toEqual({
      name: 'User Guides',
      slug: 'guides',
      description: 'Longer reads.',
      parentId: 1,
      position: 4,
      isActive: true,
    });
    await waitFor(() => {
      expect(rows()).toContainEqual(['↳User Guides', 'guides', '4', 'Yes', 'EditDelete']);
    });
  });

  it('deletes a category after a confirmation', async () => {
    const api = blogServer({ categories: [news, guides] });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete News' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Category' }));
    expect(confirm.getByText('Delete the category “News”? This cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(api.calls('DELETE /api/admin/blog/categories/1')).toHaveLength(1);
    // And says so (issue #18).
    expect((await screen.findByRole('status')).textContent).toBe(BLOG_SCREEN_TEXTS.deleted('News'));
    await waitFor(() => {
      expect(rows().map((row) => row[0])).toEqual(['Guides']);
    });
  });

  it('says before any button that a category with posts or sub-categories cannot be deleted (issue #18)', async () => {
    const api = blogServer({ categories: [news, makeCategory({ id: 2, name: 'Guides', slug: 'guides', parentId: 1 })], posts: [makeAdminPost({ categoryId: 1 })] });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete News' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Category' }));
    expect(confirm.getByText(BLOG_TEXTS.categoryInUse(1, 1))).toBeTruthy();
    expect(confirm.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(api.calls('DELETE /api/admin/blog/categories/1')).toHaveLength(0);
  });

  it("shows the server's reason when the category is still in use (409)", async () => {
    const inUse = BLOG_TEXTS.categoryInUse(3, 1);
    blogServer({ categories: [news] }, { 'DELETE /api/admin/blog/categories/1': apiError(409, 'IN_USE', inUse) });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete News' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Category' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect((await confirm.findByRole('alert')).textContent).toBe('This category is used by 3 posts and 1 sub-category: move them first.');
    expect(rows().map((row) => row[0])).toEqual(['News']);
  });

  it("shows 'Failed to delete category: …' on any other failure", async () => {
    blogServer({ categories: [news] }, { 'DELETE /api/admin/blog/categories/1': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete News' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Category' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect((await confirm.findByRole('alert')).textContent).toBe('Failed to delete category: Internal error');
  });
});
