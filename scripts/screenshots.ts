/**
 * `npm run screenshots`: every route of the product at 1280 and 390 px, light and dark, as a
 * visitor, a user with lists and an admin, into screenshots/ (not committed) for a person to look
 * at before an issue is called done (issue #18). It builds the app if needed and serves it on a
 * throw-away data directory seeded with the browser tests' people (e2e/users.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { paths } from '../common/paths.plain';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { startServer } from '../e2e/server';
import { ADMIN_ROUTES, USER_ROUTES, VISITOR_ROUTES } from '../e2e/routes';
import { E2E_PASSWORD, E2E_USERS, seedUsers } from '../e2e/users';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'screenshots');

const WIDTHS = [1280, 390] as const;
const THEMES = ['light', 'dark'] as const;

async function signIn(page: Page, email: string) {
  await page.goto(paths.login);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== paths.login);
}

async function shoot(browser: Browser, baseURL: string, who: string, routes: readonly string[], email: string | null) {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: width === 390 ? 844 : 800 }, colorScheme: theme });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      if (email) await signIn(page, email);
      for (const route of routes) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(150); // fonts and transitions settle
        const name = `${who}${route.replace(/[/?=]+/g, '-').replace(/-$/, '') || '-home'}-${String(width)}-${theme}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        console.log(name);
      }
      await context.close();
    }
  }
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium: run `npx tsx scripts/chromium.ts` first (npm test does).');
  if (!fs.existsSync(path.join(root, 'dist/client/index.html')) || !fs.existsSync(path.join(root, 'dist/server/main.js'))) {
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
  }
  fs.mkdirSync(out, { recursive: true });
  const server = await startServer({ seed: seedUsers });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    await shoot(browser, server.url, 'visitor', VISITOR_ROUTES, null);
    await shoot(browser, server.url, 'user', USER_ROUTES, E2E_USERS.curator.email);
    await shoot(browser, server.url, 'admin', ADMIN_ROUTES, E2E_USERS.admin.email);
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`Screenshots in ${path.relative(process.cwd(), out)}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
