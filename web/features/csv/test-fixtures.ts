import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { ImportPreview, ListImportPreview } from '../../../common/csv';
import { CSV_SCREEN_TEXTS } from './csv-screen-texts';

/** Test data and gestures for the CSV dialogs' tests. */

export const SAMPLE_CSV = '"List Name","Icon","Color","communityId","Members"\n"Builders","🔨","#ff0000","undefined","ada_dev;grace_h"\n';

export function csvFile(text = SAMPLE_CSV, name = 'lists.csv', type = 'text/csv'): File {
  return new File([text], name, { type });
}

/** A file whose size reads `bytes` without holding them. */
export function fileOfSize(bytes: number, name = 'big.csv'): File {
  const file = csvFile('x', name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

export function importDialog() {
  return within(screen.getByRole('dialog', { name: CSV_SCREEN_TEXTS.importTitle }));
}

/** Chooses a file in the dialog's 'CSV file' input, as the browser's file chooser does. */
export function pickFile(dialog: ReturnType<typeof within>, file: File | null) {
  fireEvent.change(dialog.getByLabelText(CSV_SCREEN_TEXTS.file), { target: { files: file ? [file] : [] } });
}

export function makeImportPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    mode: 'replace',
    lists: [
      { name: 'Builders', icon: '🔨', color: '#ff0000', communityId: null, members: 2, action: 'create' },
      { name: 'Readers', icon: null, color: '#00ff00', communityId: '1234', members: 118, action: 'create' },
    ],
    totals: { lists: 2, members: 120, dropped: 0 },
    dropped: [],
    notes: [],
    removes: { lists: 12, members: 3400 },
    refusal: null,
    ...overrides,
  };
}

export function makeListImportPreview(overrides: Partial<ListImportPreview> = {}): ListImportPreview {
  return {
    listName: 'Friends',
    members: 3,
    removes: 2,
    icon: '🔨',
    communityId: '777',
    totals: { dropped: 0 },
    dropped: [],
    notes: [],
    ...overrides,
  };
}

/**
 * Records what the page hands to the browser as downloads: the <a download> name and the blob
 * behind its object URL. jsdom has no object URLs and cannot follow the link, so both are stubbed.
 */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob }[] = [];
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${String(++next)}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ fileName: this.download, blob });
  });
  return {
    saved,
    async files() {
      return Promise.all(saved.map(async ({ fileName, blob }) => ({ fileName, text: await blob.text() })));
    },
  };
}

export function csvResponse(text: string, fileName: string): Response {
  return new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
}
