import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/paths.plain';
import { TRASH_TEXTS, type Snapshot, type TrashedList } from '../../../common/trash';
import { listsResponse, makeList } from '../../test/fixtures/lists';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { makeUser, renderRoute } from '../../test/render-route';
import { expectToast } from '../../test/toasts';
import { TEAM_TEXTS } from '../../../common/teams';
import { inTeam, inTeamOverPlan, OVER_PLAN } from '../../test/fixtures/teams';
import { TrashPage } from './trash-page';

const trashed = (overrides: Partial<TrashedList> = {}): TrashedList => ({
  id: 7,
  name: 'Giveaway',
  icon: '🎁',
  color: '#ff0000',
  memberCount: 3,
  removedAt: '2026-11-20T10:00:00.000Z',
  purgeAt: '2026-12-20T10:00:00.000Z',
  ...overrides,
});
const snapshot = (overrides: Partial<Snapshot> = {}): Snapshot => ({ id: 4, kind: 'import', createdAt: '2026-11-21T09:30:00.000Z', lists: 12, members: 340, ...overrides });

function openTrash(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/lists': ok(listsResponse([makeList({ id: 1, name: 'Live' })])), ...routes });
  renderRoute(paths.trash, <TrashPage />, { user: makeUser() });
  return api;
}

