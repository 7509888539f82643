import { describe, expect, it } from 'vitest';
import {
  LIST_CARD_SURFACES,
  MIN_TEXT_CONTRAST,
  SAFE_LIST_COLOR,
  contrastRatio,
  listCardContrast,
  parseHexColor,
  randomListColor,
  tintOver,
  toHexColor,
} from './list-colors.plain';

/** min ≤ n < max, like node:crypto's randomInt (which the server passes; common/ imports no node module). */
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

describe('contrast (WCAG 2)', () => {
  it('measures the known pairs', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    // The textbook edge: #777 on white just fails AA, #767676 just passes.
    expect(contrastRatio(parseHexColor('#777777')!, [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseHexColor('#767676')!, [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it('tints a colour over the page as the browser does (0.2 opacity)', () => {
    expect(toHexColor(tintOver([0, 0, 0], [255, 255, 255]))).toBe('#cccccc');
    expect(tintOver([255, 255, 255], [0, 0, 0]).map(Math.round)).toEqual([51, 51, 51]);
  });
});

describe("a list card's text on the list's colour", () => {
  it('a random colour keeps every text of the card at 4.5:1 or more, light and dark, over 20,000 draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i += 1) {
      const color = randomListColor(randomInt);
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      const contrast = listCardContrast(color);
      if (contrast < MIN_TEXT_CONTRAST) expect.fail(`${color}: ${contrast.toFixed(2)}:1`);
      seen.add(color);
    }
    // Still the spec's random colour, not a handful of presets.
    expect(seen.size).toBeGreaterThan(19_000);
  });

  it('any colour a person picks does too: the worst are black in light (4.7:1) and white in dark (5.8:1)', () => {
    let worst = { color: '', contrast: Infinity };
    for (let r = 0; r <= 255; r += 17) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 17) {
          const color = toHexColor([r, g, b]);
          const contrast = listCardContrast(color);
          if (contrast < worst.contrast) worst = { color, contrast };
        }
      }
    }
    expect(worst.contrast).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(worst.color).toBe('#000000');
    expect(listCardContrast('#000000', { light: LIST_CARD_SURFACES.light })).toBeCloseTo(4.72, 2);
    expect(listCardContrast('#ffffff', { dark: LIST_CARD_SURFACES.dark })).toBeCloseTo(5.8, 1);
  });

  // A lighter grey text than the card's: about a third of all colours would leave it under 4.5:1.
  const stricter = { light: { page: '#ffffff', texts: { grey: '#566479' } } };

  it('draws again while the colour would leave the text under 4.5:1', () => {
    expect(listCardContrast('#000000', stricter)).toBeLessThan(MIN_TEXT_CONTRAST);
    const draws = [0x000000, 0x111111, 0xffd700];
    const rigged = () => draws.shift()!;
    expect(randomListColor(rigged, stricter)).toBe('#ffd700');
    expect(draws).toEqual([]);

    for (let i = 0; i < 2_000; i += 1) expect(listCardContrast(randomListColor(randomInt, stricter), stricter)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('falls back to a colour known to be readable when the draws keep failing', () => {
    expect(randomListColor(() => 0, stricter)).toBe(SAFE_LIST_COLOR);
    expect(listCardContrast(SAFE_LIST_COLOR)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
