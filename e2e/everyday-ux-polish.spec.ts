import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIST_CARD_SURFACES, MIN_TEXT_CONTRAST, contrastRatio, parseHexColor, type Rgb } from '../common/list-colors.plain';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Issue #18, what was left of items 2 and 9: list colours, one control height, the CSV preview on a phone.

const PHONE = { width: 390, height: 844 };

type Theme = 'light' | 'dark';

/** Sets the theme the way the toggle leaves it (localStorage, read before the first paint) and reloads. */
async function useTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

type CardText = { text: string; color: Rgb; background: Rgb; page: Rgb };

/**
 * Every piece of text on a card as it is painted: its colour and what is behind it, composited the
 * way the browser does (each ancestor's background over the last, on a canvas, which also turns
 * Tailwind's oklch() into sRGB), and the page behind the card.
 */
async function cardTexts(card: Locator): Promise<CardText[]> {
  return card.evaluate((article) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const pixel = () => [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)] as [number, number, number];
    const paint = (chain: Element[]) => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, 1, 1);
      for (const element of chain) {
        context.fillStyle = getComputedStyle(element).backgroundColor;
        context.fillRect(0, 0, 1, 1);
      }
      return pixel();
    };
    const ancestors = (element: Element) => {
      const chain: Element[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
      return chain;
    };
    const page = paint(ancestors(article.parentElement!));
    const texts = [...article.querySelectorAll('*')].filter((element) => {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const box = element.getBoundingClientRect();
      // An emoji icon draws its own colours; a 1 px box is text for screen readers only.
      return own !== '' && !/^\p{Extended_Pictographic}+$/u.test(own) && box.width > 1 && box.height > 1;
    });
    return texts.map((element) => {
      const background = paint(ancestors(element));
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return { text: element.textContent.trim(), color: pixel(), background, page };
    });
  });
}

const near = (a: Rgb, b: Rgb) => a.every((channel, i) => Math.abs(channel - b[i]!) <= 3);

