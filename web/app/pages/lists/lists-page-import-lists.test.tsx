import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES, CSV_TEXTS } from '../../../../common/csv';
import { TRASH_TEXTS } from '../../../../common/trash';
import { apiError, deferred, ok } from '../../../test/mock-api';
import type { MockReply } from '../../../test/mock-api';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { openLists } from './test-fixtures';
import { CSV_SCREEN_TEXTS } from '../../../features/csv/csv-screen-texts';
import { SAMPLE_CSV, csvFile, fileOfSize, importDialog, makeImportPreview, pickFile } from '../../../features/csv/test-fixtures';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { expectToast } from '../../../test/toasts';

const PREVIEW = 'POST /api/import/preview?mode=replace';
const PREVIEW_MERGE = 'POST /api/import/preview?mode=merge';

const friends = makeList({ id: 1, name: 'Friends', memberCount: 2 });

async function openImport(routes: Parameters<typeof openLists>[1] = {}) {
  const result = openLists(listsResponse([friends]), routes);
  const button = await screen.findByRole('button', { name: SHARED_TEXTS.importCsv });
  button.focus();
  fireEvent.click(button);
  return { ...result, dialog: importDialog() };
}

describe('global CSV import', () => {
  it("refuses no file, a file that is not CSV and one over the size limit, without uploading anything", async () => {
    const { api, dialog } = await openImport({ [PREVIEW]: ok(makeImportPreview()) });
    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.preview }));
    expect(dialog.getByRole('alert').textContent).toBe(CSV_TEXTS.noFileSelected);

    pickFile(dialog, csvFile('%PNG', 'photo.png', 'image/png'));
    expect((await dialog.findByRole('alert')).textContent).toBe(CSV_TEXTS.notCsv);
    expect(dialog.getByLabelText(CSV_SCREEN_TEXTS.file).getAttribute('aria-invalid')).toBe('true');

    pickFile(dialog, fileOfSize(CSV_MAX_BYTES + 1));
    expect((await dialog.findByRole('alert')).textContent).toBe(CSV_TEXTS.fileTooLarge);

    pickFile(dialog, csvFile(' \n', 'empty.csv'));
    await waitFor(() => {
      expect(dialog.getByRole('alert').textContent).toBe(CSV_TEXTS.noFileSelected);
    });

    pickFile(dialog, fileOfSize(CSV_MAX_BYTES + 1));
    pickFile(dialog, null);
    expect(dialog.getByRole('alert').textContent).toBe(CSV_TEXTS.noFileSelected);
    expect(api.calls(PREVIEW)).toHaveLength(0);
    expect(dialog.getByLabelText(CSV_SCREEN_TEXTS.file).getAttribute('accept')).toBe('.csv,text/csv');
  });

  it('accepts a .csv file whatever type the system gives it', async () => {
    const { api, dialog } = await openImport({ [PREVIEW]: ok(makeImportPreview()) });
    pickFile(dialog, csvFile(SAMPLE_CSV, 'Export.CSV', 'application/vnd.ms-excel'));
    await dialog.findByRole('region', { name: CSV_SCREEN_TEXTS.listsTable });
    expect(api.calls(PREVIEW)).toHaveLength(1);
  });

  it('previews the file: the lists, what replace removes, the dropped entries with their reasons and the notes', async () => {
    const preview = makeImportPreview({
      totals: { lists: 2, members: 120, dropped: 205 },
      dropped: [
        { line: 2, list: 'Builders', entry: 'bob@example.com', reason: 'at-sign' },
        { line: 3, list: 'Readers', entry: '12345', reason: 'numeric' },
      ],
      notes: ["Line 3: the colour 'blue' is not a hex colour; a random one is used."],
    });
    const { api, dialog } = await openImport({ [PREVIEW]: ok(preview) });
    pickFile(dialog, csvFile());

    const table = within(await dialog.findByRole('region', { name: CSV_SCREEN_TEXTS.listsTable }));
    const rows = table.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['🔨Builders2', 'No iconReadersID: 1234118']);
    expect(dialog.getByText('Replaces your 12 lists and 3,400 members.')).toBeTruthy();

    const dropped = within(dialog.getByRole('region', { name: CSV_SCREEN_TEXTS.droppedTable }));
    expect(dialog.getByRole('heading', { name: 'Dropped entries (205)' })).toBeTruthy();
    expect(dropped.getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['2', 'Builders', 'bob@example.com', "an '@' inside"],
      ['3', 'Readers', '12345', 'only digits'],
    ]);
    expect(dialog.getByText('and 203 more')).toBeTruthy();
    expect(dialog.getByText(preview.notes[0]!)).toBeTruthy();

    // The preview got the file's text as text/csv, in the default mode.
    expect(api.calls(PREVIEW)).toEqual([expect.objectContaining({ body: SAMPLE_CSV, contentType: 'text/csv' })]);
    const confirm = dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    expect((dialog.getByRole('radio', { name: /Replace all my lists/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a refusal of the plan and does not let the import be confirmed', async () => {
    const refusal = CSV_TEXTS.tooManyLists(12, 10);
    const { api, dialog } = await openImport({ [PREVIEW]: ok(makeImportPreview({ refusal })) });
    pickFile(dialog, csvFile());
    expect((await dialog.findByRole('alert')).textContent).toBe(refusal);
    const confirm = dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(api.calls('POST /api/import?mode=replace')).toHaveLength(0);
  });

  it("merges: previews again in merge mode, imports the same text, says 'Importing N members…', then the summary", async () => {
    const later = deferred<MockReply>();
    let lists = [friends];
    const { api, dialog } = await openImport({
      [PREVIEW]: ok(makeImportPreview()),
      [PREVIEW_MERGE]: ok(
        makeImportPreview({
          mode: 'merge',
          removes: { lists: 0, members: 0 },
          lists: [
            { name: 'Builders', icon: '🔨', color: '#ff0000', communityId: null, members: 2, action: 'create' },
            { name: 'Friends', icon: '📝', color: '#4f46e5', communityId: null, members: 118, action: 'merge' },
          ],
        }),
      ),
      'POST /api/import?mode=merge': () => {
        lists = [friends, makeList({ id: 5, name: 'Builders' })];
        return later.promise;
      },
      'GET /api/lists': () => ok(listsResponse(lists)),
    });
    pickFile(dialog, csvFile());
    await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace });

    fireEvent.click(dialog.getByRole('radio', { name: /Merge into my lists/ }));
    const confirm = await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.merge });
    expect(dialog.getByText('Adds 1 new list and adds missing members to 1 list with the same name.')).toBeTruthy();
    expect(dialog.queryByText(/Replaces your/)).toBeNull();
    const actions = within(dialog.getByRole('region', { name: CSV_SCREEN_TEXTS.listsTable }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(actions).toEqual(['New', 'Merge']);
    expect(api.calls(PREVIEW_MERGE)[0]?.body).toBe(SAMPLE_CSV);

    confirm.focus();
    fireEvent.click(confirm);
    expect((await dialog.findByRole('status')).textContent).toBe(CSV_SCREEN_TEXTS.importing(120));
    // Busy: a second click sends nothing, and the focus stays where it was.
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(confirm);
    expect(document.activeElement).toBe(confirm);
    expect((dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.cancel }) as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.getByLabelText(CSV_SCREEN_TEXTS.file) as HTMLInputElement).disabled).toBe(true);
    // Escape does not walk away from an import in progress.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: CSV_SCREEN_TEXTS.importTitle })).toBeTruthy();

    later.resolve(ok({ lists: 2, members: 120, dropped: 3, removedLists: 0, removedMembers: 0, snapshotId: null }));
    await expectToast('Imported 2 lists and 120 members. Dropped 3 entries.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/import?mode=merge')).toEqual([expect.objectContaining({ body: SAMPLE_CSV, contentType: 'text/csv' })]);
    // The lists are read again: the new one is on screen.
    await screen.findByRole('article', { name: 'Builders' });
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe(SHARED_TEXTS.importCsv);
    });
  });

  it("says what replace removed in the summary, and offers Undo: the replaced lists come back (issue #21)", async () => {
    const { dialog, api } = await openImport({
      [PREVIEW]: ok(makeImportPreview()),
      'POST /api/import?mode=replace': ok({ lists: 2, members: 120, dropped: 0, removedLists: 12, removedMembers: 3400, snapshotId: 41 }),
      'POST /api/import/snapshots/41/restore': ok({ lists: 12, members: 3400, undoSnapshotId: 42 }),
    });
    pickFile(dialog, csvFile());
    fireEvent.click(await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace }));
    await expectToast('Imported 2 lists and 120 members. Replaced 12 lists and 3,400 members.');
    // Nothing was left out: nothing to download.
    expect(screen.queryByRole('button', { name: CSV_SCREEN_TEXTS.downloadRejected })).toBeNull();
    await expectToast(TRASH_TEXTS.replacedKept(12));
    fireEvent.click(within(screen.getByTestId('toaster')).getByRole('button', { name: TRASH_TEXTS.undo }));
    await expectToast(TRASH_TEXTS.importUndone);
    expect(api.calls('POST /api/import/snapshots/41/restore')).toHaveLength(1);
  });

  it('offers the rejected rows as a file after an import that dropped some (issue #21), and none after a clean one', async () => {
    const { api, dialog } = await openImport({
      [PREVIEW]: ok(makeImportPreview({ totals: { lists: 2, members: 120, dropped: 1 }, dropped: [{ line: 3, list: 'Readers', entry: '12345', reason: 'numeric' }] })),
      'POST /api/import?mode=replace': ok({ lists: 2, members: 120, dropped: 1, removedLists: 0, removedMembers: 0, snapshotId: null }),
      'POST /api/import/rejected': () => new Response('"Line","List Name","Value","Why"\r\n"3","Readers","12345","only digits"\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:rejected';
    };
    URL.revokeObjectURL = () => undefined;
    pickFile(dialog, csvFile());
    fireEvent.click(await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace }));
    fireEvent.click(await screen.findByRole('button', { name: CSV_SCREEN_TEXTS.downloadRejected }));
    await expectToast(CSV_SCREEN_TEXTS.rejectedDownloaded('rejected_rows.csv'));
    expect(api.calls('POST /api/import/rejected')).toEqual([expect.objectContaining({ body: SAMPLE_CSV, contentType: 'text/csv' })]);
    expect(await created[0]!.text()).toContain('"3","Readers","12345","only digits"');
  });

  it("shows 'Failed to import lists: CSV parsing error: …' when the file cannot be parsed", async () => {
    const message = CSV_TEXTS.parseError('Line 4: unclosed quote');
    const { api, dialog } = await openImport({ [PREVIEW]: apiError(400, 'CSV_PARSE_ERROR', message) });
    pickFile(dialog, csvFile('"List Name\n'));
    expect((await dialog.findByRole('alert')).textContent).toBe(CSV_SCREEN_TEXTS.importListsFailed(message));
    expect(dialog.queryByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace })).toBeNull();
    expect(api.calls('POST /api/import?mode=replace')).toHaveLength(0);
  });

  it("says 'Failed to import lists: …' when the import is refused, and the loading ends", async () => {
    const message = 'Your plan allows at most 10 lists.';
    const { dialog } = await openImport({
      [PREVIEW]: ok(makeImportPreview()),
      'POST /api/import?mode=replace': apiError(400, 'LIST_LIMIT_REACHED', message),
    });
    pickFile(dialog, csvFile());
    fireEvent.click(await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace }));
    expect((await dialog.findByRole('alert')).textContent).toBe(CSV_SCREEN_TEXTS.importListsFailed(message));
    expect(dialog.queryByText(CSV_SCREEN_TEXTS.importing(120))).toBeNull();
    expect((dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace }) as HTMLButtonElement).disabled).toBe(false);
    expect((dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.cancel }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('cancels without importing', async () => {
    const { api, dialog } = await openImport({ [PREVIEW]: ok(makeImportPreview()) });
    pickFile(dialog, csvFile());
    await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace });
    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/import?mode=replace')).toHaveLength(0);
  });
});
