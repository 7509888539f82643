import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from './storage';

/**
 * The entrant fingerprint (docs/draws.md) is what anyone checks a certificate against: the SHA-256
 * of the list's UTF-8. It is hashed piece by piece (issue #40); whatever the text, and wherever a
 * piece ends, it must be the hash of the whole.
 */
describe('the entrant fingerprint', () => {
  const whole = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

  it('is the SHA-256 of the whole text’s UTF-8, a character outside the BMP across a piece’s end included', () => {
    const piece = 1 << 16;
    for (const at of [piece - 2, piece - 1, piece, piece + 1, 2 * piece - 1]) {
      const text = `${'a'.repeat(at)}😀\n${'b'.repeat(piece)}é`;
      expect(fingerprintOf(text)).toBe(whole(text));
    }
    expect(fingerprintOf('')).toBe(whole(''));
  });

  it('is the SHA-256 of the whole for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat({ max: 70_000 }), (tail, pad) => {
        const text = 'x'.repeat(pad) + tail;
        expect(fingerprintOf(text)).toBe(whole(text));
      }),
      { numRuns: 300 },
    );
  });
});
