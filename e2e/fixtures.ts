import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../scripts/chromium';

export const baseUrl = () => inject('baseUrl');

export interface BrowserFixture {
  /** A fresh page in a fresh context (own cookies and storage). Console errors fail the test. */
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
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
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: options.viewport ?? { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error on ${page.url()}: ${message.text()}`);
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
