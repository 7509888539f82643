import { describe, expect, it } from 'vitest';
import { ANNOUNCE_MIN_MS } from '../common/draws';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Issue #20: an announced draw's certificate, before and after it comes due. A file of its own: it
// waits a minute for the draw (the earliest a draw may be announced for), which the other browser
// worker spends on other files.

describe('announced draws in the browser', () => {
  const browser = useBrowser();

  it('announces a draw: the certificate shows the commitment at once, then the seed and the winners when due', { timeout: 150_000 }, async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('article', { name: 'Core team' }).waitFor();
    // One due in a minute (the earliest allowed, and two seconds for the request), through the API as the dialog sends it.
    const soon = await page.evaluate(async (lead) => {
      const lists = (await (await fetch('/api/lists')).json()) as { lists: { id: number; name: string }[] };
      const core = lists.lists.find((list) => list.name === 'Core team')!;
      const answer = await fetch('/api/draws', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ listIds: [core.id], count: 2, drawAt: new Date(Date.now() + lead).toISOString() }) });
      return (await answer.json()) as { drawId: string };
    }, ANNOUNCE_MIN_MS + 2_000);

    // Meanwhile, the dialog on the Lists screen: a draw in an hour.
    await page.getByRole('article', { name: 'Guests' }).getByRole('checkbox').check();
    await page.getByRole('spinbutton', { name: 'Shoot count' }).fill('1');
    await page.getByRole('button', { name: 'Announce…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Announce a draw' });
    const time = dialog.getByLabel('Draw time');
    expect(await time.evaluate((input) => input === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Announce' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Draw announced for' }).getByRole('link', { name: 'Open its certificate' });
    const later = (await notice.getAttribute('href'))!;
    const visitor = await browser.newPage();
    await visitor.goto(later);
    await visitor.getByRole('heading', { name: 'Announced draw' }).waitFor();
    expect(await visitor.getByText('Seed commitment (SHA-256)').count()).toBe(1);
    expect(await visitor.getByText('Seed', { exact: true }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    expect(await axeSerious(visitor)).toEqual([]);

    // The first one comes due: the page shows its winners by itself, and they verify.
    await visitor.goto(`/draws/${soon.drawId}`);
    await visitor.getByRole('heading', { name: 'Announced draw' }).waitFor();
    const commitment = await visitor.locator('dt:text-is("Seed commitment (SHA-256)") + dd').innerText();
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    // Its minute, then up to 40 s for the due-draw pass and the page's own refresh on a busy machine.
    await visitor.getByRole('region', { name: 'Winners' }).waitFor({ timeout: ANNOUNCE_MIN_MS + 40_000 });
    expect(await visitor.getByRole('region', { name: 'Winners' }).getByRole('listitem').count()).toBe(2);
    expect(await visitor.locator('dt:text-is("Seed commitment (SHA-256)") + dd').innerText()).toBe(commitment);
    expect(await visitor.locator('dt:text-is("Seed") + dd').innerText()).toMatch(/^[0-9a-f]{64}$/);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await visitor.getByRole('status').getByText('Verified', { exact: true }).waitFor();
    await visitor.close();
    await page.close();
  });
});
