import fs from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALL_LISTS_FILE_NAME, LIST_CSV_COLUMNS, LISTS_CSV_COLUMNS, SELECTED_LISTS_FILE_NAME, listCsvFileName } from '../common/csv';
import { signIn } from './auth-helpers';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';
import { SHARED_TEXTS } from '../web/components/shared-texts';
import { CSV_SCREEN_TEXTS } from '../web/features/csv/csv-screen-texts';

/*
 * The curator's lists are shared with other files (draws, compose, everyday UX), which run before
 * or after this one on the same server: this journey only merges a list of its own into them,
 * reads the others from the screen, and deletes its list at the end, leaving the curator as it
 * found them.
 */

const IMPORTED = 'Imported via CSV';
const LISTS_FILE = [
  '"List Name","Icon","Color","communityId","Members"',
  `"${IMPORTED}","🎯","#10b981","undefined","@ann_lee;bob_ray;12345;carl@example.com;dee_k"`,
].join('\r\n');
const ONE_LIST_FILE = ['"List Name","Icon","Color","Members","communityId"', `"${IMPORTED}","🧪","#10b981","bob_ray;eve_m","424242"`].join('\n');

type ScreenList = { name: string; icon: string; color: string; communityId: string; members: string[] };

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The file the spec describes (§3): a header, every value quoted, CRLF between lines (docs/decisions/010). */
function expectedCsv(columns: readonly string[], lists: ScreenList[]): string {
  const value = (list: ScreenList, column: string) =>
    ({ 'List Name': list.name, Icon: list.icon, Color: list.color, communityId: list.communityId, Members: list.members.join(';') })[column] ?? '';
  return [columns.map(quote).join(','), ...lists.map((list) => columns.map((column) => quote(value(list, column))).join(','))].join('\r\n');
}

/**
 * The members modal lists members by name, the file in the order they were added: compare each
 * row's members as a sorted set, and everything else (quotes, columns, line endings) exactly.
 */
function membersSorted(csv: string, columns: readonly string[]): string {
  const at = columns.indexOf('Members');
  return csv
    .split('\r\n')
    .map((line, index) => {
      if (index === 0) return line;
      const cells = line.match(/"(?:[^"]|"")*"/g) ?? [];
      const members = cells[at]!.slice(1, -1).split(';').filter(Boolean).sort().join(';');
      cells[at] = `"${members}"`;
      return cells.join(',');
    })
    .join('\r\n');
}

/** What a card and its members modal show. */
async function readList(page: Page, card: Locator): Promise<ScreenList> {
  const name = (await card.getAttribute('aria-label'))!;
  const iconLabel = (await card.getByRole('button', { name: /^Edit icon: / }).getAttribute('aria-label'))!;
  const icon = iconLabel.replace('Edit icon: ', '');
  const idText = (await card.getByRole('button', { name: /^Edit community ID: / }).getAttribute('aria-label'))!;
  const id = /ID: (\d+)/.exec(idText)?.[1];
  const color = await card.getByLabel('List colour').inputValue();
  await card.getByRole('button', { name: /^\d+ members?$/ }).click();
  const modal = page.getByRole('dialog', { name: `${name} Members` });
  // Loaded: a member row, or the empty state.
  await modal.getByRole('link', { name: /^Open @\w+ on X$/ }).first().or(modal.getByText('No members yet.')).waitFor();
  const links = await modal.getByRole('link', { name: /^Open @\w+ on X$/ }).all();
  const members = await Promise.all(links.map(async (link) => (await link.getAttribute('aria-label'))!.replace(/^Open @(\w+) on X$/, '$1')));
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  return { name, icon: icon === 'No icon' ? '' : icon, color, communityId: id ?? 'undefined', members: members.sort() };
}

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, start()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

