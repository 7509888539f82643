import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '../common/teams';
import { signIn } from './auth-helpers';
import { dataDir, settled, useBrowser } from './fixtures';
import { linkFromOutbox } from './mail';
import { E2E_PASSWORD, E2E_USERS } from './users';

/**
 * Teams (issue #22), as people do it: the captain (a plan without a list limit) creates a team
 * and invites the mate as Editor and the watcher as Viewer; each opens the link of their mail and
 * accepts. The mate adds a member to the team's list, and the captain sees it. The watcher reads,
 * shoots and exports, with every edit control off, and the server refuses a change all the same.
 * Removed from the team, the watcher no longer reaches its lists.
 */

const TEAM = 'Crew';
const LIST = 'Crew picks';
const toaster = (page: Page) => page.getByTestId('toaster');

async function acceptInvitation(page: Page, email: string) {
  await signIn(page, email, E2E_PASSWORD);
  const link = await linkFromOutbox(dataDir(), email, '/invite?token=');
  await page.goto(link);
  await page.getByText(TEAM_TEXTS.inviteLead(E2E_USERS.captain.username, TEAM, email === E2E_USERS.mate.email ? 'editor' : 'viewer')).waitFor();
  await page.getByRole('button', { name: TEAM_TEXTS.accept }).click();
  await toaster(page).getByText(TEAM_TEXTS.accepted(TEAM)).waitFor();
  await page.waitForURL((url) => url.pathname === '/lists');
  await page.getByRole('button', { name: `${TEAM_TEXTS.workspace}: ${TEAM}` }).waitFor();
}

async function invite(page: Page, email: string, role: 'Editor' | 'Viewer') {
  const form = page.getByRole('form', { name: TEAM_TEXTS.invite });
  await form.getByRole('textbox', { name: TEAM_TEXTS.inviteEmail }).fill(email);
  await form.getByRole('combobox', { name: TEAM_TEXTS.inviteRole }).selectOption({ label: role });
  await form.getByRole('button', { name: TEAM_TEXTS.invite }).click();
  await toaster(page).getByText(TEAM_TEXTS.inviteSent(email)).waitFor();
  await page.getByRole('list', { name: TEAM_TEXTS.pendingInvites }).getByText(email).waitFor();
}