describe('the Trash page', () => {
  it('says when the Trash and the history are empty', async () => {
    openTrash({ 'GET /api/trash': ok({ lists: [], retentionDays: 30 }), 'GET /api/import/snapshots': ok({ snapshots: [] }) });
    expect(await screen.findByText(TRASH_TEXTS.empty)).toBeTruthy();
    expect(await screen.findByText(TRASH_TEXTS.historyEmpty)).toBeTruthy();
    expect(screen.getByText(TRASH_TEXTS.intro(30))).toBeTruthy();
    expect(screen.queryByRole('button', { name: TRASH_TEXTS.emptyTrash })).toBeNull();
  });

  it('restores a deleted list, and shows the refusal when the plan has no room', async () => {
    let lists = [trashed(), trashed({ id: 8, name: 'Over', memberCount: 1 })];
    const api = openTrash({
      'GET /api/trash': () => ok({ lists, retentionDays: 30 }),
      'GET /api/import/snapshots': ok({ snapshots: [] }),
      'POST /api/trash/7/restore': () => {
        lists = lists.filter((list) => list.id !== 7);
        return ok(makeList({ id: 7, name: 'Giveaway', memberCount: 3 }));
      },
      'POST /api/trash/8/restore': apiError(403, 'LIST_LIMIT_REACHED', TRASH_TEXTS.overLimit('Over', 1)),
    });
    await screen.findByText('Giveaway');
    expect(screen.getByText(/3 members · Deleted/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore Giveaway' }));
    await expectToast(TRASH_TEXTS.restored('Giveaway'));
    await waitFor(() => {
      expect(screen.queryByText('Giveaway')).toBeNull();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Restore Over' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TRASH_TEXTS.overLimit('Over', 1));
    expect(screen.getByText('Over')).toBeTruthy();
    expect(api.calls('POST /api/trash/8/restore')).toHaveLength(1);
  });

  it('deletes for good only after a question, one list or the whole Trash', async () => {
    let lists = [trashed(), trashed({ id: 8, name: 'Second', memberCount: 1 })];
    const api = openTrash({
      'GET /api/trash': () => ok({ lists, retentionDays: 30 }),
      'GET /api/import/snapshots': ok({ snapshots: [] }),
      'DELETE /api/trash/7': () => {
        lists = lists.filter((list) => list.id !== 7);
        return new Response(null, { status: 204 });
      },
      // Only what the page showed: the lists deleted up to the newest one on it.
      [`DELETE /api/trash?through=${encodeURIComponent('2026-11-20T10:00:00.000Z')}`]: () => {
        const deleted = lists.length;
        lists = [];
        return ok({ deleted });
      },
    });
    await screen.findByText('Giveaway');
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever Giveaway' }));
    let dialog = screen.getByRole('alertdialog', { name: TRASH_TEXTS.deleteForever });
    expect(within(dialog).getByText(TRASH_TEXTS.deleteForeverConfirm('Giveaway', 3))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /api/trash/7')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete forever Giveaway' }));
    dialog = screen.getByRole('alertdialog', { name: TRASH_TEXTS.deleteForever });
    fireEvent.click(within(dialog).getByRole('button', { name: TRASH_TEXTS.deleteForever }));
    await expectToast(TRASH_TEXTS.deletedForever('Giveaway'));
    await waitFor(() => {
      expect(screen.queryByText('Giveaway')).toBeNull();
    });

    fireEvent.click(screen.getByRole('button', { name: TRASH_TEXTS.emptyTrash }));
    dialog = screen.getByRole('alertdialog', { name: TRASH_TEXTS.emptyTrash });
    expect(within(dialog).getByText(TRASH_TEXTS.emptyTrashConfirm(1))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: TRASH_TEXTS.emptyTrash }));
    await expectToast(TRASH_TEXTS.trashEmptied(1));
    expect(await screen.findByText(TRASH_TEXTS.empty)).toBeTruthy();
  });

  it('restores an import snapshot after saying what happens to the current lists, and Undo restores those', async () => {
    let snapshots = [snapshot()];
    const api = openTrash({
      'GET /api/trash': ok({ lists: [], retentionDays: 30 }),
      'GET /api/import/snapshots': () => ok({ snapshots }),
      'POST /api/import/snapshots/4/restore': () => {
        snapshots = [snapshot({ id: 5, kind: 'restore', lists: 1, members: 2 })];
        return ok({ lists: 12, members: 340, undoSnapshotId: 5 });
      },
      'POST /api/import/snapshots/5/restore': () => {
        snapshots = [snapshot({ id: 6 })];
        return ok({ lists: 1, members: 2, undoSnapshotId: 6 });
      },
    });
    await screen.findByText('12 lists, 340 members');
    fireEvent.click(screen.getByRole('button', { name: /^Restore before an import/ }));
    const dialog = screen.getByRole('alertdialog', { name: TRASH_TEXTS.historyTitle });
    await waitFor(() => {
      expect(within(dialog).getByText(TRASH_TEXTS.restoreSnapshotConfirm(12, 340, 1))).toBeTruthy();
    });
    fireEvent.click(within(dialog).getByRole('button', { name: TRASH_TEXTS.restore }));
    await expectToast(TRASH_TEXTS.snapshotRestored(12, 340));
    expect(await screen.findByText(/^Before a restore/)).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('toaster')).getByRole('button', { name: TRASH_TEXTS.undo }));
    await expectToast(TRASH_TEXTS.importUndone);
    expect(api.calls('POST /api/import/snapshots/5/restore')).toHaveLength(1);
  });

  it('shows a Viewer the Trash and the history with Restore and Delete forever off, and says why (issue #22)', async () => {
    const api = openTrash({
      'GET /api/workspaces': ok(inTeam('viewer')),
      'GET /api/trash': ok({ lists: [trashed()], retentionDays: 30 }),
      'GET /api/import/snapshots': ok({ snapshots: [snapshot()] }),
    });
    await screen.findByText('Giveaway');
    expect(await screen.findByText(TEAM_TEXTS.viewerRefusal)).toBeTruthy();
    for (const name of ['Restore Giveaway', 'Delete forever Giveaway', TRASH_TEXTS.emptyTrash, /^Restore before an import/]) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe(TEAM_TEXTS.viewerRefusal);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Restore Giveaway' }));
    expect(api.calls('POST /api/trash/7/restore')).toHaveLength(0);
  });

  it('lets a team over its payer’s plan delete for good but restore nothing, and says why (issue #33)', async () => {
    const reason = TEAM_TEXTS.overPlan(OVER_PLAN);
    const api = openTrash({
      'GET /api/workspaces': ok(inTeamOverPlan('editor')),
      'GET /api/trash': ok({ lists: [trashed()], retentionDays: 30 }),
      'GET /api/import/snapshots': ok({ snapshots: [snapshot()] }),
    });
    await screen.findByText('Giveaway');
    expect(await screen.findByText(reason)).toBeTruthy();
    for (const name of ['Restore Giveaway', /^Restore before an import/]) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe(reason);
    }
    for (const name of ['Delete forever Giveaway', TRASH_TEXTS.emptyTrash]) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Giveaway' }));
    expect(api.calls('POST /api/trash/7/restore')).toHaveLength(0);
  });
});
