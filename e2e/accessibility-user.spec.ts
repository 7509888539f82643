import { describe, expect, it } from 'vitest';
import { sweepEveryScreen } from './accessibility-sweep';
import { useBrowser } from './fixtures';
import { USER_ROUTES } from './routes';
import { E2E_USERS } from './users';

describe('accessibility of every screen a user sees', () => {
  const browser = useBrowser();

  it('has no serious or critical violation for a user, light and dark, 1280 and 390 px', { timeout: 240_000 }, async () => {
    expect(await sweepEveryScreen(browser, USER_ROUTES, E2E_USERS.curator.email)).toEqual([]);
  });
});
