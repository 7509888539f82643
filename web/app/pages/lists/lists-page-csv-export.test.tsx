import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSV_TEXTS } from '../../../../common/csv';
import { apiError, deferred } from '../../../test/mock-api';
import type { MockReply } from '../../../test/mock-api';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { openLists } from './test-fixtures';
import { captureDownloads, csvResponse } from '../../../features/csv/test-fixtures';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { CSV_SCREEN_TEXTS } from '../../../features/csv/csv-screen-texts';
import { expectToast, toastTexts } from '../../../test/toasts';

const friends = makeList({ id: 1, name: 'My Friends', memberCount: 2 });
const work = makeList({ id: 2, name: 'Work', memberCount: 1 });
const ALL = '"List Name","Icon","Color","communityId","Members"\n"My Friends","📝","#4f46e5","undefined","ada_dev;grace_h"\n"Work","📝","#4f46e5","undefined","ken_t"\n';

async function loaded() {
  // The screen's header (the toolbar is not there when there is no list: issue #38).
  await screen.findByRole('button', { name: SHARED_TEXTS.exportCsv });
}

describe('CSV export', () => {
  it("downloads all my lists as lists.csv, with a busy button meanwhile", async () => {
    const downloads = captureDownloads();
    const later = deferred<MockReply>();
    const { api } = openLists(listsResponse([friends, work]), { 'GET /api/export': () => later.promise });
    await loaded();
    const button = screen.getByRole('button', { name: SHARED_TEXTS.exportCsv });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => {
      expect(button.getAttribute('aria-busy')).toBe('true');
    });
    // A second click meanwhile downloads nothing more; the focus stays on the button.
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    later.resolve(csvResponse(ALL, 'lists.csv'));
    await expectToast('Downloaded lists.csv.');
    expect(await downloads.files()).toEqual([{ fileName: 'lists.csv', text: ALL }]);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(api.calls('GET /api/export')).toHaveLength(1);
  });

  it("says 'No lists to export' without asking the server when I have no lists", async () => {
    const downloads = captureDownloads();
    const { api } = openLists(listsResponse([]));
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: SHARED_TEXTS.exportCsv }));
    await expectToast(CSV_TEXTS.noListsToExport, 'error');
    expect(api.calls('GET /api/export')).toHaveLength(0);
    expect(downloads.saved).toHaveLength(0);
  });

  it("exports every list I own even while a member search shows fewer", async () => {
    const downloads = captureDownloads();
    const { api } = openLists(listsResponse([], { used: 2 }), { 'GET /api/export': () => csvResponse(ALL, 'lists.csv') });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: SHARED_TEXTS.exportCsv }));
    await expectToast('Downloaded lists.csv.');
    expect(api.calls('GET /api/export')).toHaveLength(1);
    expect(downloads.saved.map((file) => file.fileName)).toEqual(['lists.csv']);
  });

  it("says 'No lists selected for export' without asking the server, then exports the selection as selected_lists.csv", async () => {
    const downloads = captureDownloads();
    const selectedCsv = ALL.split('\n').filter((_, index) => index !== 1).join('\n');
    const { api } = openLists(listsResponse([friends, work]), { 'POST /api/export/selected': () => csvResponse(selectedCsv, 'selected_lists.csv') });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Export Selected (0)' }));
    await expectToast(CSV_TEXTS.noListsSelectedForExport, 'error');
    expect(api.calls('POST /api/export/selected')).toHaveLength(0);

    fireEvent.click(within(screen.getByRole('article', { name: 'Work' })).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Export Selected (1)' }));
    await expectToast('Downloaded selected_lists.csv.');
    expect(api.calls('POST /api/export/selected')[0]?.body).toEqual({ listIds: [2] });
    expect(await downloads.files()).toEqual([{ fileName: 'selected_lists.csv', text: selectedCsv }]);
  });

  it("downloads one list from its card's menu under its name with underscores", async () => {
    const downloads = captureDownloads();
    const one = '"List Name","Icon","Color","Members","communityId"\n"My Friends","📝","#4f46e5","ada_dev;grace_h","undefined"\n';
    openLists(listsResponse([friends, work]), { 'GET /api/lists/1/export': () => csvResponse(one, 'My_Friends.csv') });
    await loaded();
    fireEvent.click(within(screen.getByRole('article', { name: 'My Friends' })).getByRole('button', { name: 'List actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: SHARED_TEXTS.exportCsv }));
    await expectToast('Downloaded My_Friends.csv.');
    expect(await downloads.files()).toEqual([{ fileName: 'My_Friends.csv', text: one }]);
  });

  it('says which export failed, and saves nothing', async () => {
    const downloads = captureDownloads();
    openLists(listsResponse([friends, work]), {
      'GET /api/export': apiError(500, 'INTERNAL_ERROR', 'Internal error'),
      'POST /api/export/selected': apiError(500, 'INTERNAL_ERROR', 'Internal error'),
      'GET /api/lists/2/export': apiError(404, 'NOT_FOUND', 'List not found'),
    });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: SHARED_TEXTS.exportCsv }));
    await expectToast(CSV_SCREEN_TEXTS.exportListsFailed, 'error');

    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Selected (2)' }));
    await expectToast(CSV_SCREEN_TEXTS.exportSelectedFailed('Internal error'), 'error');

    fireEvent.click(within(screen.getByRole('article', { name: 'Work' })).getByRole('button', { name: 'List actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: SHARED_TEXTS.exportCsv }));
    await expectToast(CSV_SCREEN_TEXTS.exportListFailed, 'error');
    // One toast per failure, at most three on screen: the three are there, newest last.
    expect(toastTexts('error')).toEqual([CSV_SCREEN_TEXTS.exportListsFailed, CSV_SCREEN_TEXTS.exportSelectedFailed('Internal error'), CSV_SCREEN_TEXTS.exportListFailed]);
    expect(downloads.saved).toHaveLength(0);
  });

  it("shows the server's 'No lists to export' when my lists went away meanwhile", async () => {
    openLists(listsResponse([friends]), { 'GET /api/export': apiError(400, 'NOTHING_TO_EXPORT', CSV_TEXTS.noListsToExport) });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: SHARED_TEXTS.exportCsv }));
    await expectToast(CSV_TEXTS.noListsToExport, 'error');
  });
});
