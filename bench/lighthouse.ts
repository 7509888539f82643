// `npm run bench:lighthouse`: Lighthouse (desktop preset, performance and accessibility) on the
// home page, the blog, a post and a draw certificate (issue #20) of the built app (run `npm run build` first), served for real
// with its demo content, in the machine's Chromium. Lighthouse is fetched with npx (pinned; it is
// not a dependency of the app). Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/server';
import { CURATOR_LISTS, E2E_PASSWORD, E2E_USERS, seedUsers } from '../e2e/users';
import { ensureChromium } from '../scripts/chromium';
import { report, type Figure } from './report.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const chrome = ensureChromium();
const server = await startServer({ seed: seedUsers });
const figures: Figure[] = [];
try {
  const posts = (await (await fetch(`${server.url}/api/blog/posts`)).json()) as { posts: { slug: string }[] };
  // A shoot of the curator's lists gives a certificate to open, as a visitor would.
  const headers = { 'content-type': 'application/json', origin: server.url };
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: E2E_USERS.curator.email, password: E2E_PASSWORD }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const lists = (await (await fetch(`${server.url}/api/lists`, { headers: { cookie } })).json()) as { lists: { id: number }[] };
  const shot = (await (await fetch(`${server.url}/api/shoot`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ listIds: lists.lists.map((list) => list.id), count: Object.values(CURATOR_LISTS).flat().length }) })).json()) as { drawId: string };
  const pages = ['/', '/blog', ...(posts.posts[0] ? [`/blog/${posts.posts[0].slug}`] : []), `/draws/${shot.drawId}`];
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-lighthouse-'));
  for (const page of pages) {
    const file = path.join(out, 'report.json');
    execFileSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${server.url}${page}`,
        '--preset=desktop',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const lighthouse = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const score = (name: string) => String(Math.round((lighthouse.categories[name]?.score ?? 0) * 100)).padStart(3);
    const ms = (audit: string) => `${((lighthouse.audits[audit]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
    figures.push({
      name: `Lighthouse performance (desktop), ${page}`,
      value: Math.round((lighthouse.categories.performance?.score ?? 0) * 100),
      unit: '/ 100',
      goal: { op: '>=', value: 95, text: '≥ 95' },
    });
    console.log(
      `${page.padEnd(40)} performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}` +
        `   (FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${((lighthouse.audits['total-blocking-time']?.numericValue ?? 0)).toFixed(0)} ms, CLS ${(lighthouse.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)})`,
    );
  }
} finally {
  await server.stop();
}
// A score has a ceiling (100), not a floor: no floor beside it.
report('lighthouse', figures);