describe('list colours (issue #18 item 9)', () => {
  const browser = useBrowser();

  it("a new list's random colour, and black and white (the worst of any colour), keep every text of its card at 4.5:1 or more, light and dark, at 390 px", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    const made = await page.evaluate(async () => {
      const response = await fetch('/api/lists', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Colour check' }) });
      return (await response.json()) as { id: number; color: string };
    });
    try {
      expect(made.color).toMatch(/^#[0-9a-f]{6}$/);
      const card = page.getByRole('article', { name: 'Colour check' });
      for (const color of [made.color, '#000000', '#ffffff']) {
        await page.evaluate(
          ({ id, value }) => fetch(`/api/lists/${String(id)}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ color: value }) }),
          { id: made.id, value: color },
        );
        for (const theme of ['light', 'dark'] as const) {
          await useTheme(page, theme);
          await card.waitFor();
          expect(await card.getByLabel('List colour').inputValue()).toBe(color);
          const texts = await cardTexts(card);
          expect(texts.map((text) => text.text)).toEqual(expect.arrayContaining(['Colour check', 'Not set', '0 members']));
          // The card sits on the page the unit tests assume, in the text colours they assume
          // (common/list-colors.plain.ts), so what they prove of all 16.7 million colours holds here.
          const surface = LIST_CARD_SURFACES[theme];
          expect(near(texts[0]!.page, parseHexColor(surface.page)!), `page behind the card in ${theme}`).toBe(true);
          for (const text of texts) {
            const ratio = contrastRatio(text.color, text.background);
            const where = `'${text.text}' on ${color} in ${theme}: rgb(${text.color.join(', ')}) on rgb(${text.background.join(', ')}), ${ratio.toFixed(2)}:1`;
            expect(ratio, where).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
            expect(Object.values(surface.texts).some((known) => near(text.color, parseHexColor(known)!)), `${where}: a text colour list-colors.plain.ts does not know`).toBe(true);
          }
          if (color === made.color) await browser.screenshot(page, `lists-390-${theme}`);
        }
      }
    } finally {
      await page.evaluate((id) => fetch(`/api/lists/${String(id)}`, { method: 'DELETE' }), made.id);
    }
  });
});

type Control = { name: string; height: number };

/** The height of every visible button, one-line input and select inside `scope`, but those `skip` names. */
async function controlHeights(page: Page, scope: string, skip: { inside?: string[]; names?: string[] } = {}): Promise<Control[]> {
  return page.evaluate(
    ({ scope, inside, names }) => {
      const root = document.querySelector(scope);
      if (!root) throw new Error(`nothing matches ${scope}`);
      const controls = [...root.querySelectorAll('button, select, input:not([type="checkbox"], [type="radio"], [type="color"], [type="file"], [type="hidden"])')];
      return controls
        .map((element) => {
          // A field's name: its aria-label, else the first words of its label ('Sort', 'Shoot count').
          const label = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.firstChild?.textContent : null;
          return { element, name: (element.getAttribute('aria-label') ?? label ?? element.textContent).trim() };
        })
        .filter(({ element, name }) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && !inside.some((selector) => element.closest(selector)) && !names.includes(name);
        })
        .map(({ element, name }) => ({ name: `${element.tagName.toLowerCase()} '${name}'`, height: element.getBoundingClientRect().height }));
    },
    { scope, inside: skip.inside ?? [], names: skip.names ?? [] },
  );
}

/** All the same height, and that height is the button's (40 px). */
function expectOneHeight(controls: Control[], atLeast: number) {
  expect(controls.length, controls.map((control) => control.name).join(', ')).toBeGreaterThanOrEqual(atLeast);
  const odd = controls.filter((control) => control.height !== 40);
  expect(odd, `${String(controls.length)} controls: ${controls.map((control) => control.name).join(', ')}`).toEqual([]);
}

describe('one control height (issue #18 item 9)', () => {
  const browser = useBrowser();

  // The spec's emoji picker is 30 px high (§9) and keeps its clear button beside it; the buttons
  // inside a list card or a member's row (its menu, Copy, Change, Delete) are small on purpose.
  const LISTS_SKIP = { inside: ['[aria-label="Lists"]'], names: ['Pick emoji', 'Clear icon'] };

  it("buttons, inputs and selects of the Lists and Members toolbars are one height (not the picker of spec §9, nor a card's or row's small buttons)", async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('article', { name: 'Core team' }).waitFor();
    const lists = await controlHeights(page, 'main', LISTS_SKIP);
    expectOneHeight(lists, 14);
    for (const name of ["button 'New List'", "button 'Import CSV'", "input 'Search lists...'", "select 'Sort'", "button 'Compact rows'", "button 'Select All'", "input 'Shoot count'", "button 'Shoot'"]) {
      expect(lists.map((control) => control.name)).toContain(name);
    }

    // On a phone, with the toolbar unfolded.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: /^Select, export & shoot/ }).click();
    await page.getByRole('toolbar', { name: 'Selected lists' }).waitFor();
    expectOneHeight(await controlHeights(page, 'main', LISTS_SKIP), 15);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/members');
    await page.getByRole('link', { name: '@margaret_h' }).waitFor();
    expectOneHeight(await controlHeights(page, 'main', { inside: ['[role="table"]'] }), 2);
  });

  it('the fields and buttons of a form are one height: Profile details, email and sign in', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.profile.email, E2E_PASSWORD, '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    // Three text fields, the Presence select, Save and Cancel.
    expectOneHeight(await controlHeights(page, 'form[aria-label="Edit profile details"]'), 6);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit email' }).click();
    expectOneHeight(await controlHeights(page, 'form[aria-label="Change email"]', { names: ['Show password'] }), 4);

    const visitor = await browser.newPage();
    await visitor.goto('/login');
    await visitor.getByLabel('Email', { exact: true }).waitFor();
    expectOneHeight(await controlHeights(visitor, 'main form', { names: ['Show password'] }), 3);
  });
});

const IMPORT_FILE = [
  '"List Name","Icon","Color","communityId","Members"',
  '"Founders and the early builders of the community","🚀","#10b981","1234567890123456789","ann_lee;bob_ray;12345;carl@example.com;dee_k"',
  '"Readers","","#ff0000","undefined","reader_one;reader_two"',
  '"Supercalifragilisticexpialidociousnamewithoutanyspaces","⭐","#f59e0b","987","erin;frank;https://example.com/a-long-address-that-is-not-a-handle"',
].join('\r\n');

describe('the CSV import preview on a phone (issue #18 item 2)', () => {
  const browser = useBrowser();

  /** Every cell of the preview's tables is inside its table's box and shows its whole text, without sideways scrolling. */
  async function previewFits(dialog: Locator) {
    for (const name of ['Lists in the file', 'Dropped entries']) {
      const region = dialog.getByRole('region', { name });
      await region.waitFor();
      const cut = await region.evaluate((box) => {
        const outer = box.getBoundingClientRect();
        const problems: string[] = [];
        if (box.scrollWidth > box.clientWidth + 1) problems.push(`the table is ${String(box.scrollWidth)} px wide in ${String(box.clientWidth)} px`);
        for (const cell of box.querySelectorAll('td, th')) {
          const inner = cell.getBoundingClientRect();
          const text = cell.textContent.trim();
          if (inner.width === 0 || text === '') continue;
          if (inner.left < outer.left - 1 || inner.right > outer.right + 1) problems.push(`'${text}' spans ${String(Math.round(inner.left))}–${String(Math.round(inner.right))} px`);
          if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`'${text}' is cut`);
        }
        return problems;
      });
      expect(cut, name).toEqual([]);
    }
    expect(await dialog.page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }

  it('at 390 px every column of the preview is on screen: the lists (name, community, members, action) and the dropped entries (line, list, entry, reason)', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import lists from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'lists.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_FILE) });
    const lists = dialog.getByRole('region', { name: 'Lists in the file' });
    await lists.getByText('Readers').waitFor();
    await previewFits(dialog);

    await dialog.getByRole('radio', { name: /^Merge into my lists/ }).check();
    await lists.getByText('New').first().waitFor();
    await previewFits(dialog);
    // What each column says is there to read.
    for (const text of ['Founders and the early builders of the community', 'ID: 1234567890123456789', 'Supercalifragilisticexpialidociousnamewithoutanyspaces']) {
      expect(await lists.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    const dropped = dialog.getByRole('region', { name: 'Dropped entries' });
    await dropped.scrollIntoViewIfNeeded();
    for (const text of ['carl@example.com', 'https://example.com/a-long-address-that-is-not-a-handle']) {
      expect(await dropped.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    await lists.scrollIntoViewIfNeeded();
    await browser.screenshot(page, 'import-preview-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
