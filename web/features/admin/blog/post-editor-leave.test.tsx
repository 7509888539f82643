import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, renderRoute, type RenderRouteOptions } from '../../../test/render-route';
import { blogServer, makeAdminPost, makeCategory, makeTag } from './test-fixtures';
import { preloadBlogManagement } from './test-setup';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { DashboardBlogPage } from '../dashboard-blog-page';

// Issue #18 item 7: the editor never loses an author's work: every way out asks, and what was
// typed is kept in this browser until it is saved or discarded.

preloadBlogManagement({ editor: true });

const hello = makeAdminPost({ tagIds: [1], categoryId: 1 });

afterEach(() => {
  localStorage.clear();
});

async function editHello(options: Pick<RenderRouteOptions, 'layout'> = {}) {
  blogServer({ categories: [makeCategory()], tags: [makeTag()], posts: [hello] });
  const app = renderRoute('/dashboard/blog', <DashboardBlogPage />, { user: makeUser({ role: 'admin' }), ...options });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Hello Rollcall' }));
  const form = within(await screen.findByRole('form', { name: 'Edit Post' }));
  await form.findByRole('textbox', { name: 'Content' });
  return { ...app, form, title: () => form.getByLabelText('Title') as HTMLInputElement };
}

describe('leaving the post editor', () => {
  it('leaves at once when nothing changed', async () => {
    await editHello();
    fireEvent.click(screen.getByRole('button', { name: BLOG_SCREEN_TEXTS.backToPosts }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('table', { name: 'Posts' })).toBeTruthy();
  });

  it('asks before Back or Cancel throws away a change; Stay keeps it, Leave goes', async () => {
    const { title } = await editHello();
    fireEvent.change(title(), { target: { value: 'Hello again' } });
    fireEvent.click(screen.getByRole('button', { name: BLOG_SCREEN_TEXTS.backToPosts }));
    const ask = within(screen.getByRole('alertdialog', { name: BLOG_SCREEN_TEXTS.leaveTitle }));
    fireEvent.click(ask.getByRole('button', { name: BLOG_SCREEN_TEXTS.stay }));
    expect(title().value).toBe('Hello again');
    fireEvent.click(screen.getByRole('button', { name: BLOG_SCREEN_TEXTS.cancel }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: BLOG_SCREEN_TEXTS.leave }));
    expect(await screen.findByRole('table', { name: 'Posts' })).toBeTruthy();
  });

  it('holds a click on a header link, and goes there on Leave', async () => {
    // The app's whole layout: the link is the header's.
    const { title, router } = await editHello({ layout: 'app' });
    fireEvent.change(title(), { target: { value: 'Hello again' } });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/dashboard/blog');
    fireEvent.click(within(screen.getByRole('alertdialog', { name: BLOG_SCREEN_TEXTS.leaveTitle })).getByRole('button', { name: BLOG_SCREEN_TEXTS.leave }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/blog');
    });
  });

  it('asks the browser before the tab closes with unsaved work', async () => {
    const { title } = await editHello();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    fireEvent.change(title(), { target: { value: 'Hello again' } });
    await waitFor(() => {
      const held = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(held);
      expect(held.defaultPrevented).toBe(true);
    });
  });

  it('keeps what was typed in this browser, and offers it back next time (Restore, or Discard)', async () => {
    const first = await editHello();
    fireEvent.change(first.title(), { target: { value: 'Typed, never saved' } });
    await waitFor(() => {
      expect(localStorage.getItem(`rollcall.post-draft.${String(hello.id)}`)).toContain('Typed, never saved');
    });
    first.unmount();

    const again = await editHello();
    expect(again.title().value).toBe('Hello Rollcall');
    fireEvent.click(again.form.getByRole('button', { name: BLOG_SCREEN_TEXTS.restoreDraft }));
    expect(again.title().value).toBe('Typed, never saved');
    again.unmount();

    const third = await editHello();
    fireEvent.click(third.form.getByRole('button', { name: BLOG_SCREEN_TEXTS.discardDraft }));
    expect(third.title().value).toBe('Hello Rollcall');
    expect(localStorage.getItem(`rollcall.post-draft.${String(hello.id)}`)).toBeNull();
  });
});
