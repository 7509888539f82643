import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../common/auth';
import { TEAM_TEXTS } from '../common/teams';
import { signIn } from './auth-helpers';
import { dataDir, settled, useBrowser } from './fixtures';
import { linkFromOutbox } from './mail';
import { E2E_PASSWORD, E2E_USERS } from './users';

/**
 * Invitations that keep their context (issue #38, item 4), at 1280 px (light) and 390 px (dark):
 * the host creates a team and invites a newcomer and the guest, who has an account. The newcomer
 * opens the link signed out, registers with the address already there, is asked for no
 * verification mail, and lands on the team's lists with a toast. The guest finds the invitation,
 * with its count, in the Workspace menu and joins from there.
 */

const toaster = (page: Page) => page.getByTestId('toaster');

async function inviteFromTeamPage(page: Page, email: string, role: 'Editor' | 'Viewer') {
  const form = page.getByRole('form', { name: TEAM_TEXTS.invite });
  await form.getByRole('textbox', { name: TEAM_TEXTS.inviteEmail }).fill(email);
  await form.getByRole('combobox', { name: TEAM_TEXTS.inviteRole }).selectOption({ label: role });
  await form.getByRole('button', { name: TEAM_TEXTS.invite }).click();
  await toaster(page).getByText(TEAM_TEXTS.inviteSent(email)).waitFor();
}

describe('invitations that keep their context', () => {
  const browser = useBrowser();

  for (const { width, dark } of [
    { width: 1280, dark: false },
    { width: 390, dark: true },
  ]) {
    it(`at ${String(width)} px${dark ? ', dark' : ''}: a newcomer registers from the link without verifying and lands in the team; the guest joins from the Workspace menu`, async () => {
      const team = `Night shift ${String(width)}`;
      const newcomer = `joiner-${String(width)}@e2e.test`;
      const viewport = { width, height: 844 };

      // The host makes a team and invites, from the Team page.
      const host = await browser.newPage({ viewport });
      await signIn(host, E2E_USERS.host.email, E2E_PASSWORD);
      const made = await host.request.post('/api/workspaces', { data: { name: team } });
      expect(made.status()).toBe(201);
      await host.goto('/team');
      await settled(host);
      await inviteFromTeamPage(host, newcomer, 'Editor');
      await inviteFromTeamPage(host, E2E_USERS.guest.email, 'Viewer');

      // The newcomer opens the mail's link, signed out, and registers with the address it was sent to.
      const page = await browser.newPage({ viewport });
      if (dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto(await linkFromOutbox(dataDir(), newcomer, '/invite?token='));
      await page.getByText(TEAM_TEXTS.inviteLead(E2E_USERS.host.username, team, 'editor')).waitFor();
      await page.getByRole('link', { name: TEAM_TEXTS.register }).click();
      await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
      await page.getByText(TEAM_TEXTS.inviteLead(E2E_USERS.host.username, team, 'editor')).waitFor();
      const email = page.getByRole('textbox', { name: 'Email' });
      await expect.poll(() => email.inputValue()).toBe(newcomer);
      expect(await email.getAttribute('readonly')).not.toBeNull();
      await browser.screenshot(page, `invite-register-${String(width)}${dark ? '-dark' : ''}`);
      await page.getByLabel('Password', { exact: true }).fill('a newcomer password');
      await page.getByRole('button', { name: 'Register', exact: true }).click();

      // No verification mail to wait for: in the team's workspace, told so.
      await toaster(page).getByText(TEAM_TEXTS.accepted(team)).waitFor();
      await page.waitForURL((url) => url.pathname === '/lists');
      await page.getByRole('button', { name: `${TEAM_TEXTS.workspace}: ${team}` }).waitFor();
      expect(await page.getByText(AUTH_TEXTS.registrationSuccess).count()).toBe(0);
      await settled(page);
      await browser.screenshot(page, `invite-joined-${String(width)}${dark ? '-dark' : ''}`);

      // The guest, who has an account, sees the invitation and its count in the Workspace menu.
      const guest = await browser.newPage({ viewport });
      if (dark) await guest.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await signIn(guest, E2E_USERS.guest.email, E2E_PASSWORD, '/lists');
      const menuButton = guest.getByRole('button', { name: new RegExp(`^${TEAM_TEXTS.workspace}: .*${TEAM_TEXTS.myInvitesCount(1)}`) });
      await menuButton.click();
      const join = guest.getByRole('group', { name: TEAM_TEXTS.myInvitesCount(1) }).getByRole('menuitem', { name: new RegExp(`^${TEAM_TEXTS.joinAs(team, 'viewer')}`) });
      await join.waitFor();
      await browser.screenshot(guest, `invite-menu-${String(width)}${dark ? '-dark' : ''}`);
      await join.click();
      await toaster(guest).getByText(TEAM_TEXTS.accepted(team)).waitFor();
      await guest.getByRole('button', { name: `${TEAM_TEXTS.workspace}: ${team}` }).waitFor();
    });
  }
});
