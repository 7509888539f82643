import { beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCE_MIN_MS } from '../common/draws';
import { GIVEAWAY_TEXTS, type Giveaway } from '../common/giveaways';
import { GIVEAWAYS_TEXTS as T } from '../web/features/giveaways/giveaways-texts';
import { COMPOSER_SCREEN_TEXTS } from '../web/features/compose/compose-screen-texts';
import { measurePost } from '../common/compose.plain';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { dataDir, setRelayMode, useBrowser } from './fixtures';
import { DRAW_PAGE_TEXTS as DRAW } from '../web/features/draws/draws-texts';
import { LISTS_SCREEN_TEXTS as LISTS } from '../web/features/lists/lists-screen-texts';
import { linkFromOutbox } from './mail';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Issue #20: an announced draw's certificate, before and after it comes due; issue #36: a giveaway
// entered by visitors and drawn by itself when entries close. A file of its own: it waits a minute
// (the earliest a draw may be announced for, or a giveaway may close), which the other browser
// worker spends on other files.

describe('draws that come due in the browser', () => {
  const browser = useBrowser();

  /**
   * A giveaway closing in a minute, with an entry: its minute passes while the announced draw's
   * test waits for its own, and the last test sees it drawn, so the file waits one minute, not two
   * (the tests of a file run in order).
   */
  let quick: Giveaway;
  beforeAll(async () => {
    const host = await browser.newPage();
    await signIn(host, E2E_USERS.curator.email, E2E_PASSWORD, '/giveaways');
    await host.getByRole('heading', { level: 1, name: T.title }).waitFor();
    quick = await host.evaluate(
      async ({ lead }) => {
        const lists = (await (await fetch('/api/lists')).json()) as { lists: { id: number; name: string }[] };
        const core = lists.lists.find((list) => list.name === 'Core team')!;
        const body = { title: 'Quick giveaway', prize: 'A mug', rules: 'One entry a person.', organiser: 'Mug Club', winnerCount: 2, closesAt: new Date(Date.now() + lead).toISOString(), timeZone: 'UTC', listIds: [core.id], entryPage: true };
        const answer = await fetch('/api/giveaways', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const made = (await answer.json()) as Giveaway;
        // Someone enters on its page at once (the entry page's own steps are the next test's, on a giveaway with no hurry).
        await fetch(`/api/enter/${made.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ handle: 'fan_quick', consent: true }) });
        return made;
      },
      { lead: ANNOUNCE_MIN_MS + 2_000 },
    );
    await host.close();
  });

  it('a giveaway: a host starts one; visitors enter, a repeat refused, one withdrawn', async () => {
    const host = await browser.newPage();
    await signIn(host, E2E_USERS.curator.email, E2E_PASSWORD, '/giveaways');
    await host.getByRole('heading', { level: 1, name: T.title }).waitFor();

    // The form: one closing in a week, from a list and the entry page.
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
    // Its address to share, with a QR code of it.
    await spring.getByRole('img', { name: T.entryShare.qrLabel('Spring giveaway') }).waitFor();
    expect(await axeSerious(host)).toEqual([]);
    await browser.screenshot(host, 'giveaways-1280');

    // Two visitors on its entry page, no account.
    const entryPage = (await spring.getByRole('link', { name: T.entryLink }).getAttribute('href'))!;
    const ann = await browser.newPage();
    await ann.goto(entryPage);
    await ann.getByRole('heading', { level: 1, name: 'Spring giveaway' }).waitFor();
    await ann.getByText(T.organisedBy('Poster Club')).waitFor();
    await ann.getByRole('textbox', { name: /Your X username/ }).fill('@fan_one');
    await ann.getByRole('checkbox', { name: T.consent }).check();
    await ann.getByRole('button', { name: T.enter }).click();
    await ann.getByText(T.entered('fan_one')).waitFor();
    expect(await axeSerious(ann)).toEqual([]);
    await browser.screenshot(ann, 'giveaway-entered-1280');

    const bea = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await bea.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await bea.goto(entryPage);
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
  });

  it('announces a draw: its drand round is fixed at once; a relay that lies or is down leaves it waiting, saying why; drawn when a good round comes', { timeout: 180_000 }, async () => {
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
    // No secret seed and no commitment: the round that will seed it, on a chain said to be a test one.
    expect(await visitor.getByText('Seed commitment (SHA-256)').count()).toBe(0);
    expect(await visitor.getByText('Seed', { exact: true }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    const randomness = visitor.getByRole('region', { name: DRAW.beaconTitle });
    await randomness.getByText(DRAW.beaconTestChain).waitFor();
    expect(await randomness.locator('dt:text-is("drand round") + dd').innerText()).toMatch(/^[\d,]+$/);
    expect(await axeSerious(visitor)).toEqual([]);

    // The first one comes due while the relay lies (another key's signatures): it waits, and says why.
    await setRelayMode('bad signature');
    try {
      await visitor.goto(`/draws/${soon.drawId}`);
      await visitor.getByRole('heading', { name: 'Announced draw' }).waitFor();
      const round = await visitor.getByRole('region', { name: DRAW.beaconTitle }).locator('dt:text-is("drand round") + dd').innerText();
      // Its minute, then up to 40 s for the due-draw pass and the page's own refresh on a busy machine.
      const waiting = visitor.getByRole('region', { name: DRAW.beaconTitle }).getByText(/gave no valid round \(.*bad signature\)/);
      await waiting.waitFor({ timeout: ANNOUNCE_MIN_MS + 40_000 });
      await visitor.getByText(new RegExp(`^Waiting for drand round ${round}`)).waitFor();
      expect(await visitor.getByRole('region', { name: 'Winners' }).count()).toBe(0);
      await browser.screenshot(visitor, 'draw-waiting-bad-signature-1280');
      // Then down: still waiting, with the new reason.
      await setRelayMode('down');
      await visitor.getByRole('region', { name: DRAW.beaconTitle }).getByText(/gave no valid round \(.*refused\)/).waitFor({ timeout: 60_000 });
      expect(await visitor.getByRole('region', { name: 'Winners' }).count()).toBe(0);
    } finally {
      await setRelayMode('good');
    }
    // Back up: drawn at its next attempt (the delay doubles: at most a minute here), by itself.
    await visitor.getByRole('region', { name: 'Winners' }).waitFor({ timeout: 90_000 });
    expect(await visitor.getByRole('region', { name: 'Winners' }).getByRole('listitem').count()).toBe(2);
    expect(await visitor.locator('dt:text-is("Seed") + dd').innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await visitor.getByRole('region', { name: DRAW.beaconTitle }).locator(`dt:text-is("${DRAW.beaconSignature}") + dd`).innerText()).toMatch(/^[0-9a-f]{96}$/);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await visitor.getByRole('status').getByText('Verified', { exact: true }).waitFor();
    await visitor.getByText(`— ${DRAW.verifiedDetailV2} ${DRAW.verifiedChain(false)}`).waitFor();
    // Late, and it says by how much and why.
    await visitor.getByRole('region', { name: DRAW.beaconTitle }).getByText(/^Drawn \d+ s after its round came out: the relays were asked \d+ times before one gave a valid round\.$/).waitFor();
    await browser.screenshot(visitor, 'draw-v2-verified-1280');
    await visitor.close();
    await page.close();
  });

  it('a provably fair shoot waits for the next drand round; its certificate verifies the round and the chain, at 390 px in the dark', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('article', { name: 'Core team' }).getByRole('checkbox').check();
    await page.getByRole('checkbox', { name: LISTS.provablyFair }).check();
    await page.getByRole('spinbutton', { name: 'Shoot count' }).fill('2');
    await page.getByRole('button', { name: LISTS.shoot, exact: true }).click();
    // It says that it waits (a round every 3 s here, as on quicknet), then gives the winners.
    await page.getByRole('button', { name: LISTS.waitingForRound }).waitFor();
    await page.getByRole('textbox', { name: LISTS.shootResult }).waitFor();
    const href = (await page.getByRole('link', { name: LISTS.drawCertificate }).getAttribute('href'))!;
    await page.close();
    // A visitor on a phone, in the dark.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await visitor.goto(href);
    const randomness = visitor.getByRole('region', { name: DRAW.beaconTitle });
    await randomness.getByText(DRAW.beaconTestChain).waitFor();
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await visitor.getByRole('status').getByText('Verified', { exact: true }).waitFor();
    // The organiser's earlier draws in this file (the announced one, drawn) are its chain: it holds.
    const chain = visitor.getByRole('region', { name: DRAW.chainTitle });
    await chain.getByRole('button', { name: DRAW.chainCheck }).click();
    await chain.getByText(/^The chain holds/).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeSerious(visitor)).toEqual([]);
    await browser.screenshot(visitor, 'draw-v2-fair-shoot-390-dark');
    await visitor.close();
  });

  it('a giveaway closes and draws by itself; its certificate verifies and the host sees it drawn', { timeout: 150_000 }, async () => {
    const ann = await browser.newPage();
    await ann.goto(`/enter/${quick.id}`);
    // Its minute has passed while the announced draw's test waited (or passes now): the pass closes
    // it and draws from the list's members and the entry; the page links the certificate.
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
    // The entrants frozen at closing, published on the page: the certificate shows the same fingerprint.
    const frozen = ann.getByRole('region', { name: T.frozenHeading });
    const fingerprint = (await frozen.getByText(/^[0-9a-f]{64}$/).textContent())!;
    await certificate.click();
    await ann.getByText(fingerprint).first().waitFor();
    // Its round may have been asked for while the relay lied or was down (the test above): drawn at its next attempt.
    await ann.getByRole('region', { name: 'Winners' }).waitFor({ timeout: 90_000 });
    expect(await ann.getByRole('region', { name: 'Winners' }).getByRole('listitem').count()).toBe(2);
    // The certificate names the giveaway and its organiser.
    await ann.getByRole('heading', { level: 2, name: /Quick giveaway$/ }).waitFor();
    await ann.getByText('Organised by Mug Club').waitFor();
    await ann.getByRole('button', { name: 'Verify' }).click();
    await ann.getByRole('status').getByText('Verified', { exact: true }).waitFor();

    // The host's outbox holds the "drawn" mail, whose link is this certificate.
    expect(new URL(await linkFromOutbox(dataDir(), E2E_USERS.curator.email, '/draws/')).pathname).toBe(new URL(ann.url()).pathname);

    // The host's list says so, with the certificate.
    const host = await browser.newPage();
    await signIn(host, E2E_USERS.curator.email, E2E_PASSWORD, '/giveaways');
    const drawnCard = host.getByRole('article', { name: 'Quick giveaway' });
    await drawnCard.getByText('Drawn', { exact: true }).waitFor();
    expect(await drawnCard.getByRole('link', { name: T.certificate }).getAttribute('href')).toBe(new URL(ann.url()).pathname);
    // Who entered on the page goes into a new list, by the keyboard.
    await drawnCard.getByRole('button', { name: T.saveEntrants }).focus();
    await host.keyboard.press('Enter');
    const save = host.getByRole('dialog', { name: T.saveEntrants });
    expect(await save.getByRole('textbox', { name: 'List name' }).inputValue()).toBe('Quick giveaway entrants');
    await host.keyboard.press('Enter');
    await host.getByText(T.entrantsSaved(1, 'Quick giveaway entrants')).waitFor();

    // The winners' post: the winners and the certificate's link, around the host's message, valid on X.
    await drawnCard.getByRole('button', { name: T.writePost }).click();
    const composer = host.getByRole('dialog', { name: T.writePostTitle('Quick giveaway') });
    await composer.getByRole('textbox', { name: COMPOSER_SCREEN_TEXTS.message }).fill('Congrats {mentions} 🎉');
    const postHref = (await composer.getByRole('link', { name: 'Post part 1 on X (opens X in a new tab)' }).getAttribute('href'))!;
    const post = new URL(postHref).searchParams.get('text')!;
    const winners = await ann.getByRole('region', { name: 'Winners' }).getByRole('listitem').allInnerTexts();
    expect(post).toBe(`Congrats ${winners.map((winner) => `@${winner.trim().replace(/^@/, '')}`).join(' ')} 🎉\n\n${ann.url()}`);
    expect(measurePost(post).valid).toBe(true);
    expect(await axeSerious(host)).toEqual([]);
    await browser.screenshot(host, 'giveaway-winners-post-1280');
    await host.keyboard.press('Escape');
    // The history at 390 px in dark mode: the giveaway drawn, with its winners.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signIn(phone, E2E_USERS.curator.email, E2E_PASSWORD, '/giveaways');
    await phone.getByRole('article', { name: 'Quick giveaway' }).getByText(`${T.winnersLabel}:`).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeSerious(phone)).toEqual([]);
    await browser.screenshot(phone, 'giveaways-390-dark');
    await phone.close();
    // Leave the curator's lists as they were (other files count them).
    await host.evaluate(async () => {
      const lists = (await (await fetch('/api/lists')).json()) as { lists: { id: number; name: string }[] };
      const saved = lists.lists.find((list) => list.name === 'Quick giveaway entrants')!;
      await fetch(`/api/lists/${String(saved.id)}`, { method: 'DELETE' });
    });
  });
});