describe('teams', () => {
  const browser = useBrowser();

  it('creates a team, invites an Editor and a Viewer who accept from their mail, shares a list, keeps the Viewer read-only, and removes them', async () => {
    const captain = await browser.newPage();
    await signIn(captain, E2E_USERS.captain.email, E2E_PASSWORD);

    // Create team… from the header's Workspace menu, by keyboard.
    const workspace = captain.getByRole('button', { name: `${TEAM_TEXTS.workspace}: ${TEAM_TEXTS.personal}` });
    await workspace.focus();
    await captain.keyboard.press('ArrowDown');
    await captain.getByRole('menuitem', { name: TEAM_TEXTS.createTeam }).focus();
    await captain.keyboard.press('Enter');
    const dialog = captain.getByRole('dialog', { name: TEAM_TEXTS.createTeam });
    await dialog.getByRole('textbox', { name: TEAM_TEXTS.teamName }).fill(TEAM);
    await dialog.getByRole('button', { name: TEAM_TEXTS.create }).click();
    await toaster(captain).getByText(TEAM_TEXTS.created(TEAM)).waitFor();
    await captain.getByRole('button', { name: `${TEAM_TEXTS.workspace}: ${TEAM}` }).click();
    await captain.getByRole('menuitem', { name: TEAM_TEXTS.pageTitle, exact: true }).click();
    await captain.waitForURL((url) => url.pathname === '/team');
    await captain.getByText(TEAM_TEXTS.billingNote(E2E_USERS.captain.username)).waitFor();

    await invite(captain, E2E_USERS.mate.email, 'Editor');
    await invite(captain, E2E_USERS.watcher.email, 'Viewer');

    // The team's first list, empty.
    await captain.goto('/lists');
    await captain.getByRole('button', { name: 'New List', exact: true }).click();
    await captain.getByRole('textbox', { name: 'List name' }).fill(LIST);
    await captain.getByRole('textbox', { name: 'List name' }).press('Enter');
    await captain.getByRole('article', { name: LIST }).getByRole('button', { name: '0 members' }).waitFor();

    // The Editor joins and adds a member.
    const mate = await browser.newPage();
    await acceptInvitation(mate, E2E_USERS.mate.email);
    const mateCard = mate.getByRole('article', { name: LIST });
    await mateCard.getByRole('button', { name: '0 members' }).click();
    const modal = mate.getByRole('dialog', { name: `${LIST} Members` });
    await modal.getByRole('textbox', { name: 'Add new member...' }).fill('@ada_dev');
    await modal.getByRole('textbox', { name: 'Add new member...' }).press('Enter');
    await modal.getByRole('link', { name: 'Open @ada_dev on X' }).waitFor();
    await mate.keyboard.press('Escape');

    // The captain sees it.
    await captain.reload();
    await captain.getByRole('article', { name: LIST }).getByRole('button', { name: '1 member' }).waitFor();

    // The Viewer joins: reads, shoots and exports; every change is off, and refused by the server too.
    const watcher = await browser.newPage();
    await acceptInvitation(watcher, E2E_USERS.watcher.email);
    await watcher.getByText(TEAM_TEXTS.viewerRefusal).first().waitFor();
    const watcherCard = watcher.getByRole('article', { name: LIST });
    expect(await watcher.getByRole('button', { name: 'New List', exact: true }).isDisabled()).toBe(true);
    expect(await watcher.getByRole('button', { name: 'Import CSV', exact: true }).isDisabled()).toBe(true);
    expect(await watcherCard.getByRole('button', { name: /^Edit name/ }).isDisabled()).toBe(true);
    await watcherCard.getByRole('checkbox', { name: `Select ${LIST}` }).check();
    await watcher.getByRole('spinbutton', { name: 'Shoot count' }).fill('1');
    await watcher.getByRole('button', { name: 'Shoot', exact: true }).click();
    expect(await watcher.getByRole('textbox', { name: 'Shoot result' }).inputValue()).toBe('@ada_dev');
    const [download] = await Promise.all([
      watcher.waitForEvent('download') as Promise<Download>,
      watcher.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ]);
    expect(fs.readFileSync(await download.path(), 'utf8')).toContain('ada_dev');
    const refused = await watcher.request.post('/api/lists', { data: {} });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'WORKSPACE_ROLE', message: TEAM_TEXTS.roleRefusal('viewer') } });

    // The captain removes the Viewer, after a question.
    await captain.goto('/team');
    await captain.getByRole('button', { name: `Remove ${E2E_USERS.watcher.username}` }).click();
    const confirm = captain.getByRole('alertdialog', { name: TEAM_TEXTS.remove });
    await confirm.getByText(TEAM_TEXTS.removeConfirm(E2E_USERS.watcher.username)).waitFor();
    await confirm.getByRole('button', { name: TEAM_TEXTS.remove }).click();
    await toaster(captain).getByText(TEAM_TEXTS.removed(E2E_USERS.watcher.username)).waitFor();
    await captain.getByRole('row', { name: new RegExp(E2E_USERS.watcher.username) }).waitFor({ state: 'detached' });

    // The Viewer's next call and page load no longer reach the team's lists.
    const after = await watcher.request.get('/api/lists');
    expect(after.status()).toBe(200);
    expect(((await after.json()) as { lists: { name: string }[] }).lists.map((list) => list.name)).not.toContain(LIST);
    await watcher.reload();
    await watcher.getByRole('button', { name: `${TEAM_TEXTS.workspace}: ${TEAM_TEXTS.personal}` }).waitFor();
    await watcher.getByRole('heading', { level: 1, name: 'Lists' }).waitFor();
    expect(await watcher.getByRole('article', { name: LIST }).count()).toBe(0);
    expect(await watcher.getByText(TEAM_TEXTS.viewerRefusal).count()).toBe(0);

    // The Team page on a phone, light and dark, for a person to look at.
    for (const theme of ['light', 'dark'] as const) {
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await phone.addInitScript((value) => {
        localStorage.setItem('theme', value);
      }, theme);
      await signIn(phone, E2E_USERS.captain.email, E2E_PASSWORD, '/team');
      await phone.getByRole('table').waitFor();
      await phone.getByText(TEAM_TEXTS.activity, { exact: true }).waitFor();
      await settled(phone);
      // Nothing wider than the phone.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await browser.screenshot(phone, `team-390-${theme}`);
      // The Workspace control shows the workspace's name on a phone too, not an icon alone (issue #38).
      const control = phone.getByRole('button', { name: new RegExp(`^${TEAM_TEXTS.workspace}:`) });
      expect((await control.locator('span.truncate').boundingBox())!.width).toBeGreaterThan(20);
      await control.click();
      await phone.getByRole('menu', { name: TEAM_TEXTS.workspace }).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await browser.screenshot(phone, `team-390-${theme}-workspace-menu`);
    }
  });

  it('says a visitor with an unknown link that it is not valid', async () => {
    const page = await browser.newPage();
    await page.goto('/invite?token=not-a-real-invitation-token');
    await page.getByText(TEAM_TEXTS.inviteInvalid).waitFor();
  });
});
