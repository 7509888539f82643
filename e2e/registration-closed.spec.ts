import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../common/api/routes';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Registration closed by the admin, on this file's own app (a file holds its app alone: e2e/server-claims.ts),
// and open again after, as the files that follow expect it.
describe('when registration is closed', () => {
  const browser = useBrowser();

  it('shows the Registration Closed link instead of registering, and it leads to the notice', async () => {
    const admin = await browser.newPage();
    await signIn(admin, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
    const setOpen = async (open: boolean) => {
      const answer = await admin.request.put(adminRoutes.setRegistrationOpen.path, { data: { open } });
      expect(answer.status(), await answer.text()).toBe(200);
    };
    await setOpen(false);
    try {
      const page = await browser.newPage();
      await page.goto('/login');
      await page.getByRole('link', { name: 'Registration Closed' }).click();
      await page.waitForURL('**/registration-closed');
      await page.getByRole('heading', { name: 'Registration is Currently Closed' }).waitFor();
    } finally {
      await setOpen(true);
    }
  });
});
