import { describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { useBrowser } from './fixtures';
import { CURATOR_LISTS, E2E_PASSWORD, E2E_USERS } from './users';

// Issue #20: a shoot's certificate, opened from the Lists screen, checked by a visitor in the
// browser; the owner redraws one and chooses what is published; rotation in the shoot form.

describe('draw certificates in the browser', () => {
  const browser = useBrowser();

  it('a shoot links to its certificate; a visitor verifies it; the owner redraws one and hides the entrants', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('article', { name: 'Core team' }).getByRole('checkbox').check();
    await page.getByRole('spinbutton', { name: 'Shoot count' }).fill('2');
    await page.getByRole('button', { name: 'Shoot', exact: true }).click();
    const result = page.getByRole('textbox', { name: 'Shoot result' });
    await result.waitFor();
    const drawn = (await result.inputValue()).split(' ').map((mention) => mention.slice(1));
    const link = page.getByRole('link', { name: 'Draw certificate' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/draws\/[A-Za-z0-9_-]{22}$/);

    // A visitor, with no account: the page, its head for X, and Verify.
    const visitor = await browser.newPage();
    const html = await (await visitor.request.get(href, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Draw certificate — Rollcall</title>');
    expect(html).toMatch(/<meta property="og:description" content="2 winners drawn from 3 entrants on /);
    await visitor.goto(href);
    const winners = visitor.getByRole('region', { name: 'Winners' }).getByRole('listitem');
    await winners.first().waitFor();
    expect(await winners.allInnerTexts()).toEqual(drawn.map((handle) => `@${handle}`));
    expect(await visitor.getByRole('region', { name: 'Entrants (3)' }).getByRole('listitem').allInnerTexts()).toEqual([...CURATOR_LISTS['Core team']]);
    expect(await visitor.getByText('Not published by the organiser').count()).toBe(1);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await visitor.getByRole('status').getByText('Verified', { exact: true }).waitFor();
    expect(await axeSerious(visitor)).toEqual([]);
    await browser.screenshot(visitor, 'draw-certificate-1280');

    // The owner: Redraw one (after a question), then stop publishing the entrants.
    await page.goto(href);
    const mine = page.getByRole('region', { name: 'Your certificate' });
    await mine.getByRole('button', { name: `Redraw @${drawn[0]!}` }).click();
    await page.getByRole('alertdialog', { name: 'Redraw one winner' }).getByRole('button', { name: 'Redraw' }).click();
    await page.getByRole('status').getByText(new RegExp(`^@${drawn[0]!} was replaced by @`)).waitFor();
    const third = CURATOR_LISTS['Core team'].find((handle) => !drawn.includes(handle))!;
    await page.getByRole('region', { name: 'Winners' }).getByText(`replaced by @${third}`).waitFor();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('status').getByText('Verified', { exact: true }).waitFor();
    await mine.getByRole('checkbox', { name: 'Publish the entrant list' }).uncheck();
    await expect.poll(() => mine.getByRole('checkbox', { name: 'Publish the entrant list' }).isChecked()).toBe(false);
    expect(await axeSerious(page)).toEqual([]);

    await visitor.reload();
    await visitor.getByText('The organiser chose not to publish the entrant list.').waitFor();
    expect(await visitor.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    expect(await visitor.getByText(/Redraw @/).count()).toBe(0);

    // Published again: the list is back for everyone (and for the next draws of it).
    await mine.getByRole('checkbox', { name: 'Publish the entrant list' }).check();
    await expect.poll(async () => (await visitor.request.get(`/api${href}`)).json().then((cert: { entrants: string[] | null }) => cert.entrants?.length ?? 0)).toBe(3);
    await visitor.close();
    await page.close();
  });

  it('rotation leaves out who was drawn in the round; the certificate fits a phone, light and dark', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('button', { name: /^Select, export & shoot/ }).click();
    await page.getByRole('article', { name: 'Guests' }).getByRole('checkbox').check();
    await page.getByRole('spinbutton', { name: 'Shoot count' }).fill('1');
    await page.getByRole('checkbox', { name: 'Rotation (everyone once before anyone twice)' }).check();
    expect(await page.getByRole('spinbutton', { name: 'Skip members from the last K shoots' }).isDisabled()).toBe(true);
    const result = page.getByRole('textbox', { name: 'Shoot result' });
    const shootOnce = async () => {
      await page.getByRole('button', { name: 'Shoot', exact: true }).click();
      await expect.poll(async () => (await result.count()) > 0 && (await result.inputValue()) !== '').toBe(true);
    };
    await shootOnce();
    const first = await result.inputValue();
    await page.getByRole('button', { name: 'Shoot', exact: true }).click();
    await expect.poll(() => result.inputValue()).not.toBe(first);
    await page.getByText('1 of 2 members (1 left out as already drawn in this rotation)').waitFor();
    const href = (await page.getByRole('link', { name: 'Draw certificate' }).getAttribute('href'))!;
    for (const theme of ['light', 'dark'] as const) {
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await phone.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, theme);
      await phone.goto(href);
      await phone.getByText('Rotation: everyone once before anyone twice (1 already drawn this round, left out)').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeSerious(phone)).toEqual([]);
      await browser.screenshot(phone, `draw-certificate-390-${theme}`);
      await phone.close();
    }
    await page.close();
  });
});
