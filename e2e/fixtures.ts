import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../scripts/chromium';

export const baseUrl = () => inject('baseUrl');

let addresses = 0;
/** A made-up client address (TEST-NET-3 and up), unique in this run. */
function nextAddress(): string {
  addresses += 1;
  return `203.0.${String(113 + Math.floor(addresses / 250))}.${String((addresses % 250) + 1)}`;
}
export const dataDir = () => inject('dataDir');

export interface BrowserFixture {
  /** A fresh page in a fresh context (own cookies and storage). Console errors fail the test. */
  newPage(options?: { viewport?: { width: number; height: number }; baseURL?: string; permissions?: string[] }): Promise<Page>;
  /** Saves a screenshot under test-results/ for a person to look at. */
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
      // Fail with the locator's name well before the test's own timeout.
      page.setDefaultTimeout(10_000);
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
      const dir = path.resolve(import.meta.dirname, '..', 'test-results');
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    },
  };
}
