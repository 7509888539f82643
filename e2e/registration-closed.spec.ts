import { afterAll, beforeAll, describe, it } from 'vitest';
import { setRegistrationOpen } from '../server/auth/registration-settings';
import { useBrowser } from './fixtures';
import { startServer, type RunningServer } from './server';

// Its own server: closing registration on the shared one would change every other test.
describe('when registration is closed', () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ seed: (db) => setRegistrationOpen(db, false) });
  });
  afterAll(() => server.stop());

  it('shows the Registration Closed link instead of registering, and it leads to the notice', async () => {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Registration Closed' }).click();
    await page.waitForURL('**/registration-closed');
    await page.getByRole('heading', { name: 'Registration is Currently Closed' }).waitFor();
  });
});
