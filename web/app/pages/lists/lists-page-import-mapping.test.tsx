import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSV_TEMPLATE_FILE_NAME, CSV_TEXTS, csvTemplate, type ImportColumns } from '../../../../common/csv';
import { apiError, ok } from '../../../test/mock-api';
import { listsResponse, makeList } from '../../../test/fixtures/lists';
import { openLists } from './test-fixtures';
import { CSV_SCREEN_TEXTS } from '../../../features/csv/csv-screen-texts';
import { captureDownloads, csvFile, importDialog, makeImportPreview, pickFile } from '../../../features/csv/test-fixtures';
import { SHARED_TEXTS } from '../../../components/shared-texts';
import { expectToast } from '../../../test/toasts';

/** The mapping step of a file that is not the old format (issue #38). */

const HANDLES_FILE = 'handle\n@ann\nbob_2\nnot valid!!\n';
const HANDLES_COLUMNS: ImportColumns = { columns: ['handle'], samples: [['@ann'], ['bob_2'], ['not valid!!']], rows: 3, guess: { handles: 0, list: null } };
const TWO_COLUMNS_FILE = 'list,username\nVIP,ann\nFans,bob\n';
const TWO_COLUMNS: ImportColumns = { columns: ['list', 'username'], samples: [['VIP', 'ann'], ['Fans', 'bob']], rows: 2, guess: { handles: 1, list: 0 } };

const friends = makeList({ id: 1, name: 'Friends', memberCount: 2 });

/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function openImport(routes: Parameters<typeof openLists>[1]) {
  const result = openLists(listsResponse([friends]), routes);
  fireEvent.click(await screen.findByRole('button', { name: SHARED_TEXTS.importCsv }));
  return { ...result, dialog: importDialog() };
}

