import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { firstRoundAfter, roundTime } from '../../../common/drand.plain';
import { drawWinners, seedV2, toHex } from '../../../common/draw.plain';
import { testChain } from '../../../test/support/drand-chain';
import { chainHash } from '../../../common/certificate-chain.plain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entrantsFingerprint, selectionWithLeftOut } from '../../../common/draw.plain';
import type { DrawCertificate } from '../../../common/draws';
import vectors from '../../../docs/draw-vectors.json';
import { clearToasts } from '../../components/ui/toaster';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { makeUser, renderRoute } from '../../test/render-route';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';
import { DrawPage } from './draw-page';
import { formatZonedAndUtc } from '../../lib/zoned-time';

// Issue #20: the certificate page, its Verify in the browser, and its owner's part.

afterEach(() => {
  cleanup();
  clearToasts();
});

const ID = 'Zx9_Zx9_Zx9_Zx9_Zx9_Zx';
// A case the Python reference implementation wrote (docs/draw_reference.py): 10 entrants, 3 winners.
const vector = vectors.cases.find((candidate) => candidate.entrants.length === 10 && candidate.count === 3)!;

function certificate(overrides: Partial<DrawCertificate> = {}): DrawCertificate {
  return {
    id: ID,
    algorithm: 'rollcall-draw-v1',
    status: 'drawn',
    createdAt: '2026-11-20T10:00:00.000Z',
    drawAt: null,
    drawnAt: '2026-11-20T10:00:00.000Z',
    count: vector.count,
    entrantCount: vector.entrants.length,
    fingerprint: vector.fingerprint,
    selectionFingerprint: vector.fingerprint,
    seed: vector.seed,
    commitment: null,
    winners: vector.winners,
    redraws: [],
    entrants: vector.entrants,
    leftOutEntrants: [],
    listNames: null,
    mode: 'uniform',
    skipRecent: 0,
    leftOut: 0,
    roundStarted: false,
    others: [],
    othersCount: 0,
    otherSelections: 0,
    othersByOthers: 0,
    countsCapped: false,
    mine: false,
    settings: null,
    giveaway: null,
    leftOutFingerprint: null,
    chain: null,
    beacon: null,
    ...overrides,
  };
}

const open = (cert: DrawCertificate | (() => unknown), user = null as ReturnType<typeof makeUser> | null) => {
  const api = mockApi({ [`GET /api/draws/${ID}`]: typeof cert === 'function' ? (cert as () => ReturnType<typeof ok>) : ok(cert) });
  renderRoute(`/draws/${ID}`, <DrawPage />, { path: '/draws/:id', user });
  return api;
};

/** A rollcall-draw-v2 certificate (issue #37) drawn with a round of a test chain, as the server makes it. */
function certificateV2(): DrawCertificate {
  const chain = testChain({ genesis: 1_700_000_000 });
  const crypto = { hmac: (key: Uint8Array, message: Uint8Array) => hmac(sha256, key, message), sha256: (bytes: Uint8Array) => sha256(bytes) };
  const createdAt = '2026-11-20T10:00:00.000Z';
  const round = firstRoundAfter(chain.info, Date.parse(createdAt) / 1000);
  const signed = chain.sign(round);
  const seed = seedV2({ randomness: signed.randomness, fingerprint: vector.fingerprint, drawId: ID }, crypto);
  return certificate({
    algorithm: 'rollcall-draw-v2',
    createdAt,
    seed: toHex(seed),
    winners: drawWinners(vector.entrants, vector.count, seed, crypto.hmac),
    beacon: { round, roundAt: new Date(roundTime(chain.info, round) * 1000).toISOString(), chain: chain.info, league: false, signature: signed.signature, randomness: signed.randomness, attempts: 0, waiting: null },
  });
}

