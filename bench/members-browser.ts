/// <reference lib="dom" />
// `npm run bench:members-browser`: the Members screen in Chromium for a user with 1,000 lists and
// 100,000 members (built app, embedded database): time until the first rows show, then a scroll
// through every row (pages load as it goes), counting long tasks (> 50 ms) on the main thread.
// Needs a build (`npm run build`). Prints figures; asserts nothing.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { ensureChromium, CHROMIUM_ARGS } from '../scripts/chromium';
import { startServer } from '../e2e/server';
import { createSession } from '../server/auth/session-service';
import { createUser, givePlan } from '../test/factories';

/** One fast flick of a mouse wheel or trackpad (about 23 rows of 52 px). */
const WHEEL_PX = Number(process.env.WHEEL_PX ?? 1200);
let cookie = '';
const server = await startServer({
  async seed(db) {
    const user = await createUser(db);
    await givePlan(db, user.id, { tier: 1, maxlist: null });
    await db.execute(sql`insert into lists (name, icon, color, owner_id) select 'List ' || g, '📝', '#4f46e5', ${user.id} from generate_series(1, 1000) g`);
    await db.execute(sql`insert into list_members (list_id, username) select l.id, 'u' || l.id || '_' || g from lists l, generate_series(1, 100) g where l.owner_id = ${user.id}`);
    cookie = (await createSession(db, user.id)).token;
  },
});
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'rollcall_session', value: cookie, url: server.url }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });

  const started = Date.now();
  await page.goto(`${server.url}/members`);
  await page.getByRole('link', { name: '@u1_1', exact: true }).waitFor({ timeout: 30_000 });
  const firstRows = Date.now() - started;
  const beforeScroll = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.length);

  const scrollStarted = Date.now();
  const total = Number(await page.getByRole('table', { name: 'Members' }).getAttribute('aria-rowcount')) - 1;
  let steps = 0;
  for (;;) {
    await page.mouse.wheel(0, WHEEL_PX);
    steps += 1;
    if (steps % 50 === 0) {
      const atEnd = await page.evaluate(() => window.innerHeight + window.scrollY >= document.body.scrollHeight - 2);
      const last = await page.getByRole('link', { name: '@u1000_100', exact: true }).count();
      if (atEnd && last > 0) break;
    }
    if (Date.now() - scrollStarted > 600_000) throw new Error('scroll did not reach the last row in 10 minutes');
  }
  const scrolled = Date.now() - scrollStarted;
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const duringScroll = longTasks.slice(beforeScroll);
  console.log(`members: ${total.toLocaleString('en-US')}`);
  console.log(`first rows shown after          ${firstRows} ms (navigation to the first row visible)`);
  console.log(`scroll through every row         ${(scrolled / 1000).toFixed(1)} s (${steps} wheel steps of ${WHEEL_PX} px)`);
  console.log(`long tasks (> 50 ms) on load     ${beforeScroll}${beforeScroll ? ` (longest ${Math.max(...longTasks.slice(0, beforeScroll)).toFixed(0)} ms)` : ''}`);
  console.log(`long tasks (> 50 ms) in scroll   ${duringScroll.length}${duringScroll.length ? ` (longest ${Math.max(...duringScroll).toFixed(0)} ms)` : ''}`);
  // Long tasks are wall-clock time: on a small shared machine, other processes (the server
  // answering the pages, other jobs) stretch them. The load average says how busy it was.
  console.log(`load average (1 min) at the end  ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
} finally {
  await browser.close();
  await server.stop();
}
