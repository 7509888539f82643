import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '../../../../common/teams';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { VIEWER_NOTICE_ID } from '../../../components/viewer-notice';
import { LISTS_SCREEN_TEXTS } from '../../../features/lists/lists-screen-texts';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { openLists } from './test-fixtures';
import { inTeam } from '../../../test/fixtures/teams';
import { ok } from '../../../test/mock-api';

/** Issue #22: a Viewer reads, searches, shoots and exports; every change to lists and members is off, and the page says why. */
function openAsViewer() {
  return openLists(listsResponse([makeList({ id: 1, name: 'Friends', memberCount: 2 })]), {
    'GET /api/workspaces': ok(inTeam('viewer')),
    'GET /api/lists/1/members?limit=500': ok({ members: [{ id: 5, username: 'ada', createdAt: '2026-11-01T10:00:00.000Z' }], total: 1 }),
  });
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('the Lists screen for a Viewer', () => {
  it('turns every edit control off with the reason, and keeps search, shoot and export', async () => {
    openAsViewer();
    const notice = await screen.findByText(TEAM_TEXTS.viewerRefusal);
    expect(notice.closest(`#${VIEWER_NOTICE_ID}`)).toBeTruthy();

    const newList = screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.newList });
    expect(isDisabled(newList)).toBe(true);
    expect(newList.getAttribute('aria-describedby')).toBe(VIEWER_NOTICE_ID);
    expect(newList.title).toBe(TEAM_TEXTS.viewerRefusal);
    expect(isDisabled(screen.getByRole('button', { name: SHARED_TEXTS.importCsv }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.pickEmoji }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.clearIcon }))).toBe(true);

    const card = screen.getByRole('article', { name: 'Friends' });
    for (const name of [/^Edit name/, /^Edit icon/, /^Edit community ID/]) {
      const edit = within(card).getByRole('button', { name });
      expect(isDisabled(edit)).toBe(true);
      expect(edit.title).toBe(TEAM_TEXTS.viewerRefusal);
    }
    expect((card.querySelector('input[type="color"]') as HTMLInputElement).disabled).toBe(true);

    // The card's menu: Export works, Import and Delete say why they do not.
    fireEvent.click(within(card).getByRole('button', { name: LISTS_SCREEN_TEXTS.listActions }));
    const menu = within(card).getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: SHARED_TEXTS.importCsv }).getAttribute('aria-disabled')).toBe('true');
    const remove = within(menu).getByRole('menuitem', { name: LISTS_SCREEN_TEXTS.deleteList });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: SHARED_TEXTS.exportCsv }).getAttribute('aria-disabled')).toBeNull();

    // Reading, searching, exporting and shooting stay.
    expect(isDisabled(screen.getByRole('button', { name: SHARED_TEXTS.exportCsv }))).toBe(false);
    expect(isDisabled(screen.getByRole('searchbox', { name: SHARED_TEXTS.searchLists }))).toBe(false);
    expect(isDisabled(screen.getByRole('checkbox', { name: LISTS_SCREEN_TEXTS.selectList('Friends') }))).toBe(false);
    expect(isDisabled(screen.getByRole('button', { name: 'Shoot' }))).toBe(false);
    // Announcing is a promise the team keeps (issue #33): an editor's or owner's to make.
    const announce = screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.announceOpen });
    expect(isDisabled(announce)).toBe(true);
    expect(announce.title).toBe(TEAM_TEXTS.viewerRefusal);
  });

  it('opens a list’s members to read and search, with adding and removing off', async () => {
    openAsViewer();
    fireEvent.click(await screen.findByRole('button', { name: '2 members' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('@ada')).toBeTruthy();
    expect(dialog.getByText(TEAM_TEXTS.viewerRefusal)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: LISTS_SCREEN_TEXTS.addNewMember }) as HTMLInputElement).disabled).toBe(true);
    expect(isDisabled(dialog.getByRole('button', { name: LISTS_SCREEN_TEXTS.add }))).toBe(true);
    expect(isDisabled(dialog.getByRole('button', { name: LISTS_SCREEN_TEXTS.pasteMany }))).toBe(true);
    expect(isDisabled(dialog.getByRole('button', { name: LISTS_SCREEN_TEXTS.removeMember('ada') }))).toBe(true);
    expect(isDisabled(dialog.getByRole('searchbox', { name: LISTS_SCREEN_TEXTS.searchMembers }))).toBe(false);
  });

  it('keeps everything on for an Editor', async () => {
    // With the header: its Workspace control says when the role is known.
    openLists(listsResponse([makeList()]), { 'GET /api/workspaces': ok(inTeam('editor')) }, { layout: 'app' });
    const newList = await screen.findByRole('button', { name: LISTS_SCREEN_TEXTS.newList });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /^Workspace/ }).textContent).toContain('Acme');
    });
    expect(isDisabled(newList)).toBe(false);
    expect(screen.queryByText(TEAM_TEXTS.viewerRefusal)).toBeNull();
  });
});
