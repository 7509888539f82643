import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '../../../../common/teams';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { VIEWER_NOTICE_ID } from '../../../components/viewer-notice';
import { LISTS_SCREEN_TEXTS } from '../../../features/lists/lists-screen-texts';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { openLists } from './test-fixtures';
import { inTeam, inTeamOverPlan, OVER_PLAN } from '../../../test/fixtures/teams';
import { ok } from '../../../test/mock-api';

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const reason = TEAM_TEXTS.overPlan(OVER_PLAN);

/** Issue #33: a team over its payer's plan is read only until it fits; deleting lists is the way back. */
describe('the Lists screen of a team over its payer’s plan', () => {
  it('turns the changes off with the reason and how to get back, and keeps Delete List on', async () => {
    let lists = [makeList({ id: 1, name: 'Friends', memberCount: 2 }), makeList({ id: 2, name: 'Work', memberCount: 0 })];
    let overPlan = true;
    const { api } = openLists(() => listsResponse(lists), {
      'GET /api/workspaces': () => ok(overPlan ? inTeamOverPlan('editor') : inTeam('editor')),
      'DELETE /api/lists/1': () => {
        lists = lists.filter((list) => list.id !== 1);
        overPlan = false;
        return new Response(null, { status: 204 });
      },
    });
    const notice = await screen.findByText(reason);
    expect(notice.closest(`#${VIEWER_NOTICE_ID}`)).toBeTruthy();
    expect(reason).toContain('alice');
    const newList = screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.newList });
    expect(isDisabled(newList)).toBe(true);
    expect(newList.title).toBe(reason);
    expect(isDisabled(screen.getByRole('button', { name: SHARED_TEXTS.importCsv }))).toBe(true);
    const card = screen.getByRole('article', { name: 'Friends' });
    expect(isDisabled(within(card).getByRole('button', { name: /^Edit name/ }))).toBe(true);

    // The card's menu: Import says why not; Delete List works, and once the team fits it is writable again.
    fireEvent.click(within(card).getByRole('button', { name: LISTS_SCREEN_TEXTS.listActions }));
    const menu = within(card).getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: SHARED_TEXTS.importCsv }).getAttribute('aria-disabled')).toBe('true');
    const remove = within(menu).getByRole('menuitem', { name: LISTS_SCREEN_TEXTS.deleteList });
    expect(remove.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete List' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(screen.queryByText(reason)).toBeNull();
    });
    expect(api.calls('DELETE /api/lists/1')).toHaveLength(1);
    expect(isDisabled(screen.getByRole('button', { name: LISTS_SCREEN_TEXTS.newList }))).toBe(false);
    expect(isDisabled(within(screen.getByRole('article', { name: 'Work' })).getByRole('button', { name: /^Edit name/ }))).toBe(false);
  });

  it('tells the payer to change their plan, and a Viewer still only their role', async () => {
    openLists(listsResponse([makeList()]), { 'GET /api/workspaces': ok(inTeamOverPlan('owner', { ...OVER_PLAN, payerIsMe: true })) });
    expect(await screen.findByText(TEAM_TEXTS.overPlan({ ...OVER_PLAN, payerIsMe: true }))).toBeTruthy();
    expect(TEAM_TEXTS.overPlan({ ...OVER_PLAN, payerIsMe: true })).toMatch(/change your plan/);
  });
});