describe('CSV import of a file that is not the old format', () => {
  it('maps a one-column file of handles into a new list: the name by the lists’ rule, then the preview with the refused handles, then the import', async () => {
    const mapped = 'POST /api/import/preview?mode=replace&handles=0&into=Giveaway';
    const { api, dialog } = await openImport({
      'POST /api/import/preview?mode=replace': ok({ needsMapping: HANDLES_COLUMNS }),
      [mapped]: ok(
        makeImportPreview({
          lists: [{ name: 'Giveaway', icon: null, color: '', communityId: null, members: 2, action: 'create' }],
          totals: { lists: 1, members: 2, dropped: 1 },
          dropped: [{ line: 4, list: 'Giveaway', entry: 'not valid!!', reason: 'invalid' }],
          removes: { lists: 1, members: 2 },
        }),
      ),
      'POST /api/import?mode=replace&handles=0&into=Giveaway': ok({ lists: 1, members: 2, dropped: 1, removedLists: 1, removedMembers: 2, snapshotId: null }),
    });
    pickFile(dialog, csvFile(HANDLES_FILE, 'followers.csv'));

    // The step: the file's first rows, the guessed column, and one list for all (a file of one column has no list column).
    expect(await dialog.findByRole('heading', { name: CSV_SCREEN_TEXTS.mappingHeading })).toBeTruthy();
    expect(dialog.getByText(CSV_SCREEN_TEXTS.mappingIntro(3))).toBeTruthy();
    const sample = within(dialog.getByRole('region', { name: CSV_SCREEN_TEXTS.mappingSample }));
    expect(sample.getAllByRole('row').map((row) => row.textContent)).toEqual(['Column 1: handle', '@ann', 'bob_2', 'not valid!!']);
    const handles = dialog.getByLabelText(CSV_SCREEN_TEXTS.handlesColumn) as HTMLSelectElement;
    expect(handles.value).toBe('0');
    expect(handles.selectedOptions[0]?.textContent).toBe('Column 1: handle');
    expect(dialog.queryByRole('radio', { name: CSV_SCREEN_TEXTS.listFromColumn })).toBeNull();
    // My lists to choose from, or a new one.
    const into = dialog.getByLabelText(CSV_SCREEN_TEXTS.intoList) as HTMLSelectElement;
    expect([...into.options].map((option) => option.textContent)).toEqual([CSV_SCREEN_TEXTS.newList, 'Friends']);
    expect(dialog.queryByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace })).toBeNull();

    // No name: refused here, by the lists' own rule, without a call.
    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.preview }));
    expect(await dialog.findByText('A list needs a name')).toBeTruthy();
    expect(dialog.getByLabelText(CSV_SCREEN_TEXTS.newListName).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(mapped)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(CSV_SCREEN_TEXTS.newListName), { target: { value: '  Giveaway ' } });
    expect(dialog.queryByText('A list needs a name')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.preview }));
    const confirm = await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace });
    expect(api.calls(mapped)).toEqual([expect.objectContaining({ body: HANDLES_FILE, contentType: 'text/csv' })]);
    const dropped = within(dialog.getByRole('region', { name: CSV_SCREEN_TEXTS.droppedTable }));
    expect(dropped.getAllByRole('row')[1]?.textContent).toBe('4Giveawaynot valid!!not an X username');

    // Another mapping on screen takes the preview away: what is confirmed is always what was previewed.
    fireEvent.change(dialog.getByLabelText(CSV_SCREEN_TEXTS.newListName), { target: { value: 'Giveaway 2' } });
    expect(dialog.queryByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace })).toBeNull();
    expect(dialog.queryByRole('heading', { name: CSV_SCREEN_TEXTS.previewHeading })).toBeNull();
    fireEvent.change(dialog.getByLabelText(CSV_SCREEN_TEXTS.newListName), { target: { value: 'Giveaway' } });
    fireEvent.click(await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.replace }));
    await expectToast(CSV_SCREEN_TEXTS.imported(1, 2, 1, 2, 1));
    expect(api.calls('POST /api/import?mode=replace&handles=0&into=Giveaway')).toEqual([expect.objectContaining({ body: HANDLES_FILE })]);
    expect(api.calls(mapped)).toHaveLength(1);
    expect(confirm.isConnected).toBe(false);
  });

  it('guesses a list column, and can put everything into a list of mine instead, in merge mode', async () => {
    const { api, dialog } = await openImport({
      'POST /api/import/preview?mode=replace': ok({ needsMapping: TWO_COLUMNS }),
      'POST /api/import/preview?mode=merge&handles=1&list=0': ok(makeImportPreview({ mode: 'merge', removes: { lists: 0, members: 0 } })),
      'POST /api/import/preview?mode=merge&handles=1&into=Friends': ok(
        makeImportPreview({ mode: 'merge', lists: [{ name: 'Friends', icon: null, color: '#4f46e5', communityId: null, members: 2, action: 'merge' }], removes: { lists: 0, members: 0 } }),
      ),
    });
    pickFile(dialog, csvFile(TWO_COLUMNS_FILE));
    await dialog.findByRole('heading', { name: CSV_SCREEN_TEXTS.mappingHeading });
    expect((dialog.getByLabelText(CSV_SCREEN_TEXTS.handlesColumn) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Column 2: username');
    expect((dialog.getByRole('radio', { name: CSV_SCREEN_TEXTS.listFromColumn }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByLabelText(CSV_SCREEN_TEXTS.listColumn) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Column 1: list');

    // Choosing the mode previews again with the mapping on screen.
    fireEvent.click(dialog.getByRole('radio', { name: /Merge into my lists/ }));
    await dialog.findByRole('button', { name: CSV_SCREEN_TEXTS.confirm.merge });
    expect(api.calls('POST /api/import/preview?mode=merge&handles=1&list=0')).toHaveLength(1);

    fireEvent.click(dialog.getByRole('radio', { name: CSV_SCREEN_TEXTS.allIntoOne }));
    fireEvent.change(dialog.getByLabelText(CSV_SCREEN_TEXTS.intoList), { target: { value: 'Friends' } });
    expect(dialog.queryByLabelText(CSV_SCREEN_TEXTS.newListName)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.preview }));
    await dialog.findByText('Adds 0 new lists and adds missing members to 1 list with the same name.');
    expect(api.calls('POST /api/import/preview?mode=merge&handles=1&into=Friends')).toHaveLength(1);
  });

  it('shows the server’s refusal of a mapping', async () => {
    const { dialog } = await openImport({
      'POST /api/import/preview?mode=replace': ok({ needsMapping: TWO_COLUMNS }),
      'POST /api/import/preview?mode=replace&handles=1&list=0': apiError(400, 'CSV_MAPPING', CSV_TEXTS.noSuchColumn(2, 1)),
    });
    pickFile(dialog, csvFile(TWO_COLUMNS_FILE));
    await dialog.findByRole('heading', { name: CSV_SCREEN_TEXTS.mappingHeading });
    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.preview }));
    await waitFor(() => {
      expect(dialog.getByRole('alert').textContent).toBe(CSV_SCREEN_TEXTS.importListsFailed(CSV_TEXTS.noSuchColumn(2, 1)));
    });
  });

  it('offers the template: the old format’s exact header and an example row, made without the server', async () => {
    const downloads = captureDownloads();
    const { api, dialog } = await openImport({});
    fireEvent.click(dialog.getByRole('button', { name: CSV_SCREEN_TEXTS.downloadTemplate }));
    await expectToast(CSV_SCREEN_TEXTS.templateDownloaded(CSV_TEMPLATE_FILE_NAME));
    expect(downloads.saved.map((file) => file.fileName)).toEqual([CSV_TEMPLATE_FILE_NAME]);
    expect(await readBlob(downloads.saved[0]!.blob)).toBe(csvTemplate());
    expect(csvTemplate()).toBe('"List Name","Icon","Color","communityId","Members"\r\n"Giveaway entrants","🎉","#4f46e5","undefined","jack;ann_smith"');
    expect(api.calls('POST /api/import/preview?mode=replace')).toHaveLength(0);
  });
});
