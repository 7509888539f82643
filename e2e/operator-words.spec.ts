import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalPathIn, paths } from '../common/paths.plain';
import { CONTACT_TEXTS } from '../web/features/contact/contact-texts';
import { LEGAL_TITLES } from '../common/legal-titles.plain';
import { axeSerious } from './axe';
import { settled, useBrowser } from './fixtures';
import { startServer, type RunningServer } from './server';

// Issue #38, item 8: the operator's own words. /contact shows the channels the operator set
// (CONTACT_EMAIL, CONTACT_X, CONTACT_HOURS) and nothing of ours when none is; a legal page in
// French has its own address, <html lang="fr"> and a French title, and the choice is remembered.

const CONTACT = { email: 'help@acme-community.example', xHandle: 'acme_help', hours: 'Monday to Friday, 9:00 to 17:00 CET' };

const sizes = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

async function inTheme(page: Page, theme: 'light' | 'dark'): Promise<Page> {
  await page.addInitScript((value) => {
    localStorage.setItem('theme', value);
  }, theme);
  return page;
}

describe("the operator's own words", () => {
  const browser = useBrowser();
  let server: RunningServer;

  beforeAll(async () => {
    // A server of its own, whose operator published the three channels.
    server = await startServer({ env: { CONTACT_EMAIL: CONTACT.email, CONTACT_X: `@${CONTACT.xHandle}`, CONTACT_HOURS: CONTACT.hours } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the operator's e-mail, X account and hours on /contact, at 1280 and 390 px, light and dark", async () => {
    for (const viewport of sizes) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await inTheme(await browser.newPage({ baseURL: server.url, viewport }), theme);
        await page.goto(paths.contact);
        const email = page.getByRole('link', { name: CONTACT.email });
        await expect.poll(() => email.getAttribute('href')).toBe(`mailto:${CONTACT.email}`);
        expect(await page.getByRole('link', { name: CONTACT_TEXTS.xLink(CONTACT.xHandle) }).getAttribute('href')).toBe(`https://x.com/${CONTACT.xHandle}`);
        await page.getByText(CONTACT.hours).waitFor();
        await page.getByText(CONTACT_TEXTS.responseTime).waitFor();
        expect(await page.locator('main').innerText()).not.toMatch(/rollcallapp|has not published/);
        await settled(page);
        await browser.screenshot(page, `contact-operator-${String(viewport.width)}-${theme}`);
        if (viewport.width === 390) expect(await axeSerious(page, { where: `/contact with channels (${theme}, 390 px)` })).toEqual([]);
      }
    }
  });

  it('shows none of ours on /contact when the operator set no channel', async () => {
    for (const viewport of sizes) {
      // This file's shared server sets no CONTACT_* value.
      const page = await inTheme(await browser.newPage({ viewport }), viewport.width === 390 ? 'dark' : 'light');
      await page.goto(paths.contact);
      await page.getByText(CONTACT_TEXTS.noChannels).waitFor();
      expect(await page.locator('main a[href^="mailto:"], main a[href*="x.com"]').count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toMatch(/rollcallapp|Monday to Friday|Support hours|typically reply/);
      await page.getByRole('link', { name: CONTACT_TEXTS.guidesLink }).waitFor();
      await settled(page);
      await browser.screenshot(page, `contact-none-${String(viewport.width)}`);
    }
  });

  it('opens a legal page in French at its own address, sets <html lang> and the title, and remembers the choice', async () => {
    for (const viewport of sizes) {
      const page = await inTheme(await browser.newPage({ viewport }), viewport.width === 390 ? 'dark' : 'light');
      const htmlLang = () => page.evaluate(() => document.documentElement.lang);

      await page.goto(legalPathIn(paths.privacyPolicy, 'fr'));
      await page.getByRole('heading', { level: 1, name: LEGAL_TITLES.privacyPolicy.fr }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Consentement' }).waitFor();
      expect(await htmlLang()).toBe('fr');
      expect(await page.title()).toBe(`${LEGAL_TITLES.privacyPolicy.fr} · Rollcall`);
      await browser.screenshot(page, `legal-fr-${String(viewport.width)}`);

      // Back to English by the switch, then French again: that is the choice remembered.
      await page.getByRole('link', { name: 'English' }).click();
      await page.getByRole('heading', { level: 2, name: 'Consent' }).waitFor();
      expect(new URL(page.url()).search).toBe('?lang=en');
      expect(await htmlLang()).toBe('en');
      await page.getByRole('link', { name: 'Français' }).click();
      await page.getByRole('heading', { level: 2, name: 'Consentement' }).waitFor();

      // The next visit to a legal page without a language opens in French.
      await page.goto(paths.termsOfService);
      await page.getByRole('heading', { level: 2, name: '1. Acceptation des conditions' }).waitFor();
      expect(await htmlLang()).toBe('fr');
      expect(await page.title()).toBe(`${LEGAL_TITLES.termsOfService.fr} · Rollcall`);

      // An explicit address wins over the remembered choice.
      await page.goto(legalPathIn(paths.termsOfService, 'en'));
      await page.getByRole('heading', { level: 2, name: '1. Acceptance of Terms' }).waitFor();
      expect(await htmlLang()).toBe('en');

      // Leaving a French page gives the rest of the site its English back.
      await page.goto(paths.termsOfService);
      await page.getByRole('heading', { level: 2, name: '1. Acceptation des conditions' }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
      await page.getByRole('heading', { level: 1, name: CONTACT_TEXTS.title }).waitFor();
      expect(await htmlLang()).toBe('en');
      expect(await page.title()).toBe('Contact · Rollcall');
    }
  });
});
