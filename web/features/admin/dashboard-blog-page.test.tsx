import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderRoute } from '../../test/render-route';
import { blogServer } from './blog/test-fixtures';
import { preloadBlogManagement } from './blog/test-setup';
import { DashboardBlogPage } from './dashboard-blog-page';

preloadBlogManagement();

describe('blog management page', () => {
  it("has the heading 'Blog Management', a way back to the dashboard and the three sections as tabs", async () => {
    blogServer();
    const { router } = renderRoute(paths.dashboardBlog, <DashboardBlogPage />, { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Management' })).toBeTruthy();
    expect(document.title).toBe('Blog Management · Rollcall');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Posts', 'Categories', 'Tags']);
    const posts = screen.getByRole('tab', { name: 'Posts' });
    expect(posts.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Posts' })).toBeTruthy();

    // The arrow keys move between the tabs and show each one; the address keeps the choice.
    posts.focus();
    fireEvent.keyDown(posts, { key: 'ArrowRight' });
    const categories = screen.getByRole('tab', { name: 'Categories' });
    expect(document.activeElement).toBe(categories);
    expect(categories.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Add Category' })).toBeTruthy();
    expect(router.state.location.search).toBe('?section=categories');

    fireEvent.click(screen.getByRole('tab', { name: 'Tags' }));
    expect(await screen.findByRole('button', { name: 'Add Tag' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tags' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('');
  });
});
