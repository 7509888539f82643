import { WAIT_MS } from './limits';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, vi } from 'vitest';
import { CHROMIUM_ARGS } from '../scripts/chromium';
import type { E2eServer } from './global-setup';
import { claimServer, type ServerClaim } from './server-claims';

/**
 * This file's server, of those global setup started (one per worker): claimed before the file's
 * first page (useBrowser) and held until its process ends, so two files running side by side never
 * share an app, a database or an outbox (e2e/server-claims.ts says why Vitest's worker number
 * could not).
 */
let claim: Promise<ServerClaim> | undefined;
let mine: E2eServer | undefined;
async function claimMyServer(): Promise<void> {
  claim ??= claimServer(inject('serverClaimsPort'));
  mine = inject('servers')[(await claim).index];
}
function server(): E2eServer {
  if (!mine) throw new Error("this file has no server yet: the server is claimed in useBrowser()'s beforeAll, so ask for it in a test or a later hook");
  return mine;
}
export const baseUrl = () => server().baseUrl;
/** This worker's app's data directory (its outbox: e2e/mail.ts). */
export const dataDir = () => server().dataDir;
/** The Stripe test double this worker's app talks to. */
export const stripeUrl = () => server().stripeUrl;
/** Sets this worker's stand-in drand relay's mode (issue #37): 'good', 'bad signature' (another key's), 'down' or 'garbage'. */
export async function setRelayMode(mode: 'good' | 'bad signature' | 'down' | 'garbage'): Promise<void> {
  const answer = await fetch(`${server().relayUrl}/test-mode/${encodeURIComponent(mode)}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`the stand-in relay refused mode ${mode}`);
}

let addresses = 0;
/**
 * A made-up client address (IPv6's documentation prefix), unique in this run: each test file runs
 * in a process of its own, so its pid, then a counter. Files on one server never share an address
 * (and its per-address login and mail limits), however quickly they follow each other.
 */
function nextAddress(): string {
  addresses += 1;
  return `2001:db8::${(process.pid >>> 16).toString(16)}:${(process.pid & 0xffff).toString(16)}:${addresses.toString(16)}`;
}

/** The requests each page of the fixture has started and not finished (its data, a lazy page's code, images). */
const requestsInFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const pending = new Set<Request>();
  requestsInFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * The screen has drawn its data, as a person sees it once it stops changing: it has painted (so
 * what React committed has started its fetches), it has its heading, nothing is in flight, and no
 * skeleton, spinner or loading text is left. Read again until it holds, rather than after a quiet
 * spell of the network of a fixed length ('networkidle'). For a page of useBrowser().newPage().
 */
export async function settled(page: Page, timeout = WAIT_MS): Promise<void> {
  const pending = requestsInFlight.get(page);
  if (!pending) throw new Error('settled() needs a page of useBrowser().newPage(), which counts its requests from the start');
  await vi.waitFor(
    async () => {
      const left = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return [
          document.querySelector('h1') ? '' : 'no heading yet',
          document.querySelector('.animate-pulse, .animate-spin') ? 'a skeleton or spinner' : '',
          /Loading/.test(document.body.innerText) ? 'loading text' : '',
        ].filter(Boolean);
      });
      const inFlight = [...pending].map((request) => request.url());
      if (left.length > 0 || inFlight.length > 0) throw new Error(`${page.url()} not settled: ${[...left, ...inFlight.map((url) => `in flight: ${url}`)].join(', ')}`);
    },
    { timeout, interval: 50 },
  );
}

/**
 * Saves a screenshot under test-results/ for a person to look at, when E2E_SCREENSHOTS=1 asks for
 * them (`E2E_SCREENSHOTS=1 npm run test:e2e`). They are pictures, never assertions: encoding ninety
 * full-page PNGs was a tenth of the browser tests' time on two cores (issue #34), and
 * `npm run screenshots` photographs every screen. `fullPage: false` keeps what the window shows
 * (a full-page shot misplaces a fixed dialog or a sticky bar).
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const dir = path.resolve(import.meta.dirname, '..', 'test-results');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

export interface BrowserFixture {
  /** A fresh page in a fresh context (own cookies and storage). Console errors fail the test. */
  newPage(options?: { viewport?: { width: number; height: number }; baseURL?: string; permissions?: string[] }): Promise<Page>;
  /** Saves a full-page screenshot under test-results/ when asked (saveScreenshot). */
  screenshot(page: Page, name: string): Promise<void>;
}

/**
 * One Chromium per test file. Every page records console errors and uncaught exceptions; a test
 * that leaves any fails, as a person would notice a broken page before reading our assertions.
 */
export function useBrowser(): BrowserFixture {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    await claimMyServer();
    browser = await chromium.launch({ executablePath: inject('chromePath'), args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const found = problems.splice(0);
    expect(found, 'console errors in the browser').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 800 },
        permissions: options.permissions ?? [],
        // Each browser is a person at their own address (the server trusts the header: e2e/server.ts),
        // so the per-address login and mail limits count per person, not for the whole suite.
        extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
      });
      contexts.push(context);
      const page = await context.newPage();
      trackRequests(page);
      // Fail with the locator's name well before the test's own timeout.
      page.setDefaultTimeout(WAIT_MS);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs every 4xx answer ("Failed to load resource: … status of 401"); a wrong
        // password is such an answer and expected. 5xx answers fail the test below instead.
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
        problems.push(`console.error on ${page.url()}: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
      return page;
    },
    async screenshot(page, name) {
      await saveScreenshot(page, name);
    },
  };
}
