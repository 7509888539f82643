/**
 * A list's colour and the text drawn over it (issue #18: "random list colours keep text contrast
 * ≥ 4.5:1"). Spec §2: "the card background is the hex colour at 0.2 opacity", over the page; the
 * card's text keeps its own colours (web/features/lists/list-card.tsx). Decision 018.
 */

/** "The card background is the hex colour at 0.2 opacity." */
export const LIST_TINT_OPACITY = 0.2;

/** WCAG 2's minimum for body text (1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

export type Rgb = readonly [number, number, number];

/** What a list card is drawn on, and the colours of its text, in one theme (sRGB of Tailwind's oklch). */
export type CardSurface = { page: string; texts: Readonly<Record<string, string>> };

/**
 * The page behind the cards (the body: white, dark slate-950) and every colour of text on a card:
 * the name, the community id line, 'N members'. The browser test (e2e/everyday-ux-polish.spec.ts)
 * measures the same on the rendered cards, so a change of a class there cannot drift unseen.
 */
export const LIST_CARD_SURFACES: Readonly<Record<'light' | 'dark', CardSurface>> = {
  light: { page: '#ffffff', texts: { 'slate-900': '#0f172b', 'slate-600': '#45556c', 'indigo-700': '#432dd7' } },
  dark: { page: '#020618', texts: { white: '#ffffff', 'slate-300': '#cad5e2', 'indigo-300': '#a3b3ff' } },
};

/** '#4f46e5' → [79, 70, 229]; null unless '#rrggbb'. */
export function parseHexColor(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

export function toHexColor([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of an sRGB colour (channels 0–255). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21, whichever colour is the lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `color` at `opacity` over `under`, as the browser composites it. */
export function tintOver(color: Rgb, under: Rgb, opacity = LIST_TINT_OPACITY): Rgb {
  return [0, 1, 2].map((i) => color[i]! * opacity + under[i]! * (1 - opacity)) as unknown as Rgb;
}

/** The lowest contrast between a card's text and its background in this colour, light and dark alike. */
export function listCardContrast(hex: string, surfaces: Readonly<Record<string, CardSurface>> = LIST_CARD_SURFACES): number {
  const color = parseHexColor(hex);
  if (!color) throw new Error(`Not a #rrggbb colour: ${hex}`);
  let lowest = Infinity;
  for (const surface of Object.values(surfaces)) {
    const background = tintOver(color, parseHexColor(surface.page)!);
    for (const text of Object.values(surface.texts)) lowest = Math.min(lowest, contrastRatio(background, parseHexColor(text)!));
  }
  return lowest;
}

/** Indigo-500, what the seeded lists wear: readable under every text of the card, in both themes. */
export const SAFE_LIST_COLOR = '#6366f1';
const DRAWS = 32;

/**
 * "A new list gets … a random colour": any of the 16,777,216, drawn again while the card's text
 * would fall under 4.5:1 on it in either theme. At opacity 0.2 none does (the worst are black in
 * light, 4.7:1, and white in dark, 5.8:1), so the draw is the spec's; the check keeps it true if
 * the tint or the text colours change. `randomInt(min, max)` gives min ≤ n < max (node:crypto's).
 */
export function randomListColor(
  randomInt: (min: number, max: number) => number,
  surfaces: Readonly<Record<string, CardSurface>> = LIST_CARD_SURFACES,
): string {
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const color = `#${randomInt(0, 0x1000000).toString(16).padStart(6, '0')}`;
    if (listCardContrast(color, surfaces) >= MIN_TEXT_CONTRAST) return color;
  }
  return SAFE_LIST_COLOR;
}
