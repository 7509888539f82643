import { describe, expect, it } from 'vitest';
import { sweepEveryScreen } from './accessibility-sweep';
import { useBrowser } from './fixtures';
import { ADMIN_ROUTES } from './routes';
import { E2E_USERS } from './users';

describe('accessibility of every screen an admin sees', () => {
  const browser = useBrowser();

  it('has no serious or critical violation for an admin, light and dark, 1280 and 390 px', { timeout: 240_000 }, async () => {
    // The tiers page's recent assignments (a table that scrolls sideways on a phone) shows whatever
    // ran before: one harmless assignment (no plan to a user without one) makes it certain.
    const found = await sweepEveryScreen(browser, ADMIN_ROUTES, E2E_USERS.admin.email, async (page) => {
      const assigned = await page.request.post('/api/admin/plan-assignments', { data: { email: E2E_USERS.newcomer.email, planId: null } });
      expect(assigned.status()).toBe(201);
    });
    expect(found).toEqual([]);
  });
});
