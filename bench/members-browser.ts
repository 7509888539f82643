/// <reference lib="dom" />
// `npm run bench:members-browser`: the Members screen in Chromium for a user with 1,000 lists and
// 100,000 members (built app, embedded database): time until the first rows show, then a scroll
// through every row (pages load as it goes) in fast wheel flicks, counting long tasks (> 50 ms)
// on the main thread. Needs a build (`npm run build`). Prints figures; asserts nothing.
//
// The first rows are timed in FIRST_LOADS fresh browser contexts (nothing cached): one load is one
// sample of a busy 2-core machine. The app's median is compared with the floor's fastest load, not
// its median: the static page's first row shows either as soon as the parser yields (about 0.8 s)
// or once the whole document is parsed (about 7 s), so its median lands on either (issue #40: 948
// and 6,631 ms in two runs). Against its fastest, the app is held to the best the browser did.
// The first load, of a server just started (what this bench timed alone before), is a figure of
// its own beside the floor's first load.
//
// The floor, in the same run and the same browser: the same 100,000 rows as one static HTML page
// (no script at all) served by a bare node:http server, scrolled the same way. What the browser
// and this machine do with that many rows and that scroll speed, with no app in the way.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureChromium, CHROMIUM_ARGS } from '../scripts/chromium';
import { startServer } from '../e2e/server';
import { createSession } from '../server/auth/session-service';
import { createUser, givePlan } from '../test/support/factories';
import { seedManyMembers } from '../test/support/many-members';
import { median, report } from './report.mjs';

/** One fast flick of a mouse wheel or trackpad (about 23 rows of 52 px). */
const WHEEL_PX = Number(process.env.WHEEL_PX ?? 1200);
const LISTS = 1000;
/** MEMBERS_PER_LIST=1000: a million members (issue #40). Then the scroll is a journey, not every row (below). */
const PER_LIST = Number(process.env.MEMBERS_PER_LIST ?? 100);
const LAST = `@u${LISTS}_${PER_LIST}`;
/** The static floor page holds at most 100,000 rows: a browser lays out no element taller than about 33,500,000 px. */
const FLOOR_PER_LIST = Math.min(PER_LIST, 100);
const JOURNEY = PER_LIST > FLOOR_PER_LIST;
/** Wheel flicks at each stop of the journey. */
const FLICKS = 150;

let cookie = '';
const server = await startServer({
  async seed(db) {
    const user = await createUser(db);
    await givePlan(db, user.id, { tier: 1, maxlist: null });
    await seedManyMembers(db, user.id, LISTS, PER_LIST);
    cookie = (await createSession(db, user.id)).token;
  },
});

/** The same rows as one static page: a grid row per member with list name, @link, date and the three actions. */
function staticRows(): string {
  const rows: string[] = [];
  for (let l = 1; l <= LISTS; l += 1) {
    for (let g = 1; g <= FLOOR_PER_LIST; g += 1) {
      rows.push(
        `<div class="r"><span>List ${l}</span><a href="https://x.com/u${l}_${g}">@u${l}_${g}</a><span>Nov 22, 2026</span><span><button>Copy</button><button>Change</button><button>Delete</button></span></div>`,
      );
    }
  }
  // Divs in a grid like the app's rows (a <table> of 100,000 rows scrolls about twice as slowly).
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Members (static)</title>
<style>body{font:14px system-ui,sans-serif;margin:0 2rem}.r{height:52px;display:grid;grid-template-columns:1fr 1fr 9rem 18rem;align-items:center;border-top:1px solid #e2e8f0}a{color:#4f46e5}</style>
<h1>Members</h1>${rows.join('')}</html>`;
}
const floorHtml = staticRows();
const floorServer = http.createServer((_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(floorHtml);
});
await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`;

/** Fresh loads timed to the first row, after the one the scroll starts from (the median is compared). */
const FIRST_LOADS = Math.max(1, Number(process.env.FIRST_LOADS ?? 5));

/** Long tasks from the page's start, as a list of durations. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}
const longTasksOf = (page: Page) => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

/** A fresh context (nothing cached) signed in, at `url`, once its first row shows: how long that took. */
async function open(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'rollcall_session', value: cookie, url: server.url }]);
  const page = await context.newPage();
  await watchLongTasks(page);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('link', { name: '@u1_1', exact: true }).waitFor({ timeout: 60_000 });
  return { context, page, firstRows: Date.now() - started };
}

