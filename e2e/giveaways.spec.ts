import { describe, expect, it } from 'vitest';
import { ANNOUNCE_MIN_MS } from '../common/draws';
import { GIVEAWAY_TEXTS, type Giveaway } from '../common/giveaways';
import { GIVEAWAYS_TEXTS as T } from '../web/features/giveaways/giveaways-texts';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Issue #36: a giveaway from a list and its entry page, entered by visitors, drawn by itself when
// entries close. It waits a minute (the earliest a giveaway may close), which the other browser
// worker spends on other files.

describe('giveaways in the browser', () => {
  const browser = useBrowser();

  it('a host starts one; visitors enter (a repeat refused, one withdrawn); it closes, draws by itself and verifies', { timeout: 180_000 }, async () => {
    const host = await browser.newPage();
    await signIn(host, E2E_USERS.curator.email, E2E_PASSWORD, '/giveaways');
    await host.getByRole('heading', { level: 1, name: T.title }).waitFor();

    // One closing in a minute (the earliest allowed, and two seconds for the request), as the form sends it.
    const soon = await host.evaluate(
      async ({ lead }) => {
        const lists = (await (await fetch('/api/lists')).json()) as { lists: { id: number; name: string }[] };
        const core = lists.lists.find((list) => list.name === 'Core team')!;
        const body = { title: 'Quick giveaway', prize: 'A mug', rules: 'One entry a person.', organiser: 'Mug Club', winnerCount: 2, closesAt: new Date(Date.now() + lead).toISOString(), timeZone: 'UTC', listIds: [core.id], entryPage: true };
        const answer = await fetch('/api/giveaways', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return (await answer.json()) as Giveaway;
      },
      { lead: ANNOUNCE_MIN_MS + 2_000 },
    );

    // Meanwhile, the form: one closing in a week, from the keyboard where it matters.
    await host.reload();
    await host.getByRole('button', { name: T.newGiveaway }).click();
    const dialog = host.getByRole('dialog', { name: T.newGiveaway });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Spring giveaway');
    await dialog.getByRole('textbox', { name: 'Prize' }).fill('A signed poster');
    await dialog.getByRole('textbox', { name: 'Organiser' }).fill('Poster Club');
    await dialog.getByRole('checkbox', { name: /^Core team/ }).check();
    await browser.screenshot(host, 'giveaway-new-1280');
    await dialog.getByRole('button', { name: T.create }).click();
    await host.getByText(T.created('Spring giveaway')).waitFor();
    const spring = host.getByRole('article', { name: 'Spring giveaway' });
    await spring.getByText('Open', { exact: true }).waitFor();
    expect(await axeSerious(host)).toEqual([]);
    await browser.screenshot(host, 'giveaways-1280');

    // Two visitors on the entry page, no account.
    const ann = await browser.newPage();
    await ann.goto(`/enter/${soon.id}`);
    await ann.getByRole('heading', { level: 1, name: 'Quick giveaway' }).waitFor();
    await ann.getByText(T.organisedBy('Mug Club')).waitFor();
    await ann.getByRole('textbox', { name: /Your X username/ }).fill('@fan_one');
    await ann.getByRole('checkbox', { name: T.consent }).check();
    await ann.getByRole('button', { name: T.enter }).click();
    await ann.getByText(T.entered('fan_one')).waitFor();
    expect(await axeSerious(ann)).toEqual([]);
    await browser.screenshot(ann, 'giveaway-entered-1280');

    const bea = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await bea.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await bea.goto(`/enter/${soon.id}`);
    const handle = bea.getByRole('textbox', { name: /Your X username/ });
    await handle.fill('https://x.com/FAN_ONE');
    await bea.getByRole('checkbox', { name: T.consent }).check();
    await bea.getByRole('button', { name: T.enter }).click();
    await bea.getByRole('alert').getByText(T.enterFailed(GIVEAWAY_TEXTS.alreadyEntered('FAN_ONE'))).waitFor();
    await handle.fill('fan_two');
    await bea.getByRole('button', { name: T.enter }).click();
    await bea.getByText(T.entered('fan_two')).waitFor();
    expect(await bea.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeSerious(bea)).toEqual([]);
    await browser.screenshot(bea, 'giveaway-entry-390-dark');
    // Back later in the same browser: still in, and withdraws.
    await bea.reload();
    await bea.getByRole('button', { name: T.withdraw }).click();
    await bea.getByText(T.withdrawn).waitFor();

    // The closing time passes: the pass closes it and draws; the page links the certificate.
    const certificate = ann.getByRole('link', { name: T.drawnCertificate });
    await expect
      .poll(
        async () => {
          await ann.reload();
          await ann.getByRole('heading', { level: 1, name: 'Quick giveaway' }).waitFor();
          return certificate.count();
        },
        { timeout: ANNOUNCE_MIN_MS + 60_000, interval: 2_000 },
      )
      .toBe(1);
    await ann.getByText(T.entriesClosed).waitFor();
    await certificate.click();
    await ann.getByRole('region', { name: 'Winners' }).waitFor();
    expect(await ann.getByRole('region', { name: 'Winners' }).getByRole('listitem').count()).toBe(2);
    await ann.getByRole('button', { name: 'Verify' }).click();
    await ann.getByRole('status').getByText('Verified', { exact: true }).waitFor();

    // The host's list says so, with the certificate.
    await host.reload();
    const quick = host.getByRole('article', { name: 'Quick giveaway' });
    await quick.getByText('Drawn', { exact: true }).waitFor();
    expect(await quick.getByRole('link', { name: T.certificate }).getAttribute('href')).toBe(new URL(ann.url()).pathname);
  });
});
