import { describe, expect, it } from 'vitest';
import { testChain } from '../test/support/drand-chain';
import { beaconRandomness, firstRoundAfter, isQuicknet, QUICKNET, roundTime, verifyBeacon } from './drand.plain';

// Issue #37: a drand round checked offline, against the chain's pinned public key.

/** A real quicknet round, as the League's relays served it (also published with python-drand-verify's tests). */
const RECORDED = {
  round: 657413,
  signature: 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
  randomness: 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587',
};

describe('a drand round', () => {
  it('verifies a real quicknet round against the pinned key, and its randomness is SHA-256 of its signature', () => {
    expect(beaconRandomness(RECORDED.signature)).toBe(RECORDED.randomness);
    expect(verifyBeacon(QUICKNET, RECORDED, RECORDED.round)).toBe(true);
    expect(isQuicknet(QUICKNET)).toBe(true);
  });

  it('refuses a wrong round, a wrong signature, a wrong randomness, another chain’s key and another scheme', () => {
    expect(verifyBeacon(QUICKNET, RECORDED, RECORDED.round + 1)).toBe(false);
    expect(verifyBeacon(QUICKNET, { ...RECORDED, round: RECORDED.round + 1 }, RECORDED.round + 1)).toBe(false);
    const flipped = RECORDED.signature.slice(0, -1) + (RECORDED.signature.endsWith('b') ? 'c' : 'b');
    expect(verifyBeacon(QUICKNET, { ...RECORDED, signature: flipped, randomness: beaconRandomness(flipped) }, RECORDED.round)).toBe(false);
    expect(verifyBeacon(QUICKNET, { ...RECORDED, randomness: '0'.repeat(64) }, RECORDED.round)).toBe(false);
    const other = testChain();
    expect(verifyBeacon(other.info, RECORDED, RECORDED.round)).toBe(false);
    expect(isQuicknet(other.info)).toBe(false);
    expect(verifyBeacon({ ...QUICKNET, schemeID: 'pedersen-bls-chained' }, RECORDED, RECORDED.round)).toBe(false);
    for (const signature of ['', 'zz'.repeat(48), RECORDED.signature.toUpperCase(), '00'.repeat(48)]) {
      expect(verifyBeacon(QUICKNET, { ...RECORDED, signature }, RECORDED.round), signature).toBe(false);
    }
  });

  it('verifies a test chain’s rounds with its own key and nobody else’s', () => {
    const chain = testChain({ seed: 9 });
    const beacon = chain.sign(42);
    expect(verifyBeacon(chain.info, beacon, 42)).toBe(true);
    expect(verifyBeacon(testChain({ seed: 10 }).info, beacon, 42)).toBe(false);
    expect(verifyBeacon(QUICKNET, beacon, 42)).toBe(false);
  });

  it('places rounds in time: round 1 at genesis, one a period, and the first after a moment strictly after it', () => {
    const chain = { genesis_time: 1000, period: 3 };
    expect(roundTime(chain, 1)).toBe(1000);
    expect(roundTime(chain, 2)).toBe(1003);
    expect(firstRoundAfter(chain, 999)).toBe(1);
    // At a round's own time its value may be out already: the next one.
    expect(firstRoundAfter(chain, 1000)).toBe(2);
    expect(firstRoundAfter(chain, 1002.999)).toBe(2);
    expect(firstRoundAfter(chain, 1003)).toBe(3);
    for (const moment of [1000, 1001.5, 1234.567, 99999]) {
      const round = firstRoundAfter(chain, moment);
      expect(roundTime(chain, round)).toBeGreaterThan(moment);
      expect(roundTime(chain, round - 1)).toBeLessThanOrEqual(moment);
    }
    // quicknet's: the recorded round came out at genesis + 3 × 657412 s.
    expect(roundTime(QUICKNET, RECORDED.round)).toBe(1692803367 + 3 * 657412);
  });
});