/** Three certificates of one person's chain, each naming the one before by its content hash. */
function chainOfThree(): DrawCertificate[] {
  const ids = ['Chain1_Chain1_Chain1_C', 'Chain2_Chain2_Chain2_C', ID];
  const made: DrawCertificate[] = [];
  ids.forEach((id, i) => {
    const previous = made[i - 1];
    const link = { seq: i + 1, previousId: previous?.id ?? null, previousHash: previous?.chain?.contentHash ?? null };
    const cert = certificate({ id, createdAt: `2026-11-2${String(i)}T10:00:00.000Z`, chain: { ...link, contentHash: '' } });
    made.push({ ...cert, chain: { ...link, contentHash: chainHash(cert, sha256) } });
  });
  return made;
}

describe('the chain of certificates (issue #37)', () => {
  it('walks back to the first certificate and says the chain holds', async () => {
    const [first, second, third] = chainOfThree() as [DrawCertificate, DrawCertificate, DrawCertificate];
    mockApi({ [`GET /api/draws/${ID}`]: ok(third), [`GET /api/draws/${second.id}`]: ok(second), [`GET /api/draws/${first.id}`]: ok(first) });
    renderRoute(`/draws/${ID}`, <DrawPage />, { path: '/draws/:id' });
    const chain = await screen.findByRole('region', { name: T.chainTitle });
    expect(within(chain).getByRole('link', { name: T.chainPrevious }).getAttribute('href')).toBe(`/draws/${second.id}`);
    fireEvent.click(within(chain).getByRole('button', { name: T.chainCheck }));
    expect(await within(chain).findByText(T.chainHolds(3, true))).toBeTruthy();
  });

  it('names a certificate deleted or changed since', async () => {
    const [first, second, third] = chainOfThree() as [DrawCertificate, DrawCertificate, DrawCertificate];
    mockApi({ [`GET /api/draws/${ID}`]: ok(third), [`GET /api/draws/${second.id}`]: ok(second), [`GET /api/draws/${first.id}`]: apiError(404, 'NOT_FOUND', 'Draw not found') });
    renderRoute(`/draws/${ID}`, <DrawPage />, { path: '/draws/:id' });
    let chain = await screen.findByRole('region', { name: T.chainTitle });
    fireEvent.click(within(chain).getByRole('button', { name: T.chainCheck }));
    expect(await within(chain).findByText(T.chainMissing(1))).toBeTruthy();
    cleanup();
    // The one before was re-rolled afterwards: another seed.
    mockApi({ [`GET /api/draws/${ID}`]: ok(third), [`GET /api/draws/${second.id}`]: ok({ ...second, seed: 'cd'.repeat(32) }) });
    renderRoute(`/draws/${ID}`, <DrawPage />, { path: '/draws/:id' });
    chain = await screen.findByRole('region', { name: T.chainTitle });
    fireEvent.click(within(chain).getByRole('button', { name: T.chainCheck }));
    expect(await within(chain).findByText(T.chainAltered(2))).toBeTruthy();
  });
});