async function chooseCsv(dialog: Locator, name: string, text: string) {
  await dialog.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

describe('CSV import and export', () => {
  const browser = useBrowser();

  it('previews and merges a file, replaces one list from a file, and exports all, selected and one list as on screen', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('toolbar', { name: 'Selected lists' }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const before = await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
    const memberCounts = await page.getByRole('button', { name: /^\d+ members?$/ }).allInnerTexts();
    const memberTotal = memberCounts.reduce((sum, text) => sum + Number.parseInt(text, 10), 0);

    // Import: the preview of the default 'replace' says what it would take away, from the screen's figures.
    await page.getByRole('button', { name: SHARED_TEXTS.importCsv }).click();
    const dialog = page.getByRole('dialog', { name: 'Import lists from CSV' });
    await chooseCsv(dialog, 'lists.csv', LISTS_FILE);
    await dialog.getByText(`Replaces your ${String(before.length)} lists and ${memberTotal.toLocaleString('en-US')} members.`).waitFor();
    const table = dialog.getByRole('region', { name: 'Lists in the file' });
    expect((await table.getByRole('row').allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([`🎯 ${IMPORTED} 3`]);
    const dropped = dialog.getByRole('region', { name: 'Dropped entries', exact: true });
    await dropped.getByRole('cell', { name: 'carl@example.com' }).waitFor();
    expect(await dropped.getByRole('row').count()).toBe(3);
    expect(await dropped.getByText(CSV_SCREEN_TEXTS.dropReason.numeric).count()).toBe(1);
    expect(await dropped.getByText(CSV_SCREEN_TEXTS.dropReason['at-sign']).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Replace my lists' }).waitFor();
    await browser.screenshot(page, 'csv-import-preview');

    // Merge instead: nothing of mine is removed, the list is new.
    await dialog.getByText('Merge into my lists', { exact: true }).click();
    await dialog.getByText('Adds 1 new list; none of your lists changes.').waitFor();
    await table.getByText('New', { exact: true }).waitFor();
    await browser.screenshot(page, 'csv-import-preview-merge');
    await dialog.getByRole('button', { name: 'Merge into my lists' }).click();
    await page.getByText('Imported 1 list and 3 members. Dropped 2 entries.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: IMPORTED });
    await card.getByRole('button', { name: '3 members' }).waitFor();
    expect(await cards.count()).toBe(before.length + 1);

    // Per-list import: the file replaces the list's members, icon and community id.
    await card.getByRole('button', { name: 'List actions' }).click();
    await page.getByRole('menuitem', { name: SHARED_TEXTS.importCsv }).click();
    const listDialog = page.getByRole('dialog', { name: `Import members into ${IMPORTED}` });
    await chooseCsv(listDialog, 'one.csv', ONE_LIST_FILE);
    await listDialog.getByText('Replaces 3 members with 2.').waitFor();
    await listDialog.getByText('424242', { exact: true }).waitFor();
    await browser.screenshot(page, 'csv-list-import-preview');
    await listDialog.getByRole('button', { name: 'Replace members' }).click();
    await page.getByText(`Imported 2 members into ${IMPORTED}, replacing 3 members.`).waitFor();
    await card.getByRole('button', { name: '2 members' }).waitFor();
    await card.getByText('ID: 424242').waitFor();
    await card.getByRole('button', { name: 'Edit icon: 🧪' }).waitFor();

    // Export one list: its name with underscores, the one-list column order.
    const imported = await readList(page, card);
    expect(imported).toEqual({ name: IMPORTED, icon: '🧪', color: '#10b981', communityId: '424242', members: ['bob_ray', 'eve_m'] });
    await card.getByRole('button', { name: 'List actions' }).click();
    const one = await downloaded(page, () => page.getByRole('menuitem', { name: SHARED_TEXTS.exportCsv }).click());
    expect(one.name).toBe(listCsvFileName(IMPORTED));
    expect(one.name).toBe('Imported_via_CSV.csv');
    expect(one.text).toBe(expectedCsv(LIST_CSV_COLUMNS, [imported]));

    // Export the selection: the first seeded list and ours, in the order of the screen.
    const firstCard = cards.first();
    const first = await readList(page, firstCard);
    await firstCard.getByRole('checkbox').check();
    await card.getByRole('checkbox').check();
    const selected = await downloaded(page, () => page.getByRole('button', { name: 'Export Selected (2)' }).click());
    expect(selected.name).toBe(SELECTED_LISTS_FILE_NAME);
    expect(membersSorted(selected.text, LISTS_CSV_COLUMNS)).toBe(expectedCsv(LISTS_CSV_COLUMNS, [first, imported]));

    // Export all: every card, as shown.
    const all: ScreenList[] = [];
    for (const each of await cards.all()) all.push(await readList(page, each));
    const everything = await downloaded(page, () => page.getByRole('button', { name: SHARED_TEXTS.exportCsv, exact: true }).click());
    expect(everything.name).toBe(ALL_LISTS_FILE_NAME);
    expect(membersSorted(everything.text, LISTS_CSV_COLUMNS)).toBe(expectedCsv(LISTS_CSV_COLUMNS, all));
    await page.getByText(`Downloaded ${ALL_LISTS_FILE_NAME}.`).waitFor();

    // Leave the curator's lists as they were.
    await card.getByRole('button', { name: 'List actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete List' }).click();
    await page.getByRole('alertdialog', { name: 'Delete List' }).getByRole('button', { name: 'Confirm' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')))).toEqual(before);
  });

  it('lays the preview out on a phone, and a cancelled preview changes nothing', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const before = await cards.count();
    await page.getByRole('button', { name: SHARED_TEXTS.importCsv }).click();
    const dialog = page.getByRole('dialog', { name: 'Import lists from CSV' });
    await chooseCsv(dialog, 'lists.csv', LISTS_FILE);
    await dialog.getByRole('button', { name: 'Replace my lists' }).waitFor();
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await browser.screenshot(page, 'csv-import-preview-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: SHARED_TEXTS.importCsv }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await cards.count()).toBe(before);
  });
});
