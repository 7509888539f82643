import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures';

describe('theme', () => {
  const browser = useBrowser();

  it('starts light, toggles to dark, and keeps dark across a reload without a light flash', async () => {
    const page = await browser.newPage();
    // Records the theme class at the moment <body> is parsed, before any paint of the page.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.body) {
          (window as unknown as { darkAtBody: boolean }).darkAtBody = document.documentElement.classList.contains('dark');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));

    await page.goto('/');
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await isDark()).toBe(true);
    await browser.screenshot(page, 'home-dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it('works from the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  });
});