/** Opens `url`, waits for the first row, then flicks down until the last row shows; then FIRST_LOADS fresh loads to the first row. */
async function run(browser: Browser, label: string, url: string) {
  const { context, page, firstRows: coldFirstRows } = await open(browser, url);
  // The static page is one document: it is ready to scroll once it has all loaded.
  await page.waitForLoadState('load', { timeout: 300_000 });
  const beforeScroll = (await longTasksOf(page)).length;

  const scrollStarted = Date.now();
  let steps = 0;
  if (JOURNEY) {
    // A million rows cannot be flicked through (43,000 flicks): the End key, flicks up, the
    // middle (as a drag of the scrollbar), flicks down, Home, flicks down, End again. Each jump
    // waits for its rows; the same journey on the static floor page.
    const last = label.startsWith('floor') ? `@u${LISTS}_${FLOOR_PER_LIST}` : LAST;
    // Which stop of the journey each long task came in: the tasks counted so far, at each stop's start.
    const stops: [string, number][] = [];
    const stop = async (name: string) => {
      stops.push([name, (await longTasksOf(page)).length]);
    };
    const flick = async (direction: 1 | -1) => {
      for (let index = 0; index < FLICKS; index += 1) {
        await page.mouse.wheel(0, direction * WHEEL_PX);
        steps += 1;
      }
    };
    await stop('End');
    await page.locator('body').press('End');
    await page.getByRole('link', { name: last, exact: true }).waitFor({ timeout: 60_000 });
    await stop('flicks up');
    await flick(-1);
    await stop('the middle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForFunction(() => document.querySelectorAll('a[href^="https://x.com/"]').length > 5, undefined, { timeout: 60_000 });
    await stop('flicks down');
    await flick(1);
    await stop('Home');
    await page.locator('body').press('Home');
    await page.getByRole('link', { name: '@u1_1', exact: true }).waitFor({ timeout: 60_000 });
    await stop('flicks down');
    await flick(1);
    await stop('End');
    await page.locator('body').press('End');
    await page.getByRole('link', { name: last, exact: true }).waitFor({ timeout: 60_000 });
    const total = (await longTasksOf(page)).length;
    console.log(`  long tasks by stop              ${stops.map(([name, at], index) => `${name} ${String((stops[index + 1]?.[1] ?? total) - at)}`).join(', ')}`);
  }
  for (; !JOURNEY; ) {
    await page.mouse.wheel(0, WHEEL_PX);
    steps += 1;
    if (steps % 50 === 0) {
      const atEnd = await page.evaluate(() => window.innerHeight + window.scrollY >= document.body.scrollHeight - 2);
      if (atEnd && (await page.getByRole('link', { name: LAST, exact: true }).count()) > 0) break;
    }
    if (Date.now() - scrollStarted > 1_200_000) throw new Error(`${label}: the scroll did not reach the last row in 20 minutes`);
  }
  const scrolled = Date.now() - scrollStarted;
  const longTasks = await longTasksOf(page);
  await context.close();
  const loads: number[] = [];
  for (let index = 0; index < FIRST_LOADS; index += 1) {
    const again = await open(browser, url);
    loads.push(again.firstRows);
    await again.context.close();
  }
  const firstRows = median(loads);
  const fastestFirstRows = Math.min(...loads);
  const onLoad = longTasks.slice(0, beforeScroll);
  const inScroll = longTasks.slice(beforeScroll);
  const longest = (tasks: number[]) => (tasks.length ? ` (longest ${Math.max(...tasks).toFixed(0)} ms)` : '');
  console.log(`${label}`);
  console.log(`  first rows shown after          ${firstRows} ms (median of ${FIRST_LOADS} fresh loads: ${loads.join(', ')}; fastest ${fastestFirstRows} ms; the first load ${coldFirstRows} ms)`);
  console.log(`  ${JOURNEY ? 'scroll journey (End, flicks, middle, Home, End)' : 'scroll through every row       '} ${(scrolled / 1000).toFixed(1)} s (${steps} wheel steps of ${WHEEL_PX} px)`);
  console.log(`  long tasks (> 50 ms) on load    ${onLoad.length}${longest(onLoad)}`);
  console.log(`  long tasks (> 50 ms) in scroll  ${inScroll.length}${longest(inScroll)}`);
  return { firstRows, fastestFirstRows, coldFirstRows, onLoad: onLoad.length, inScroll: inScroll.length, longestInScroll: Math.max(0, ...inScroll) };
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  // A page of nothing first: the browser's own first page (its processes starting) is not the
  // app's first load, and the floor, measured after, never pays for it.
  const warm = await browser.newContext();
  await (await warm.newPage()).goto('data:text/html,<p>ready</p>');
  await warm.close();
  console.log(`members: ${(LISTS * PER_LIST).toLocaleString('en-US')}`);
  const app = await run(browser, 'Rollcall /members', `${server.url}/members`);
  const floor = await run(browser, 'floor: the same rows as one static HTML page, no script', floorUrl);
  // Long tasks are wall-clock time: on a small shared machine other processes (the server
  // answering the pages, other jobs) stretch them. The load average says how busy it was.
  console.log(`load average (1 min) at the end  ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  const what = JOURNEY ? `the same journey over ${(LISTS * FLOOR_PER_LIST).toLocaleString('en-US')} rows of static HTML, no script` : 'same rows, static HTML, no script';
  report(JOURNEY ? 'members-browser-million' : 'members-browser', [
    { name: `Members screen: first rows shown (median of ${FIRST_LOADS} fresh loads)`, value: app.firstRows, unit: 'ms', floor: { value: floor.fastestFirstRows, what: `the fastest of ${FIRST_LOADS} fresh loads of ${what}` }, goal: { op: '<=', value: 1.5, ofFloor: true, text: '≤ 1.5 × floor' } },
    {
      name: 'Members screen: first rows shown, the first load after the server started (one sample)',
      value: app.coldFirstRows,
      unit: 'ms',
      floor: { value: floor.coldFirstRows, what: `the first load of the floor page: ${what}` },
      goal: { op: '<=', value: 1.5, ofFloor: true, text: '≤ 1.5 × floor' },
    },
    {
      name: `Members screen: long tasks > 50 ms in a scroll ${JOURNEY ? 'journey' : 'through'} ${(LISTS * PER_LIST).toLocaleString('en-US')} rows (longest ${app.longestInScroll.toFixed(0)} ms)`,
      value: app.inScroll,
      unit: 'tasks',
      floor: { value: floor.inScroll, what },
      goal: { op: '<=', value: 0, text: 'none' },
    },
    { name: 'Members screen: long tasks > 50 ms while loading', value: app.onLoad, unit: 'tasks', floor: { value: floor.onLoad, what } },
  ]);
} finally {
  await browser.close();
  floorServer.close();
  await server.stop();
}
