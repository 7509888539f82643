import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { makeUser, renderApp } from '../../test/render-app';
import { mockApi, ok } from '../../test/mock-api';
import { blogServer } from './blog/test-fixtures';

const newPages = [
  [paths.dashboardExtensions, 'Extensions Management'],
  [paths.dashboardAudit, 'Audit Log'],
] as const;

describe('the admin pages', () => {
  it.each(newPages)('show %s to an admin', async (path, heading) => {
    mockApi({ 'GET /api/admin/extensions': ok({ extensions: [] }), 'GET /api/admin/audit?page=1': ok({ entries: [], total: 0, page: 1, pageSize: 50 }) });
    renderApp(path, { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(paths.dashboard);
  });

  it.each(newPages)('send a non-admin user from %s to /', async (path) => {
    const { router } = renderApp(path, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it.each(newPages)('send a visitor from %s to /login', async (path) => {
    const { router } = renderApp(path, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
  });
});

// The guard of /dashboard/blog, from the route table (beside the other admin pages' above).
describe('blog management page', () => {
  it('sends a signed-in user who is not an admin home', async () => {
    blogServer();
    const { router } = renderApp(paths.dashboardBlog, { user: makeUser({ role: 'user' }) });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(screen.queryByRole('heading', { name: 'Blog Management' })).toBeNull();
  });
});
