import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers';
import { axeSerious } from './axe';
import { saveScreenshot, settled, useBrowser } from './fixtures';
import { E2E_PASSWORD, E2E_USERS } from './users';

/** What the window shows (a full-page shot misplaces the form's sticky Save bar and a dialog). */
const viewportShot = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: false });

async function openBlogManagement(page: Page, search = '') {
  await page.goto(`/dashboard/blog${search}`);
  await page.getByRole('heading', { level: 1, name: 'Blog Management' }).waitFor();
}

/** The table row whose first cell (its row header) starts with `name`. */
function row(page: Page, table: string, name: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

describe('blog management in the browser', () => {
  const browser = useBrowser();

  it('writes a post with the rich editor, publishes it, edits it, takes it back to draft and deletes it', async () => {
    const suffix = Date.now().toString(36);
    const categoryName = `Field Notes ${suffix}`;
    const tagName = `Tips ${suffix}`;
    const title = `Rollcall in practice ${suffix}`;
    const slug = `rollcall-in-practice-${suffix}`;

    const admin = await browser.newPage();
    await signIn(admin, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
    await openBlogManagement(admin);

    // A category, its slug made from its name.
    await admin.getByRole('tab', { name: 'Categories' }).click();
    await admin.getByRole('button', { name: 'Add Category' }).click();
    const categoryForm = admin.getByRole('dialog', { name: 'Add Category' });
    await categoryForm.getByLabel('Name', { exact: true }).fill(categoryName);
    expect(await categoryForm.getByLabel('Slug', { exact: true }).inputValue()).toBe(`field-notes-${suffix}`);
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await row(admin, 'Categories', categoryName).waitFor();
    expect(await row(admin, 'Categories', categoryName).innerText()).toMatch(/Yes/);

    // A tag.
    await admin.getByRole('tab', { name: 'Tags' }).click();
    await admin.getByRole('button', { name: 'Add Tag' }).click();
    const tagForm = admin.getByRole('dialog', { name: 'Add Tag' });
    await tagForm.getByLabel('Name', { exact: true }).fill(tagName);
    await tagForm.getByRole('button', { name: 'Save' }).click();
    await row(admin, 'Tags', tagName).waitFor();

    // The post, written in the rich editor: a heading of level 2, then a paragraph with bold words.
    await admin.getByRole('tab', { name: 'Posts' }).click();
    await admin.getByRole('button', { name: 'Add Post' }).click();
    const form = admin.getByRole('form', { name: 'Add Post' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    expect(await form.getByLabel('Slug', { exact: true }).inputValue()).toBe(slug);
    const editor = form.getByRole('textbox', { name: 'Content' });
    const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
    await editor.click();
    await admin.keyboard.type('Why lists matter');
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    expect(await toolbar.getByRole('button', { name: 'Heading 2' }).getAttribute('aria-pressed')).toBe('true');
    await admin.keyboard.press('End');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('Keep your ');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await admin.keyboard.type('best people');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await admin.keyboard.type(' in one place.');
    expect(await editor.innerHTML()).toMatch(/^<h2>Why lists matter<\/h2><p>Keep your <strong>best people<\/strong> in one place\.<\/p>/);

    await form.getByLabel('Excerpt', { exact: true }).fill('How a team uses its lists.');
    await form.getByLabel('Status', { exact: true }).selectOption('published');
    await form.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await form.getByLabel(tagName, { exact: true }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('status').filter({ hasText: `Saved “${title}”.` }).waitFor();
    const postRow = row(admin, 'Posts', title);
    await postRow.waitFor();
    expect(await postRow.innerText()).toContain('Published');
    expect(await postRow.innerText()).toContain(tagName);
    expect(await postRow.innerText()).toContain(E2E_USERS.admin.username);

    // A visitor (signed out, a browser of their own) reads it.
    const visitor = await browser.newPage();
    await visitor.goto(`/blog/${slug}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByRole('heading', { level: 2, name: 'Why lists matter' }).waitFor();
    expect(await visitor.locator('strong', { hasText: 'best people' }).count()).toBe(1);

    // The title changes; the address stays.
    await postRow.getByRole('button', { name: 'Edit' }).click();
    const editForm = admin.getByRole('form', { name: 'Edit Post' });
    await editForm.getByLabel('Title', { exact: true }).fill(`${title} (revised)`);
    expect(await editForm.getByLabel('Slug', { exact: true }).inputValue()).toBe(slug);
    expect(await editForm.getByRole('textbox', { name: 'Content' }).innerHTML()).toContain('<strong>best people</strong>');
    await editForm.getByRole('button', { name: 'Update' }).click();
    const revisedRow = row(admin, 'Posts', `${title} (revised)`);
    await revisedRow.waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: `${title} (revised)` }).waitFor();

    // Back to draft: no longer public.
    await revisedRow.getByRole('button', { name: 'Edit' }).click();
    const draftForm = admin.getByRole('form', { name: 'Edit Post' });
    await draftForm.getByLabel('Status', { exact: true }).selectOption('draft');
    await draftForm.getByRole('button', { name: 'Update' }).click();
    await revisedRow.getByText('Draft', { exact: true }).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();

    // Deleted, then the tag and the category it used.
    await revisedRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete Post' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('status').filter({ hasText: `Deleted “${title} (revised)”.` }).waitFor();
    expect(await revisedRow.count()).toBe(0);

    await admin.getByRole('tab', { name: 'Tags' }).click();
    await row(admin, 'Tags', tagName).getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('alertdialog', { name: 'Delete Tag' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await row(admin, 'Tags', tagName).count()).toBe(0);

    await admin.getByRole('tab', { name: 'Categories' }).click();
    await row(admin, 'Categories', categoryName).getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('alertdialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await row(admin, 'Categories', categoryName).count()).toBe(0);
  });

  it('refuses to delete a category that a post uses, saying why', async () => {
    const suffix = Date.now().toString(36);
    const admin = await browser.newPage();
    await signIn(admin, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
    const category = await admin.request.post('/api/admin/blog/categories', { data: { name: `In use ${suffix}`, slug: `in-use-${suffix}` } });
    const { id: categoryId } = (await category.json()) as { id: number };
    const post = await admin.request.post('/api/admin/blog/posts', { data: { title: `Uses it ${suffix}`, slug: `uses-it-${suffix}`, categoryId } });
    const { id: postId } = (await post.json()) as { id: number };

    await openBlogManagement(admin, '?section=categories');
    await row(admin, 'Categories', `In use ${suffix}`).getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete Category' });
    // Said before any button (issue #18): the server would refuse it with the same words.
    await confirm.getByText('This category is used by 1 post: move them first.').waitFor();
    expect(await confirm.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await admin.request.delete(`/api/admin/blog/posts/${String(postId)}`);
    await admin.request.delete(`/api/admin/blog/categories/${String(categoryId)}`);
  });

  it('has no serious or critical accessibility problem in its main area, in the light and in the dark', async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage();
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, theme);
      await signIn(page, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
      for (const [search, ready] of [
        ['', 'Add Post'],
        ['?section=categories', 'Add Category'],
        ['?section=tags', 'Add Tag'],
        ['?post=new', 'Bold'],
      ] as const) {
        await openBlogManagement(page, search);
        await page.getByRole('button', { name: ready }).waitFor();
        await settled(page);
        // This screen only: the header's account menu is another feature's (and checked with it).
        found.push(...(await axeSerious(page, { include: 'main', where: `${search || '?'} (${theme})` })));
      }
    }
    expect(found).toEqual([]);
  });

  for (const width of [1280, 390]) {
    it(`lays the screen and the post form out at ${String(width)} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await signIn(page, E2E_USERS.admin.email, E2E_PASSWORD, '/dashboard');
      await openBlogManagement(page);
      await page.getByRole('table', { name: 'Posts' }).or(page.getByText('No posts yet.', { exact: false })).first().waitFor();
      // Nothing wider than the window but the tables themselves, which scroll inside their box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await browser.screenshot(page, `blog-admin-posts-${String(width)}`);
      await page.getByRole('tab', { name: 'Categories' }).click();
      await page.getByRole('table', { name: 'Categories' }).or(page.getByText('No categories yet.', { exact: false })).first().waitFor();
      await browser.screenshot(page, `blog-admin-categories-${String(width)}`);
      await page.getByRole('button', { name: 'Add Category' }).click();
      await viewportShot(page, `blog-admin-category-form-${String(width)}`);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Posts' }).click();
      await page.getByRole('button', { name: 'Add Post' }).click();
      const form = page.getByRole('form', { name: 'Add Post' });
      await form.getByRole('toolbar', { name: 'Formatting' }).waitFor();
      await form.getByLabel('Title', { exact: true }).fill('A post to look at');
      await form.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('A heading');
      await form.getByRole('button', { name: 'Heading 2' }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Some words, ');
      await form.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('some bold');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await viewportShot(page, `blog-admin-post-form-${String(width)}`);
      await form.getByLabel('SEO Description', { exact: true }).scrollIntoViewIfNeeded();
      await viewportShot(page, `blog-admin-post-form-${String(width)}-end`);

      // The same form in the dark.
      await page.evaluate(() => {
        document.documentElement.classList.add('dark');
      });
      await form.getByLabel('Title', { exact: true }).scrollIntoViewIfNeeded();
      await viewportShot(page, `blog-admin-post-form-${String(width)}-dark`);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await browser.screenshot(page, `blog-admin-posts-${String(width)}-dark`);
    });
  }
});
