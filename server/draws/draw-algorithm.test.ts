import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDraw, DrawStream, drawPositions, drawWinners, entrantsFingerprint, fromHex, redrawEntrants, seedCommitment, toHex, type DrawCrypto } from '../../common/draw.plain';
import { nodeDrawCrypto } from './draw-crypto';

// Issue #20: the published draw algorithm (docs/draws.md). The server draws with node:crypto, a
// certificate page verifies with @noble/hashes: both must give the same result, and the result
// the reference implementation in Python wrote into the test vectors.

const server: DrawCrypto = nodeDrawCrypto;
const browser: DrawCrypto = { hmac: (key, message) => nobleHmac(nobleSha256, key, message), sha256: (bytes) => nobleSha256(bytes) };

type Vector = { seed: string; count: number; entrants: string[]; fingerprint: string; commitment: string; winners: string[] };
const vectors = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'draw-vectors.json'), 'utf8')) as { algorithm: string; cases: Vector[] };

/** Chi-square critical value for `df` degrees of freedom at significance 0.0001 (Wilson–Hilferty). */
function critical(df: number): number {
  const z = 3.719;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function chiSquare(counts: Map<string, number>, categories: number, total: number): number {
  const expected = total / categories;
  let sum = (categories - counts.size) * expected;
  for (const observed of counts.values()) sum += (observed - expected) ** 2 / expected;
  return sum;
}

/** 60,000 draws of 3 of 5 with fresh seeds: 60 equally likely ordered triples. */
function orderedTriples(draw: (seed: Uint8Array) => string[]): number {
  const counts = new Map<string, number>();
  const total = 60_000;
  for (let i = 0; i < total; i += 1) {
    const key = draw(randomBytes(32)).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return chiSquare(counts, 60, total);
}

describe('rollcall-draw-v1', () => {
  it(`gives the winners, fingerprints and commitments of the ${String(vectors.cases.length)} test vectors written by docs/draw_reference.py`, () => {
    expect(vectors.algorithm).toBe('rollcall-draw-v1');
    expect(vectors.cases.length).toBeGreaterThan(50);
    for (const vector of vectors.cases) {
      for (const crypto of [server, browser]) {
        expect(drawWinners(vector.entrants, vector.count, fromHex(vector.seed), crypto.hmac)).toEqual(vector.winners);
        expect(entrantsFingerprint(vector.entrants, crypto)).toBe(vector.fingerprint);
        expect(seedCommitment(vector.seed, crypto)).toBe(vector.commitment);
      }
    }
  });

  it('is uniform over every ordered choice (chi-square, significance 0.0001)', () => {
    expect(orderedTriples((seed) => drawWinners(['a', 'b', 'c', 'd', 'e'], 3, seed, server.hmac))).toBeLessThan(critical(59));
  });

  it('would catch a biased draw: the same check on `word mod n` over a few bits', () => {
    const biased = (seed: Uint8Array) => {
      const stream = new DrawStream(seed, server.hmac);
      const items = ['a', 'b', 'c', 'd', 'e'];
      const out: string[] = [];
      for (let i = 0; i < 3; i += 1) out.push(items.splice((stream.nextWord() & 7) % items.length, 1)[0]!);
      return out;
    };
    expect(orderedTriples(biased)).toBeGreaterThan(critical(59));
  });

  it('reads no word for a bound of 1, and masks without mod', () => {
    const reads: number[] = [];
    const stream = new DrawStream(new Uint8Array(32), (key, message) => {
      reads.push(message.length);
      return server.hmac(key, message);
    });
    expect(stream.below(1)).toBe(0);
    expect(reads).toEqual([]);
    for (let i = 0; i < 100; i += 1) expect(stream.below(3)).toBeLessThan(3);
    expect(reads.every((length) => length === 24)).toBe(true);
    expect(() => new DrawStream(new Uint8Array(31), server.hmac)).toThrow();
  });

  it('never repeats a position and gives everyone when asked for more than there are', () => {
    const seed = randomBytes(32);
    expect(new Set(drawPositions(50, 20, seed, server.hmac)).size).toBe(20);
    expect([...drawPositions(50, 500, seed, server.hmac)].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('agrees between the server (node:crypto) and the browser (@noble/hashes) on 10,000 random draws with redraws', () => {
    const handle = fc.stringMatching(/^[A-Za-z0-9_]{1,15}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(handle, { minLength: 1, maxLength: 60, selector: (h) => h.toLowerCase() }),
        fc.integer({ min: 1, max: 70 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat()), { maxLength: 3 }),
        fc.boolean(),
        (entrants, count, seed, redrawSeeds, announced) => {
          const winners = drawWinners(entrants, count, seed, server.hmac);
          // Redraws as the server makes them: each replaces a current winner, from those never drawn.
          const excluded = [...winners];
          const current = [...winners];
          const redraws: { replaced: string; winner: string; seed: string }[] = [];
          for (const [redrawSeed, pick] of redrawSeeds) {
            const left = redrawEntrants(entrants, excluded);
            if (left.length === 0) break;
            const [winner] = drawWinners(left, 1, redrawSeed, server.hmac);
            const place = pick % current.length;
            redraws.push({ replaced: current[place]!, winner: winner!, seed: toHex(redrawSeed) });
            current[place] = winner!;
            excluded.push(winner!);
          }
          const certificate = {
            algorithm: 'rollcall-draw-v1',
            seed: toHex(seed),
            count,
            entrants,
            entrantCount: entrants.length,
            fingerprint: entrantsFingerprint(entrants, server),
            winners,
            commitment: announced ? seedCommitment(toHex(seed), server) : null,
            drawAt: announced ? '2026-11-24T12:00:00.000Z' : null,
            redraws,
          };
          expect(checkDraw(certificate, browser).verified).toBe(true);
          expect(checkDraw(certificate, server).verified).toBe(true);
          // And a certificate changed anywhere does not verify.
          if (entrants.length > 1) expect(checkDraw({ ...certificate, winners: [...winners].reverse() }, browser).winners).toBe(winners.length < 2);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('says which part of a tampered certificate does not match', () => {
    const entrants = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay'];
    const seed = toHex(randomBytes(32));
    const winners = drawWinners(entrants, 2, fromHex(seed), server.hmac);
    const good = { algorithm: 'rollcall-draw-v1', seed, count: 2, entrants, entrantCount: 6, fingerprint: entrantsFingerprint(entrants, server), winners, commitment: seedCommitment(seed, server), drawAt: '2026-11-24T12:00:00.000Z', redraws: [] };
    expect(checkDraw(good, browser)).toEqual({ entrants: true, fingerprint: true, commitment: true, winners: true, redraws: true, leftOut: true, verified: true });
    expect(checkDraw({ ...good, entrants: [...entrants].reverse() }, browser).fingerprint).toBe(false);
    expect(checkDraw({ ...good, commitment: '0'.repeat(64) }, browser).commitment).toBe(false);
    expect(checkDraw({ ...good, algorithm: 'rollcall-draw-v0' }, browser).verified).toBe(false);
    expect(checkDraw({ ...good, redraws: [{ replaced: winners[0]!, winner: winners[1]!, seed }] }, browser).redraws).toBe(false);
    // An announced draw without its commitment, a count that is not the list's, a ticket twice.
    expect(checkDraw({ ...good, commitment: null }, browser).commitment).toBe(false);
    expect(checkDraw({ ...good, entrantCount: 7 }, browser).entrants).toBe(false);
    const twice = [...entrants, 'ANN'];
    expect(checkDraw({ ...good, entrants: twice, entrantCount: 7, fingerprint: entrantsFingerprint(twice, server) }, browser).entrants).toBe(false);
    expect(checkDraw({ ...good, entrants: [...entrants.slice(1), 'not a handle'] }, browser).entrants).toBe(false);
    // A redraw must replace a current winner: not one already replaced.
    const left = redrawEntrants(entrants, winners);
    const first = { replaced: winners[0]!, winner: drawWinners(left, 1, fromHex(seed), server.hmac)[0]!, seed };
    const again = { replaced: winners[0]!, winner: drawWinners(redrawEntrants(entrants, [...winners, first.winner]), 1, fromHex(seed), server.hmac)[0]!, seed };
    expect(checkDraw({ ...good, redraws: [first] }, browser).redraws).toBe(true);
    expect(checkDraw({ ...good, redraws: [first, again] }, browser).redraws).toBe(false);
  });
});
