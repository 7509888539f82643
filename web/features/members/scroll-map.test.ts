import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchoredMap, BODY_MAX_PX, EXACT_PX, IDENTITY_MAP, toVirtual } from './scroll-map';

// A million rows of 52 px in a body of BODY_MAX_PX, seen through a 900 px screen.
const END = BODY_MAX_PX - 900;
const EXTRA = 1_000_000 * 52 - BODY_MAX_PX;

describe('the scroll map of a table taller than a browser lays out', () => {
  it('is the identity for a body that is not capped, and above the body', () => {
    for (const real of [-300, 0, 1, 5_199_100]) expect(toVirtual(IDENTITY_MAP, real)).toBe(real);
    expect(toVirtual(anchoredMap(END, EXTRA, 30_000_000), -120)).toBe(-120);
  });

  it('reaches the first row at the top and the last at the end, wherever it was anchored', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: END + EXTRA, noNaN: true }), (virtual) => {
        const map = anchoredMap(END, EXTRA, virtual);
        expect(toVirtual(map, 0)).toBe(0);
        expect(toVirtual(map, END)).toBeCloseTo(END + EXTRA, 3);
        // Past the end (a screen shorter than the space below the table), still the last rows.
        expect(toVirtual(map, END + 500)).toBe(END + 500 + EXTRA);
      }),
    );
  });

  it('moves the rows 1:1 with the page near where the scroll rested, and never slower anywhere', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: END + EXTRA, noNaN: true }), fc.double({ min: 0, max: END, noNaN: true }), (virtual, real) => {
        const map = anchoredMap(END, EXTRA, virtual);
        // The anchor stands for the place it was anchored on: anchoring moves no row on screen.
        expect(toVirtual(map, map.anchorReal)).toBeCloseTo(virtual, 3);
        // A wheel step near it moves the rows exactly as far.
        for (const step of [-1200, -40, 40, 1200]) {
          const there = map.anchorReal + step;
          if (there >= map.anchorReal - map.above && there <= map.anchorReal + map.below) expect(toVirtual(map, there) - virtual).toBeCloseTo(step, 3);
        }
        // Monotonic, and at least 1:1 everywhere: no row is passed twice, none is out of reach.
        const step = 1000;
        if (real + step <= END) expect(toVirtual(map, real + step) - toVirtual(map, real)).toBeGreaterThanOrEqual(step - 1e-6);
      }),
    );
  });

  it('anchors in proportion, so the scrollbar tells where the rows are among all of them', () => {
    const middle = anchoredMap(END, EXTRA, (END + EXTRA) / 2);
    expect(middle.anchorReal).toBeCloseTo(END / 2, 3);
    expect(middle.above).toBe(EXACT_PX);
    expect(middle.below).toBe(EXACT_PX);
    // Near an end the 1:1 stretch is shorter, not cut off: half the way there.
    const nearTop = anchoredMap(END, EXTRA, 100_000);
    expect(nearTop.above).toBeCloseTo(nearTop.anchorReal / 2, 6);
    expect(toVirtual(nearTop, nearTop.anchorReal - nearTop.above)).toBeCloseTo(100_000 - nearTop.above, 3);
  });
});
