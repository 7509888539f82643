/// <reference lib="dom" />
// `npm run bench:lists-scale`: the Lists screen with 61 lists (issue #18: 4,160 px tall, 11,454 px
// on a phone), as cards and as compact rows, at 1280 and 390 px (built app, embedded database).
// Also where the first list starts on a phone. Needs a build (`npm run build`). Prints figures;
// asserts nothing.
//
// The floor, in the same run and the same browser: the same screen of the same user with no list
// (header, toolbar, footer): what the page costs before a single list is drawn.
import { sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { ensureChromium, CHROMIUM_ARGS } from '../scripts/chromium';
import { startServer } from '../e2e/server';
import { createSession } from '../server/auth/session-service';
import { createUser, givePlan } from '../test/support/factories';
import { report } from './report.mjs';

const LISTS = 61;
let full = '';
let empty = '';
const server = await startServer({
  async seed(db) {
    const withLists = await createUser(db);
    const without = await createUser(db);
    for (const user of [withLists, without]) await givePlan(db, user.id, { tier: 1, maxlist: null });
    await db.execute(sql`insert into lists (name, icon, color, workspace_id) select 'List ' || g, '📝', '#4f46e5', ${withLists.id} from generate_series(1, ${LISTS}) g`);
    full = (await createSession(db, withLists.id)).token;
    empty = (await createSession(db, without.id)).token;
  },
});

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

async function open(token: string, width: number, compact: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
  await context.addCookies([{ name: 'rollcall_session', value: token, url: server.url }]);
  // The view is remembered per user in this browser: set it before the page reads it.
  await context.addInitScript((rows) => {
    for (let id = 0; id < 100; id += 1) localStorage.setItem(`rollcall.lists-view.${String(id)}`, JSON.stringify({ sort: 'oldest', compact: rows }));
  }, compact);
  const page = await context.newPage();
  await page.goto(`${server.url}/lists`);
  await page.getByRole('heading', { level: 1, name: 'Lists' }).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

const height = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

const figures: Parameters<typeof report>[1] = [];
try {
  for (const width of [1280, 390]) {
    const floorPage = await open(empty, width, false);
    const floor = { value: await height(floorPage), what: 'the same screen with no list' };
    for (const compact of [false, true]) {
      const page = await open(full, width, compact);
      await page.getByRole('article', { name: `List ${String(LISTS)}` }).waitFor();
      figures.push({ name: `${String(LISTS)} lists at ${String(width)} px, ${compact ? 'compact rows' : 'cards'}`, value: await height(page), unit: 'px', floor });
      if (width === 390 && compact) {
        const first = (await page.getByRole('list', { name: 'Lists' }).getByRole('article').first().boundingBox())!;
        figures.push({ name: 'first list ends at, 390 px, compact rows', value: Math.round(first.y + first.height), unit: 'px', goal: { op: '<=' as const, value: 844, text: '≤ 844 px (above the fold)' } });
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
report('lists-scale', figures);
