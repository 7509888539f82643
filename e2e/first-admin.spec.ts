import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TEXTS } from '../common/admin';
import { SETUP_PAGE_TEXTS as T } from '../web/features/admin/admin-screen-texts';
import { axeSerious } from './axe';
import { useBrowser } from './fixtures';
import { WAIT_MS } from './limits';
import { startServer, type RunningServer } from './server';

// Issue #38: a new operator creates the first admin in the browser, with the link the server
// printed at start, while it runs; no CLI, no restart.

describe('the first admin from the browser', () => {
  const browser = useBrowser();
  let server: RunningServer;

  beforeAll(async () => {
    // A server of its own, on an empty database: nobody is admin.
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('opens the printed setup link, creates the admin, and lands signed in on the dashboard; the link then opens nothing', async () => {
    // Started without a terminal, the server names the private file that holds the link
    // (test/operator/live-links.test.ts has the terminal's line).
    const file = path.join(server.dataDir, 'setup-link.txt');
    await expect.poll(() => server.output(), { timeout: WAIT_MS }).toContain(SETUP_TEXTS.fileLine(file));
    const link = fs.readFileSync(file, 'utf8').trim();
    expect(link).toMatch(/\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const page = await browser.newPage({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    await page.goto(link);
    await page.getByRole('heading', { name: T.title }).waitFor();
    // A mistake first: said beside the field, nothing created.
    await page.getByRole('textbox', { name: T.email }).fill('not an e-mail');
    await page.getByRole('textbox', { name: T.username }).fill('operator');
    await page.getByLabel(T.password, { exact: true }).fill('a long operator password');
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByText('Enter a valid email address').first().waitFor();
    expect(await axeSerious(page)).toEqual([]);
    await page.getByRole('textbox', { name: T.email }).fill('operator@example.com');
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByText(T.created('operator')).waitFor();
    await page.waitForURL(/\/dashboard$/);
    expect(fs.existsSync(file)).toBe(false);
    // The link is used up: opened again, it says so and points to sign in.
    const again = await browser.newPage({ baseURL: server.url });
    await again.goto(link);
    await again.getByText(T.closed).waitFor();
    expect(await again.getByRole('button', { name: T.submit }).count()).toBe(0);
  });
});
