// `npm run bench:lighthouse`: Lighthouse (desktop preset, performance and accessibility) on the
// home page, the blog and a post of the built app (run `npm run build` first), served for real
// with its demo content, in the machine's Chromium. Lighthouse is fetched with npx (pinned; it is
// not a dependency of the app). Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/server';
import { ensureChromium } from '../scripts/chromium';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const chrome = ensureChromium();
const server = await startServer();
try {
  const posts = (await (await fetch(`${server.url}/api/blog/posts`)).json()) as { posts: { slug: string }[] };
  const pages = ['/', '/blog', ...(posts.posts[0] ? [`/blog/${posts.posts[0].slug}`] : [])];
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
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const score = (name: string) => String(Math.round((report.categories[name]?.score ?? 0) * 100)).padStart(3);
    const ms = (audit: string) => `${((report.audits[audit]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
    console.log(
      `${page.padEnd(40)} performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}` +
        `   (FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${((report.audits['total-blocking-time']?.numericValue ?? 0)).toFixed(0)} ms, CLS ${(report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)})`,
    );
  }
} finally {
  await server.stop();
}
