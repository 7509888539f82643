import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

// Issue #19: from a draw to posts ready for X, in the browser.

describe('composing posts in the browser', () => {
  const browser = useBrowser();

  it('an emoji lands at the caret, and 100 CJK characters, a long URL and 60 mentions give valid posts holding each mention once', async () => {
    const page = await browser.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('article', { name: 'Core team' }).waitFor();
    const handles = Array.from({ length: 60 }, (_, i) => `fan${String(i).padStart(2, '0')}_compose`);
    const listId = await page.evaluate(async (members) => {
      const made = await fetch('/api/lists', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Compose sixty' }) });
      const { id } = (await made.json()) as { id: number };
      await fetch(`/api/lists/${String(id)}/members/bulk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: members.join(' ') }) });
      return id;
    }, handles);
    try {
      await page.reload();
      // Folded before a draw: opened from the keyboard.
      const toggle = page.getByRole('button', { name: 'Compose a post' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const message = page.getByRole('textbox', { name: 'Message' });
      expect(await message.getAttribute('placeholder')).toBe('Type a message');

      // Keyboard only: '@gra' suggests a member of my lists; Enter puts the handle in.
      await message.focus();
      await page.keyboard.type('Hi @gra');
      const suggestions = page.getByRole('listbox', { name: 'Members of your lists' });
      await suggestions.getByRole('option', { name: '@grace_h' }).waitFor();
      expect(await suggestions.getByRole('option').allInnerTexts()).toEqual(['@grace_h']);
      expect(await message.getAttribute('aria-activedescendant')).toBe(await suggestions.getByRole('option').first().getAttribute('id'));
      await page.keyboard.press('Enter');
      await expect.poll(() => message.inputValue()).toBe('Hi @grace_h ');
      await suggestions.waitFor({ state: 'hidden' });
      await message.fill('');

      // The caret after 'Hello', Tab to 'Insert emoji', search, Enter.
      await page.keyboard.type('Hello world');
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Insert emoji');
      await page.keyboard.press('Enter');
      const picker = page.getByRole('dialog', { name: 'Insert emoji' });
      const search = picker.getByRole('searchbox', { name: 'Search emojis' }).or(picker.getByLabel('Search emojis'));
      await search.first().waitFor();
      await page.keyboard.type('party popper');
      // The search has filtered the grid, as the person sees it: the party popper alone.
      await expect.poll(() => picker.getByRole('gridcell').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')))).toEqual(['Party popper']);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => message.inputValue()).toBe('Hello🎉 world');

      // The big case: draw the 60.
      await page.getByRole('article', { name: 'Compose sixty' }).getByRole('checkbox').check();
      await page.getByRole('spinbutton', { name: 'Shoot count' }).fill('60');
      await page.getByRole('button', { name: 'Shoot', exact: true }).click();
      await page.getByRole('textbox', { name: 'Shoot result' }).waitFor();
      const long = `${'恭喜'.repeat(50)} https://example.com/${'announcement/'.repeat(20)}?utm=x`;
      await message.fill(long);
      await page.getByRole('checkbox', { name: 'Number the posts (1/3, 2/3…)' }).check();

      const parts = page.getByRole('list', { name: 'Parts' }).getByRole('listitem');
      await expect.poll(() => parts.count()).toBeGreaterThan(1);
      const count = await parts.count();
      const drawn: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const part = parts.nth(i);
        const text = await part.locator('p').first().innerText();
        expect(twitterText.parseTweet(text).valid, text).toBe(true);
        expect(text.endsWith(` ${String(i + 1)}/${String(count)}`)).toBe(true);
        drawn.push(...twitterText.extractMentions(text));
        // 'Post on X' opens X's composer with exactly this text.
        const href = await part.getByRole('link', { name: `Post part ${String(i + 1)} on X (opens X in a new tab)` }).getAttribute('href');
        const url = new URL(href!);
        expect(`${url.origin}${url.pathname}`).toBe('https://x.com/intent/post');
        expect(url.searchParams.get('text')).toBe(text);
        expect(await part.getByRole('link').getAttribute('target')).toBe('_blank');
      }
      expect((await parts.first().locator('p').first().innerText()).startsWith(long)).toBe(true);
      expect(drawn.sort()).toEqual([...handles].sort());
      // More than 10 mentions in a post: said plainly.
      await page.getByText(/This post mentions \d+ accounts\. X's rules count mentioning many people who did not ask for it as spam/).first().waitFor();

      // Copy a part with the keyboard.
      await parts.nth(1).getByRole('button', { name: 'Copy part 2' }).focus();
      await page.keyboard.press('Enter');
      await parts.nth(1).getByText('Copied!').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await parts.nth(1).locator('p').first().innerText());

      expect(await axeSerious(page)).toEqual([]);
      await browser.screenshot(page, 'compose-1280');
    } finally {
      await page.evaluate(async (id) => {
        await fetch(`/api/lists/${String(id)}`, { method: 'DELETE' });
      }, listId);
    }
  });

  it('keeps named templates on the server: saved, back in another browser as the last used, renamed and deleted from the keyboard', async () => {
    const page = await browser.newPage();
    await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
    await page.getByRole('button', { name: 'Compose a post' }).click();
    const message = page.getByRole('textbox', { name: 'Message' });
    const template = page.getByRole('combobox', { name: 'Template' });
    try {
      expect(await template.locator('option:checked').innerText()).toBe('No templates yet');
      await message.fill('🎉 Thanks {mentions} for this week!');
      await page.getByRole('spinbutton', { name: 'Warn above this many mentions in one post' }).fill('5');
      await page.getByRole('button', { name: 'Save as template' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save as template' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Weekly thanks');
      await page.keyboard.press('Enter');
      await page.getByRole('status').getByText('Template "Weekly thanks" saved.').waitFor();
      await expect.poll(() => template.locator('option:checked').innerText()).toBe('Weekly thanks');

      // Another browser (nothing in its storage): the last template and the setting come back.
      const other = await browser.newPage();
      await signIn(other, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
      await other.getByRole('button', { name: 'Compose a post' }).click();
      await expect.poll(() => other.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('🎉 Thanks {mentions} for this week!');
      expect(await other.getByRole('combobox', { name: 'Template' }).locator('option:checked').innerText()).toBe('Weekly thanks');
      expect(await other.getByRole('spinbutton', { name: 'Warn above this many mentions in one post' }).inputValue()).toBe('5');
      await other.close();

      // Keyboard only: the template's menu, Rename, then Delete after the question.
      const actions = page.getByRole('button', { name: 'Template actions: Weekly thanks' });
      await actions.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Rename template' }).waitFor();
      await page.keyboard.press('Enter');
      const rename = page.getByRole('dialog', { name: 'Rename template' });
      await rename.getByRole('textbox', { name: 'Name' }).waitFor();
      // The name is in focus, ready to be typed over.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Weekly thanks');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Monday thanks');
      await page.keyboard.press('Enter');
      await page.getByRole('status').getByText('Template renamed to "Monday thanks".').waitFor();
      expect(await template.locator('option:checked').innerText()).toBe('Monday thanks');

      expect(await axeSerious(page)).toEqual([]);

      await page.getByRole('button', { name: 'Template actions: Monday thanks' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Delete template' }).focus();
      await page.keyboard.press('Enter');
      const question = page.getByRole('alertdialog', { name: 'Delete template' });
      await question.getByText('Delete the template "Monday thanks"? The message in the composer stays as it is.').waitFor();
      await question.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('status').getByText('Template "Monday thanks" deleted.').waitFor();
      expect(await template.locator('option:checked').innerText()).toBe('No templates yet');
      expect(await message.inputValue()).toBe('🎉 Thanks {mentions} for this week!');
    } finally {
      await page.evaluate(async () => {
        const composer = (await (await fetch('/api/compose')).json()) as { templates: { id: number }[] };
        for (const { id } of composer.templates) await fetch(`/api/compose/templates/${String(id)}`, { method: 'DELETE' });
        await fetch('/api/compose/settings', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mentionWarning: 10, numbered: false }) });
      });
      await message.fill('');
      await page.close();
    }
  });

  it('fits a phone, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, theme);
      await signIn(page, E2E_USERS.curator.email, E2E_PASSWORD, '/lists');
      await page.getByRole('button', { name: 'Compose a post' }).click();
      const message = page.getByRole('textbox', { name: 'Message' });
      await message.fill('A note for the team 🎉 {mentions}');
      await page.getByRole('list', { name: 'Parts' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const box = (await message.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await message.scrollIntoViewIfNeeded();
      await browser.screenshot(page, `compose-390-${theme}`);
      await message.fill('');
      await page.close();
    }
  });
});
