import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSV_MAX_BYTES, CSV_TEXTS, LISTS_CSV_COLUMNS } from '../../common/csv';
import { useTestApp } from '../../test/support/app';
import { signedInPerson } from '../../test/support/http';
import { AppError } from '../http/errors';
import { CSV_NEWLINE, csvHeader, csvRows } from './csv-format';
import { spoolUpload, STALE_UPLOAD_MS, sweepStaleUploads } from './upload';

/**
 * Issue #40: an upload is written to a private file as it arrives and read from there as a
 * stream; nothing of it stays on disk after the request, whatever the answer. TMPDIR is this
 * file's own directory (the file runs in a process of its own: vitest.config.ts OWN_PROCESS).
 */
let tmp = '';
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-test-'));
  vi.stubEnv('TMPDIR', tmp);
});
afterEach(() => {
  vi.unstubAllEnvs();
  fs.rmSync(tmp, { recursive: true, force: true });
});
const leftovers = () => fs.readdirSync(tmp);

describe('spooling an upload', () => {
  it('keeps the file where only the server can read it, and removes it', async () => {
    const upload = await spoolUpload(Readable.from([Buffer.from('"List Name","Members"\n'), Buffer.from('"a","ann"')]));
    const [directory] = leftovers();
    expect(directory).toMatch(/^rollcall-csv-/);
    expect(fs.statSync(path.join(tmp, directory!)).mode & 0o777).toBe(0o700);
    const [file] = fs.readdirSync(path.join(tmp, directory!));
    expect(fs.statSync(path.join(tmp, directory!, file!)).mode & 0o777).toBe(0o600);
    let text = '';
    for await (const chunk of upload.source()) text += chunk;
    expect(text).toBe('"List Name","Members"\n"a","ann"');
    expect(upload.blank).toBe(false);
    await upload.remove();
    expect(leftovers()).toEqual([]);
  });

  it('removes at start what a killed server left: its upload directories older than a day, nothing else', async () => {
    const leftBehind = await spoolUpload(Readable.from([Buffer.from('"a","ann"')]));
    const [old] = leftovers();
    const receiving = await spoolUpload(Readable.from([Buffer.from('"b","bob"')]));
    const young = leftovers().find((name) => name !== old)!;
    fs.mkdirSync(path.join(tmp, 'rollcall-csvish'));
    fs.writeFileSync(path.join(tmp, 'rollcall-csv-not-a-directory'), 'x');
    fs.mkdirSync(path.join(tmp, 'someone-else'));
    const dayAndMore = (Date.now() - STALE_UPLOAD_MS - 60_000) / 1000;
    for (const name of [old!, 'rollcall-csvish', 'rollcall-csv-not-a-directory', 'someone-else']) fs.utimesSync(path.join(tmp, name), dayAndMore, dayAndMore);
    expect(await sweepStaleUploads()).toBe(1);
    expect(leftovers().sort()).toEqual([young, 'rollcall-csv-not-a-directory', 'rollcall-csvish', 'someone-else'].sort());
    // The one being received is untouched and still reads.
    let text = '';
    for await (const chunk of receiving.source()) text += chunk;
    expect(text).toBe('"b","bob"');
    await receiving.remove();
    await leftBehind.remove();
  });

  it('refuses what is not UTF-8 text, or too much of it, and leaves nothing behind', async () => {
    const refusal = async (chunks: Buffer[]) => {
      const error = await spoolUpload(Readable.from(chunks)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      return (error as AppError).message;
    };
    const euro = Buffer.from('€');
    expect(await refusal([Buffer.from('a,b\n'), Buffer.from([0x61, 0x00])])).toBe(CSV_TEXTS.notCsv);
    expect(await refusal([Buffer.from('ok'), euro.subarray(0, 2)])).toBe(CSV_TEXTS.notCsv);
    expect(await refusal([Buffer.from([0xff, 0xfe])])).toBe(CSV_TEXTS.notCsv);
    const piece = Buffer.alloc(1024 * 1024, 'a');
    expect(await refusal(Array.from({ length: CSV_MAX_BYTES / piece.length + 1 }, () => piece))).toBe(CSV_TEXTS.fileTooLarge);
    expect(leftovers()).toEqual([]);
    // A character cut between two chunks is fine; white space alone is a blank file.
    expect((await spoolUpload(Readable.from([euro.subarray(0, 1), euro.subarray(1)]))).blank).toBe(false);
    expect((await spoolUpload(Readable.from([Buffer.from(' \r\n\uFEFF')]))).blank).toBe(true);
  });
});

describe('uploads through the routes', () => {
  const t = useTestApp();
  let c: Awaited<ReturnType<typeof signedInPerson>>['c'];
  beforeEach(async () => {
    ({ c } = await signedInPerson(t));
  });
  const post = (url: string, body: string | Buffer) => c.post(url, body, { 'content-type': 'text/csv' });

  it('leaves no upload on disk after any answer', async () => {
    const file = `${csvHeader(LISTS_CSV_COLUMNS)}${CSV_NEWLINE}${csvRows([{ name: 'A', icon: null, color: null, communityId: null, members: 'ann;bob' }], LISTS_CSV_COLUMNS)}`;
    expect((await post('/api/import/preview', file)).statusCode).toBe(200);
    expect((await post('/api/import', file)).statusCode).toBe(200);
    expect((await post('/api/import/rejected', file)).statusCode).toBe(200);
    expect((await post('/api/import', '"List Name","Members"\n"a","b","c"\n"unterminated')).statusCode).toBe(400);
    expect((await post('/api/import', Buffer.from([0x61, 0x00]))).statusCode).toBe(400);
    expect((await post('/api/import', 'handle\nann')).statusCode).toBe(400);
    const listId = (await c.get('/api/lists')).json().lists[0].id as number;
    expect((await post(`/api/lists/${String(listId)}/import`, file)).statusCode).toBe(200);
    expect((await post(`/api/lists/${String(listId + 1000)}/import`, file)).statusCode).toBe(404);
    // Removed once the answer is sent.
    await vi.waitFor(() => expect(leftovers()).toEqual([]), { timeout: 15_000, interval: 50 });
  });

  it('writes nothing to disk for a visitor: the body is read only once the person is known', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/import/preview', headers: { 'content-type': 'text/csv' }, payload: Buffer.from([0x61, 0x00]) });
    expect(visitor.statusCode).toBe(401);
    expect(leftovers()).toEqual([]);
  });

  it('a row of many bad quotes is a CSV parsing error (the first five and a count), never a 500', async () => {
    const answer = await post('/api/import/preview', `"List Name","Members"\n"a","${'a"'.repeat(200_000)}"`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/^CSV parsing error: .*; and \d+ more$/);
  });

  it('the preview shows the first 200 notes and how many more', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `,ann${String(i)}`).join('\n');
    const answer = await c.post('/api/import/preview?handles=1&list=0', `list,handle\n${rows}\nVIP,ann`, { 'content-type': 'text/csv' });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const { notes } = answer.json() as { notes: string[] };
    expect(notes).toHaveLength(201);
    expect(notes[0]).toBe('Line 2: no list name; the row is skipped.');
    expect(notes[200]).toBe(CSV_TEXTS.moreNotes(100));
  });

  it('imports a file of more members than the old cap of 200,000, previewed and whole', async () => {
    const lists = Array.from({ length: 41 }, (_, l) => ({
      name: `List ${String(l + 1)}`,
      icon: null,
      color: '#4f46e5',
      communityId: null,
      members: [...Array.from({ length: 5_000 }, (_, m) => `u${String(l)}_${String(m)}`), ...(l === 40 ? ['bad!', 'U40_1'] : [])].join(';'),
    }));
    const file = `${csvHeader(LISTS_CSV_COLUMNS)}${CSV_NEWLINE}${csvRows(lists, LISTS_CSV_COLUMNS)}`;
    const answer = await post('/api/import/preview', file);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const preview = answer.json();
    expect(preview.totals).toEqual({ lists: 41, members: 205_000, dropped: 2 });
    expect(preview.dropped.map((entry: { entry: string; reason: string }) => [entry.entry, entry.reason])).toEqual([
      ['bad!', 'invalid'],
      ['U40_1', 'duplicate'],
    ]);
    const result = (await post('/api/import', file)).json();
    expect(result).toMatchObject({ lists: 41, members: 205_000, dropped: 2 });
    const counted = (await c.get('/api/lists')).json().lists as { name: string; memberCount: number }[];
    expect(counted.map((list) => list.memberCount)).toEqual(lists.map(() => 5_000));
    // Removed once the answer is sent.
    await vi.waitFor(() => expect(leftovers()).toEqual([]), { timeout: 15_000, interval: 50 });
  });
});
