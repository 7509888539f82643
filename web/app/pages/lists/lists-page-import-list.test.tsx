import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSV_TEXTS } from '../../../../common/csv';
import { apiError, deferred, ok } from '../../../test/mock-api';
import type { MockReply } from '../../../test/mock-api';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { openLists } from './test-fixtures';
import { CSV_SCREEN_TEXTS } from '../../../features/csv/csv-screen-texts';
import { csvFile, makeListImportPreview, pickFile } from '../../../features/csv/test-fixtures';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { expectToast } from '../../../test/toasts';

const ONE_LIST_CSV = '"List Name","Icon","Color","Members","communityId"\n"Friends","🔨","#ff0000","ada_dev;grace_h;linus_t;123","777"\n';
const friends = makeList({ id: 1, name: 'Friends', memberCount: 2 });

async function openListImport(routes: Parameters<typeof openLists>[1] = {}) {
  const result = openLists(listsResponse([friends]), routes);
  const card = within(await screen.findByRole('article', { name: 'Friends' }));
  fireEvent.click(card.getByRole('button', { name: 'List actions' }));
  fireEvent.click(screen.getByRole('menuitem', { name: SHARED_TEXTS.importCsv }));
  return { ...result, dialog: within(screen.getByRole('dialog', { name: CSV_SCREEN_TEXTS.listImportTitle('Friends') })) };
}

describe('per-list CSV import', () => {
  it("refuses to preview without a file", async () => {
    const { api, dialog } = await openListImport();
    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.preview }));
    expect(dialog.getByRole('alert').textContent).toBe(CSV_TEXTS.noFileSelected);
    pickFile(dialog, csvFile('a', 'notes.txt', 'text/plain'));
    expect((await dialog.findByRole('alert')).textContent).toBe(CSV_TEXTS.notCsv);
    expect(api.calls('POST /api/lists/1/import/preview')).toHaveLength(0);
  });

  it("previews the replacement, imports the same text and says how it went", async () => {
    const later = deferred<MockReply>();
    let lists = [friends];
    const { api, dialog } = await openListImport({
      'POST /api/lists/1/import/preview': ok(
        makeListImportPreview({ totals: { dropped: 1 }, dropped: [{ line: 2, list: 'Friends', entry: '123', reason: 'numeric' }] }),
      ),
      'POST /api/lists/1/import': () => {
        lists = [{ ...friends, memberCount: 3, icon: '🔨', communityId: '777' }];
        return later.promise;
      },
      'GET /api/lists': () => ok(listsResponse(lists)),
    });
    pickFile(dialog, csvFile(ONE_LIST_CSV, 'Friends.csv'));

    expect(await dialog.findByText('Replaces 2 members with 3.')).toBeTruthy();
    const facts = [...dialog.getByText(CSV_SCREEN_TEXTS.listLabel, { selector: 'dt' }).parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(['Friends', '🔨', '777']);
    expect(dialog.getByRole('heading', { name: 'Dropped entries (1)' })).toBeTruthy();
    expect(within(dialog.getByRole('region', { name: CSV_SCREEN_TEXTS.droppedTable })).getByText('only digits')).toBeTruthy();
    expect(api.calls('POST /api/lists/1/import/preview')).toEqual([expect.objectContaining({ body: ONE_LIST_CSV, contentType: 'text/csv' })]);

    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.confirmListImport }));
    expect((await dialog.findByRole('status')).textContent).toBe(CSV_SCREEN_TEXTS.importing(3));
    later.resolve(ok({ members: 3, removed: 2, dropped: 1 }));
    await expectToast('Imported 3 members into Friends, replacing 2 members. Dropped 1 entry.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/lists/1/import')[0]?.body).toBe(ONE_LIST_CSV);
    await screen.findByRole('button', { name: '3 members' });
    await waitFor(() => {
      expect(document.activeElement?.getAttribute('aria-label')).toBe('List actions');
    });
  });

  it("says 'List ID not found' when the list is gone", async () => {
    const { dialog } = await openListImport({ 'POST /api/lists/1/import/preview': apiError(404, 'NOT_FOUND', 'List not found') });
    pickFile(dialog, csvFile(ONE_LIST_CSV, 'Friends.csv'));
    expect((await dialog.findByRole('alert')).textContent).toBe(CSV_TEXTS.listIdNotFound);
  });

  it("says 'Failed to import list members: …' when the import fails, and the loading ends", async () => {
    const { dialog } = await openListImport({
      'POST /api/lists/1/import/preview': ok(makeListImportPreview()),
      'POST /api/lists/1/import': apiError(500, 'INTERNAL_ERROR', 'Internal error'),
    });
    pickFile(dialog, csvFile(ONE_LIST_CSV, 'Friends.csv'));
    fireEvent.click(await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirmListImport }));
    expect((await dialog.findByRole('alert')).textContent).toBe(CSV_SCREEN_TEXTS.importListMembersFailed('Internal error'));
    expect(dialog.queryByText(CSV_SCREEN_TEXTS.importing(3))).toBeNull();
    expect((dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.confirmListImport }) as HTMLButtonElement).disabled).toBe(false);
  });
});
