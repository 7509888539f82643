import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { drawWinners, entrantsFingerprint, seedV2, toHex, type DrawCrypto } from '../../common/draw.plain';
import { nodeDrawCrypto } from './draw-crypto';

// Issue #37: rollcall-draw-v2's seed from a drand round's randomness, the entrant fingerprint and
// the draw's id; sampling as v1. The server (node:crypto) and the browser (@noble/hashes) must
// give what the Python reference wrote into docs/draw-vectors-v2.json.

const server: DrawCrypto = nodeDrawCrypto;
const browser: DrawCrypto = { hmac: (key, message) => nobleHmac(nobleSha256, key, message), sha256: (bytes) => nobleSha256(bytes) };

type Fixed = { randomness: string; drawId: string; count: number; entrants: string[]; fingerprint: string; seed: string; winners: string[] };
type Derived = { k: number; seed: string; positions: number[] };
const vectors = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'draw-vectors-v2.json'), 'utf8')) as { algorithm: string; cases: Fixed[]; derived: Derived[] };

/** docs/draw_reference.py's derived_case(k), written again from its description. */
function derivedCase(k: number) {
  const h = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  const n = k < 6 ? [1, 2, 3, 17, 256, 257][k]! : 1 + (h(`n:${String(k)}`)[0]! % 40);
  const entrants = Array.from({ length: n }, (_, i) => `h${h(`entrant:${String(k)}:${String(i)}`).toString('hex').slice(0, 1 + (h(`length:${String(k)}:${String(i)}`)[0]! % 14))}`);
  const count = 1 + (h(`count:${String(k)}`)[0]! % (k < 6 ? n + 3 : Math.min(n + 3, 8)));
  return { entrants, count, randomness: h(`randomness:${String(k)}`).toString('hex'), drawId: h(`id:${String(k)}`).toString('base64url').slice(0, 22) };
}

describe('rollcall-draw-v2', () => {
  it('gives the seeds and winners of the fixed vectors of docs/draw_reference.py', () => {
    expect(vectors.algorithm).toBe('rollcall-draw-v2');
    expect(vectors.cases.length).toBeGreaterThanOrEqual(5);
    for (const vector of vectors.cases) {
      for (const crypto of [server, browser]) {
        expect(entrantsFingerprint(vector.entrants, crypto)).toBe(vector.fingerprint);
        const seed = seedV2(vector, crypto);
        expect(toHex(seed)).toBe(vector.seed);
        expect(drawWinners(vector.entrants, vector.count, seed, crypto.hmac)).toEqual(vector.winners);
      }
    }
  });

  it(`agrees with the Python reference on its ${String(vectors.derived.length)} generated draws, on the server and in the browser`, () => {
    expect(vectors.derived.length).toBeGreaterThanOrEqual(1000);
    for (const vector of vectors.derived) {
      const input = derivedCase(vector.k);
      for (const crypto of [server, browser]) {
        const seed = seedV2({ ...input, fingerprint: entrantsFingerprint(input.entrants, crypto) }, crypto);
        expect(toHex(seed), `case ${String(vector.k)}`).toBe(vector.seed);
        expect(drawWinners(input.entrants, input.count, seed, crypto.hmac)).toEqual(vector.positions.map((position) => input.entrants[position]));
      }
    }
  });

  it('changes with every input: the round, the entrants, the draw', () => {
    const base = { randomness: 'a'.repeat(64), fingerprint: 'b'.repeat(64), drawId: 'Dr9_Dr9_Dr9_Dr9_Dr9_Dr' };
    const seeds = [base, { ...base, randomness: 'c'.repeat(64) }, { ...base, fingerprint: 'c'.repeat(64) }, { ...base, drawId: 'Dr9_Dr9_Dr9_Dr9_Dr9_Ds' }].map((input) => toHex(seedV2(input, server)));
    expect(new Set(seeds).size).toBe(4);
    expect(() => seedV2({ ...base, randomness: 'ab' }, server)).toThrow();
  });
});
