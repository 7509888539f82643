import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { testChain } from '../test/support/drand-chain';
import { drawWinners, entrantsFingerprint, seedV2, toHex, type DrawCrypto } from './draw.plain';
import { checkDrawV2, type DrawToCheckV2 } from './draw-v2.plain';
import { firstRoundAfter, roundTime } from './drand.plain';

// Issue #37: a v2 certificate checked from what it shows: its round, its chain, its entrants.

// The browser's functions: this is what a certificate page's Verify runs.
const crypto: DrawCrypto = { hmac: (key, message) => hmac(sha256, key, message), sha256: (bytes) => sha256(bytes) };

function certificate(overrides: Partial<DrawToCheckV2> = {}): DrawToCheckV2 {
  const chain = testChain({ genesis: 1_700_000_000 });
  const entrants = ['ann', 'bob', 'cat', 'dee', 'eve', 'fay'];
  const frozenAt = new Date(1_700_000_100_500).toISOString();
  const round = firstRoundAfter(chain.info, Date.parse(frozenAt) / 1000);
  const beacon = { ...chain.sign(round), chain: chain.info };
  const fingerprint = entrantsFingerprint(entrants, crypto);
  const id = 'Dr9_Dr9_Dr9_Dr9_Dr9_Dr';
  const seed = seedV2({ randomness: beacon.randomness, fingerprint, drawId: id }, crypto);
  return {
    algorithm: 'rollcall-draw-v2',
    id,
    createdAt: frozenAt,
    beacon,
    seed: toHex(seed),
    count: 2,
    entrants,
    entrantCount: entrants.length,
    fingerprint,
    winners: drawWinners(entrants, 2, seed, crypto.hmac),
    redraws: [],
    ...overrides,
  };
}

describe('a rollcall-draw-v2 certificate', () => {
  it('verifies: the round is signed and came after the freeze, the seed follows from it, the winners from the seed', () => {
    const check = checkDrawV2(certificate(), crypto);
    expect(check).toMatchObject({ verified: true, beacon: true, winners: true, league: false });
  });

  it('refuses a round signed by another key, a round out before the entrants were frozen, a seed chosen by the server, other winners', () => {
    const good = certificate();
    const liar = testChain({ genesis: 1_700_000_000, seed: 99 });
    expect(checkDrawV2({ ...good, beacon: { ...liar.sign(good.beacon.round), chain: good.beacon.chain } }, crypto).beacon).toBe(false);
    // The same round, but the entrants said to be frozen after it came out.
    const late = new Date(roundTime(good.beacon.chain, good.beacon.round) * 1000 + 1).toISOString();
    expect(checkDrawV2({ ...good, createdAt: late }, crypto)).toMatchObject({ beacon: false, verified: false });
    expect(checkDrawV2({ ...good, seed: 'ab'.repeat(32) }, crypto)).toMatchObject({ beacon: false, verified: false });
    expect(checkDrawV2({ ...good, winners: [...good.winners].reverse() }, crypto)).toMatchObject({ beacon: true, winners: false, verified: false });
    // Another draw's id on the same round and entrants: another seed.
    expect(checkDrawV2({ ...good, id: 'Dr9_Dr9_Dr9_Dr9_Dr9_Ds' }, crypto).verified).toBe(false);
  });
});
