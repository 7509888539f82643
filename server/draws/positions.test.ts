import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePositions, encodePositions } from './positions';

// Issue #33: who a draw left out costs at most one bit a member of its selection.

describe('the places of who was left out', () => {
  const places = fc.integer({ min: 1, max: 5000 }).chain((size) => fc.tuple(fc.constant(size), fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size }).map((xs) => xs.sort((a, b) => a - b))));

  it('gives back the places it was given, and never takes more than an eighth of a byte a member', () => {
    fc.assert(
      fc.property(places, ([size, positions]) => {
        const bytes = encodePositions(positions, size);
        expect(decodePositions(bytes, size)).toEqual(positions);
        expect(bytes.length).toBeLessThanOrEqual(1 + Math.ceil(size / 8));
      }),
      { numRuns: 500 },
    );
  });

  it('writes a few left out of a large list in a few bytes each', () => {
    const bytes = encodePositions([3, 130, 99_999], 100_000);
    expect(bytes[0]).toBe(0x01);
    expect(bytes.length).toBeLessThanOrEqual(1 + 1 + 2 + 3);
    expect(decodePositions(bytes, 100_000)).toEqual([3, 130, 99_999]);
  });

  it('refuses places out of order or outside the selection', () => {
    expect(() => encodePositions([2, 1], 10)).toThrow(RangeError);
    expect(() => encodePositions([10], 10)).toThrow(RangeError);
    expect(() => decodePositions(Uint8Array.from([7]), 10)).toThrow(RangeError);
  });
});
