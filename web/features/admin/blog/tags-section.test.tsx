import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_TEXTS } from '../../../../common/blog-texts.plain';
import { makeUser, renderRoute } from '../../../test/render-route';
import { apiError } from '../../../test/mock-api';
import { blogServer, makeTag } from './test-fixtures';
import { preloadBlogManagement } from './test-setup';
import { DashboardBlogPage } from '../dashboard-blog-page';

preloadBlogManagement();

const release = makeTag();
const howTo = makeTag({ id: 2, name: 'How-to', slug: 'how-to' });

async function openTags() {
  renderRoute('/dashboard/blog?section=tags', <DashboardBlogPage />, { user: makeUser({ role: 'admin' }) });
  await screen.findByRole('heading', { level: 1, name: 'Blog Management' });
  return screen.findByRole('table', { name: 'Tags' });
}

function rows() {
  return within(screen.getByRole('table', { name: 'Tags' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim()));
}

function dialog(name: string) {
  return within(screen.getByRole('dialog', { name }));
}

describe('blog tags', () => {
  it('lists the tags by name with Name, Slug and actions', async () => {
    blogServer({ tags: [release, howTo] });
    const table = await openTags();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Slug', 'Actions']);
    expect(rows()).toEqual([
      ['How-to', 'how-to', 'EditDelete'],
      ['Release', 'release', 'EditDelete'],
    ]);
  });

  it('says when there are none yet', async () => {
    blogServer({ tags: [] });
    renderRoute('/dashboard/blog?section=tags', <DashboardBlogPage />, { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByText('No tags yet. Add the first one with Add Tag.')).toBeTruthy();
  });

  it('adds a tag with a slug made from its name', async () => {
    const api = blogServer({ tags: [release] });
    await openTags();
    fireEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
    const form = dialog('Add Tag');
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Éte & Hiver' } });
    expect((form.getByLabelText('Slug') as HTMLInputElement).value).toBe('ete-hiver');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls('POST /api/admin/blog/tags')[0]?.body).toEqual({ name: 'Éte & Hiver', slug: 'ete-hiver' });
    await waitFor(() => {
      expect(rows().map((row) => row[0])).toEqual(['Éte & Hiver', 'Release']);
    });
  });

  it('requires a name and a slug, and refuses a slug another tag has', async () => {
    const api = blogServer({ tags: [release] }, { 'POST /api/admin/blog/tags': apiError(409, 'SLUG_TAKEN', BLOG_TEXTS.tagSlugTaken) });
    await openTags();
    fireEvent.click(screen.getByRole('button', { name: 'Add Tag' }));
    const form = dialog('Add Tag');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Name is required')).toBeTruthy();
    expect(form.getByText('Slug is required')).toBeTruthy();
    expect(api.calls('POST /api/admin/blog/tags')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Release' } });
    fireEvent.change(form.getByLabelText('Slug'), { target: { value: 'Not a slug' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('A slug is lower-case letters, digits and dashes')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Slug'), { target: { value: 'release' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(BLOG_TEXTS.tagSlugTaken)).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Slug'));
  });

  it('edits a tag in a small dialog', async () => {
    const api = blogServer({ tags: [release, howTo] });
    await openTags();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Release' }));
    const form = dialog('Edit Tag');
    expect((form.getByLabelText('Slug') as HTMLInputElement).value).toBe('release');
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Releases' } });
    expect((form.getByLabelText('Slug') as HTMLInputElement).value).toBe('release');
    fireEvent.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => {
      expect(rows()).toContainEqual(['Releases', 'release', 'EditDelete']);
    });
    expect(api.calls('PUT /api/admin/blog/tags/1')[0]?.body).toEqual({ name: 'Releases', slug: 'release' });
  });

  it('closes the form on Cancel without saving', async () => {
    const api = blogServer({ tags: [release] });
    await openTags();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Release' }));
    fireEvent.change(dialog('Edit Tag').getByLabelText('Name'), { target: { value: 'Gone' } });
    fireEvent.click(dialog('Edit Tag').getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('PUT /api/admin/blog/tags/1')).toHaveLength(0);
    expect(rows()[0]?.[0]).toBe('Release');
  });

  it('deletes a tag after a confirmation', async () => {
    const api = blogServer({ tags: [release, howTo] });
    await openTags();
    fireEvent.click(screen.getByRole('button', { name: 'Delete How-to' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Tag' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(rows().map((row) => row[0])).toEqual(['Release']);
    });
    expect(api.calls('DELETE /api/admin/blog/tags/2')).toHaveLength(1);
  });

  it("shows 'Failed to delete tag: …' when the delete fails", async () => {
    blogServer({ tags: [release] }, { 'DELETE /api/admin/blog/tags/1': apiError(500, 'INTERNAL_ERROR', 'Internal error') });
    await openTags();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Release' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Tag' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect((await confirm.findByRole('alert')).textContent).toBe('Failed to delete tag: Internal error');
  });
});