describe('a rollcall-draw-v2 certificate (issue #37)', () => {
  it('shows its drand round, says plainly that a test chain is not the League of Entropy, and verifies its signature in the browser', async () => {
    const cert = certificateV2();
    open(cert);
    const randomness = await screen.findByRole('region', { name: T.beaconTitle });
    expect(within(randomness).getByText(T.beaconTestChain)).toBeTruthy();
    expect(within(randomness).getByText(cert.beacon!.round.toLocaleString('en-US'))).toBeTruthy();
    expect(within(randomness).getByText(cert.beacon!.signature!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText(T.verified)).toBeTruthy();
    expect(screen.getByText(`— ${T.verifiedDetailV2} ${T.verifiedChain(false)}`)).toBeTruthy();
  });

  it('says how long after its round a late draw was drawn, and how often the relays failed it', async () => {
    const cert = certificateV2();
    open({ ...cert, drawnAt: new Date(Date.parse(cert.beacon!.roundAt) + 45_000).toISOString(), beacon: { ...cert.beacon!, attempts: 3 } });
    const randomness = await screen.findByRole('region', { name: T.beaconTitle });
    expect(within(randomness).getByText(T.drawnAfter(45, 3))).toBeTruthy();
    expect(T.drawnAfter(45, 3)).toBe('Drawn 45 s after its round came out: the relays were asked 3 times before one gave a valid round.');
  });

  it('does not verify a round signed by another key, even with the seed it gives', async () => {
    const cert = certificateV2();
    const liar = testChain({ genesis: 1_700_000_000, seed: 99 }).sign(cert.beacon!.round);
    const crypto = { sha256: (bytes: Uint8Array) => sha256(bytes) };
    const seed = seedV2({ randomness: liar.randomness, fingerprint: vector.fingerprint, drawId: ID }, crypto);
    const hmacOf = (key: Uint8Array, message: Uint8Array) => hmac(sha256, key, message);
    open({ ...cert, seed: toHex(seed), winners: drawWinners(vector.entrants, vector.count, seed, hmacOf), beacon: { ...cert.beacon!, ...liar } });
    fireEvent.click(await screen.findByRole('button', { name: T.verify }));
    expect(await screen.findByText(T.doesNotMatch)).toBeTruthy();
    expect(screen.getByText(new RegExp(T.mismatch.beacon.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeTruthy();
  });

  it('while it waits, says for which round and what the relays did, without Verify', async () => {
    const cert = certificateV2();
    const waiting = { attempts: 2, lastAttemptAt: '2026-11-20T10:05:00.000Z', nextAttemptAt: '2026-11-20T10:05:06.000Z', problems: [{ relay: 'https://api.drand.sh', problem: 'unreachable' }] };
    open({ ...cert, status: 'announced', drawAt: cert.createdAt, drawnAt: null, seed: null, winners: null, beacon: { ...cert.beacon!, signature: null, randomness: null, waiting } });
    const randomness = await screen.findByRole('region', { name: T.beaconTitle });
    expect(within(randomness).getByText(T.waitingFor(cert.beacon!.round, formatZonedAndUtc(cert.beacon!.roundAt)))).toBeTruthy();
    expect(within(randomness).getByText(T.waitingProblems(2, formatZonedAndUtc(waiting.lastAttemptAt), 'https://api.drand.sh: unreachable'))).toBeTruthy();
    expect(within(randomness).getByText(T.nextAttempt(formatZonedAndUtc(waiting.nextAttemptAt)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.verify })).toBeNull();
  });
});

describe('the draw certificate page', () => {
  it('shows the winners, the entrants and the draw’s inputs, and says Verified when they recompute', async () => {
    open(certificate({ others: [{ id: 'Other_Other_Other_Oth0', createdAt: '2026-11-20T09:00:00.000Z', status: 'drawn' }] }));
    const winners = within(await screen.findByRole('region', { name: T.winners })).getAllByRole('listitem');
    expect(winners.map((item) => item.textContent)).toEqual(vector.winners.map((winner) => `@${winner}`));
    expect(screen.getByText(vector.seed)).toBeTruthy();
    expect(screen.getByText(vector.fingerprint)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: T.entrants(10) })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(T.listsHidden)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Draw of / }).getAttribute('href')).toBe('/draws/Other_Other_Other_Oth0');
    fireEvent.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText(T.verified)).toBeTruthy();
  });

  it('says Does not match, and what, for a certificate that was changed', async () => {
    open(certificate({ winners: [...vector.winners].reverse() }));
    fireEvent.click(await screen.findByRole('button', { name: T.verify }));
    const status = await screen.findByText(T.doesNotMatch);
    expect(status.parentElement!.textContent).toContain(T.mismatch.winners);
    expect(status.parentElement!.textContent).not.toContain(T.mismatch.fingerprint);
  });

  it('lists who was left out of a rotation draw at their places, and checks them against the lists’ fingerprint', async () => {
    const leftOutEntrants = [{ at: 0, handle: 'left_first' }, { at: 4, handle: 'left_fifth' }];
    const selection = selectionWithLeftOut(vector.entrants, leftOutEntrants)!;
    const selectionFingerprint = entrantsFingerprint(selection, { sha256 });
    open(certificate({ mode: 'rotation', leftOut: 2, leftOutEntrants, selectionFingerprint }));
    const region = await screen.findByRole('region', { name: T.leftOutTitle(2) });
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual([T.leftOutEntry('left_first', 0), T.leftOutEntry('left_fifth', 4)]);
    expect(screen.getByText(selectionFingerprint)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText(T.verified)).toBeTruthy();
    cleanup();
    // One of them quietly dropped from the list: seen.
    open(certificate({ mode: 'rotation', leftOut: 2, leftOutEntrants: [{ at: 0, handle: 'left_first' }, { at: 4, handle: 'someone' }], selectionFingerprint }));
    fireEvent.click(await screen.findByRole('button', { name: T.verify }));
    const status = await screen.findByText(T.doesNotMatch);
    expect(status.parentElement!.textContent).toContain(T.mismatch.leftOut);
  });

  it('says how many other draws there were, “at least” past what it counts, and those of the same members by other accounts', async () => {
    const others = Array.from({ length: 100 }, (_, i) => ({ id: `Other_Other_Other_${String(i).padStart(4, '0')}`, createdAt: '2026-11-20T09:00:00.000Z', status: 'drawn' as const }));
    open(certificate({ others, othersCount: 1000, otherSelections: 10_000, othersByOthers: 3, countsCapped: true }));
    const section = within(await screen.findByRole('region', { name: T.others }));
    expect(section.getAllByRole('link')).toHaveLength(100);
    expect(section.getByText(T.othersMore(100, 1000, true))).toBeTruthy();
    expect(section.getByText('The 100 nearest in time of at least 1,000.')).toBeTruthy();
    expect(section.getByText('The organiser also made at least 10,000 draws from other lists in those 48 hours.')).toBeTruthy();
    expect(section.getByText(T.othersByOthers(3, true))).toBeTruthy();
  });

  it("offers 'Download evidence': the certificate's JSON as the page read it, named after the draw (issue #37)", async () => {
    const blobs: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:evidence-${String(blobs.length)}`;
    });
    const shown = certificate();
    open(shown);
    const link = await screen.findByRole('link', { name: T.downloadEvidence });
    expect(link.getAttribute('download')).toBe(`rollcall-draw-${ID}.json`);
    const blob = blobs.find((each) => each.type === 'application/json')!;
    expect(link.getAttribute('href')).toBe(`blob:evidence-${String(blobs.indexOf(blob) + 1)}`);
    // jsdom's Blob has no text(): read it as a browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(shown);
    created.mockRestore();
    cleanup();
    // Also when the entrants are not published: the rest of the evidence still names the draw.
    open(certificate({ entrants: null }));
    expect(await screen.findByRole('link', { name: T.downloadEvidence })).toBeTruthy();
  });

  it('explains why it cannot verify an unpublished entrant list, and names a missing draw', async () => {
    open(certificate({ entrants: null }));
    expect(await screen.findByText(T.cannotVerify)).toBeTruthy();
    expect(screen.getByText(T.entrantsHidden)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.verify })).toBeNull();
    cleanup();
    open(() => apiError(404, 'NOT_FOUND', 'Draw not found'));
    expect(await screen.findByRole('heading', { level: 1, name: T.notFoundTitle })).toBeTruthy();
  });

  it('gives its owner the publishing choices and Redraw one, after a question', async () => {
    const redrawn = certificate({
      mine: true,
      settings: { showListNames: false, publishEntrants: true },
      redraws: [{ replaced: vector.winners[0]!, winner: 'someone_else', seed: '1'.repeat(64), createdAt: '2026-11-20T11:00:00.000Z' }],
    });
    const api = mockApi({
      [`GET /api/draws/${ID}`]: ok(certificate({ mine: true, settings: { showListNames: false, publishEntrants: true }, listNames: ['Fans'] })),
      [`PATCH /api/draws/${ID}`]: (body) => ok(certificate({ mine: true, settings: { showListNames: true, publishEntrants: true, ...(body as object) }, listNames: ['Fans'] })),
      [`POST /api/draws/${ID}/redraw`]: ok(redrawn),
    });
    renderRoute(`/draws/${ID}`, <DrawPage />, { path: '/draws/:id', user: makeUser() });
    const mine = await screen.findByRole('region', { name: T.owner });
    fireEvent.click(within(mine).getByRole('checkbox', { name: T.showListNames }));
    // At once on screen: the box does not wait for the server.
    expect(within(mine).getByRole<HTMLInputElement>('checkbox', { name: T.showListNames }).checked).toBe(true);
    await waitFor(() => {
      expect(api.calls(`PATCH /api/draws/${ID}`)[0]?.body).toEqual({ showListNames: true });
    });
    await waitFor(() => {
      expect(within(mine).getByRole<HTMLInputElement>('checkbox', { name: T.showListNames }).checked).toBe(true);
    });

    fireEvent.click(within(mine).getByRole('button', { name: T.redrawOne(vector.winners[0]!) }));
    const question = await screen.findByRole('alertdialog', { name: T.redrawTitle });
    expect(within(question).getByText(T.redrawQuestion(vector.winners[0]!))).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: T.redraw }));
    expect(await screen.findByText(T.redrawn(vector.winners[0]!, 'someone_else'))).toBeTruthy();
    expect(api.calls(`POST /api/draws/${ID}/redraw`)[0]?.body).toEqual({ replace: vector.winners[0] });
    const first = within(screen.getByRole('region', { name: T.winners })).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain(T.replacedBy('someone_else'));
  });

  it('shows an announced draw’s commitment and time, and lets its owner draw once the time has come', async () => {
    const announced = certificate({ status: 'announced', seed: null, winners: null, drawnAt: null, drawAt: '2026-11-20T09:00:00.000Z', commitment: 'c'.repeat(64), mine: true, settings: { showListNames: false, publishEntrants: true } });
    const api = mockApi({ [`GET /api/draws/${ID}`]: ok(announced), [`POST /api/draws/${ID}/draw`]: ok(certificate({ mine: true, settings: { showListNames: false, publishEntrants: true } })) });
    renderRoute(`/draws/${ID}`, <DrawPage />, { path: '/draws/:id', user: makeUser() });
    const section = await screen.findByRole('region', { name: T.announcedTitle });
    // Before it runs, the page speaks of the draw in the future tense, its time with the zone named.
    expect(screen.getByText(T.announcedFor(formatZonedAndUtc('2026-11-20T09:00:00.000Z')))).toBeTruthy();
    expect(screen.getByText(T.introAnnounced)).toBeTruthy();
    expect(screen.queryByText(T.intro)).toBeNull();
    expect(screen.getByText('c'.repeat(64))).toBeTruthy();
    expect(screen.queryByText(T.seed)).toBeNull();
    expect(screen.queryByRole('button', { name: T.verify })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: T.drawNow }));
    expect(await screen.findByRole('region', { name: T.winners })).toBeTruthy();
    expect(api.calls(`POST /api/draws/${ID}/draw`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: T.verify })).toBeTruthy();
  });

  it('names the giveaway it closed: title, prize, rules, organiser and where the entrants came from', async () => {
    open(certificate({ giveaway: { title: 'Spring giveaway', prize: 'A signed poster', rules: 'One entry a person.', organiser: 'Poster Club', fromLists: 7, fromPage: 3 } }));
    const section = await screen.findByRole('region', { name: new RegExp(`^${T.giveaway}: ?Spring giveaway$`) });
    expect(within(section).getByText(T.giveawayOrganiser('Poster Club'))).toBeTruthy();
    expect(within(section).getByText('A signed poster')).toBeTruthy();
    expect(within(section).getByText('One entry a person.')).toBeTruthy();
    expect(within(section).getByText(T.giveawaySources(7, 3))).toBeTruthy();
    expect(screen.getByText(T.intro)).toBeTruthy();
  });
});
