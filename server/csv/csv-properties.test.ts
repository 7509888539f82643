import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTS_CSV_COLUMNS, LIST_CSV_COLUMNS } from '../../common/csv';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { fuzzRuns, seedFor } from '../../test/security/fuzz';
import { CSV_NEWLINE, csvHeader, csvRows, parseListsCsv } from './csv-format';

/**
 * Properties checked on generated cases, seeded and sized like the fuzzing (test/security/fuzz.ts):
 * the same cases every run unless FUZZ_SEED says otherwise (a failure prints fast-check's seed
 * and path), more of them with FUZZ_RUNS (the parser's, cheap, never fewer than 3,000).
 */
const property = (name: string, everyday: number, least = 1) => ({ seed: seedFor(`csv-properties ${name}`), numRuns: fuzzRuns(everyday, least) });

/** A list name as people write them: any characters, quotes, commas, newlines, formulas; trimmed, not empty. */
const listName = fc
  .oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), fc.stringMatching(/^['=+\-@" ,;\n\t]{0,4}[A-Za-z0-9 "',;=]{1,20}$/))
  .map((name) => name.trim())
  .filter((name) => name.length > 0 && name.length <= 100);
const handle = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,14}$/);
const list = fc.record({
  name: listName,
  icon: fc.constantFrom(null, '🚀', '📝', '⭐', '🇫🇷', '👩‍💻'),
  color: fc.option(fc.stringMatching(/^#[0-9a-f]{6}$/), { nil: null }),
  communityId: fc.option(fc.stringMatching(/^[0-9]{1,19}$/), { nil: null }),
  members: fc.uniqueArray(handle, { maxLength: 30, selector: (h) => h.toLowerCase() }),
});

describe('CSV format properties (fast-check)', () => {
  it('any valid lists written in either column order read back the same, with nothing dropped', () => {
    fc.assert(
      fc.property(fc.array(list, { minLength: 1, maxLength: 8 }), fc.boolean(), (lists, oneListOrder) => {
        const columns = oneListOrder ? LIST_CSV_COLUMNS : LISTS_CSV_COLUMNS;
        const text = csvHeader(columns) + CSV_NEWLINE + csvRows(lists.map((l) => ({ ...l, members: l.members.join(';') })), columns);
        const parsed = parseListsCsv(text);
        expect(parsed.dropped).toEqual([]);
        expect(parsed.notes).toEqual([]);
        expect(parsed.lists.map(({ line: _line, ...rest }) => rest)).toEqual(lists);
      }),
      property('read back', 3000, 3000),
    );
  });

  it('any text either parses or fails with a CSV parsing error — never anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.stringMatching(/^("List Name",?"Members"[\r\n]+)?[a-z",;@=\r\n ]{0,200}$/)), (text) => {
        try {
          parseListsCsv(text);
        } catch (error) {
          expect((error as Error).message).toMatch(/^CSV parsing error: |^The file holds more than/);
        }
      }),
      property('any text', 3000, 3000),
    );
  });
});

describe('CSV import properties over HTTP (fast-check)', () => {
  const t = useTestApp();

  it('no upload ever answers 5xx, and a refused one leaves my lists exactly as they were', async () => {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: 400, maxlist: 3 });
    const c = client(t.app);
    c.cookie = cookie;
    const header = '"List Name","Icon","Color","communityId","Members"\r\n';
    await c.post('/api/import', `${header}"Keep me","🚀","#123456","77","ann;bob"`, { 'content-type': 'text/csv' });
    const rows = fc.array(fc.tuple(listName, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 60 })), {
      maxLength: 5,
    });
    const upload = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      rows.map((r) => header + r.map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n')),
    );
    await fc.assert(
      fc.asyncProperty(upload, fc.constantFrom('replace', 'merge'), fc.boolean(), async (text, mode, preview) => {
        const before = (await c.get('/api/export')).body;
        const response = await c.post(`/api/import${preview ? '/preview' : ''}?mode=${mode}`, text, { 'content-type': 'text/csv' });
        expect(response.statusCode).toBeLessThan(500);
        if (preview || response.statusCode !== 200) expect((await c.get('/api/export')).body).toBe(before);
        else if (mode === 'replace') {
          // Put the starting list back for the next case.
          await c.post('/api/import', `${header}"Keep me","🚀","#123456","77","ann;bob"`, { 'content-type': 'text/csv' });
        }
      }),
      property('uploads', 100),
    );
  });

  it('export → import → export is byte-identical for generated lists, names and handles (issue #21)', async () => {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: 401, maxlist: null });
    const c = client(t.app);
    c.cookie = cookie;
    const textIcon = fc.stringMatching(/^[A-Za-z0-9★☆!?#&]{1,8}$/);
    const exportable = fc.record({
      // Names as Rollcall keeps them (trimmed, one line), formula characters first included.
      name: fc.oneof(listName, fc.constantFrom('=SUM(A1)', '+1', '-VIP', '@home', "'quoted", "''=x")).filter((name) => !/[\r\n]/.test(name)),
      icon: fc.oneof(fc.constantFrom(null, '🚀', '🇫🇷', '👩‍💻'), textIcon),
      color: fc.stringMatching(/^#[0-9a-f]{6}$/),
      communityId: fc.option(fc.stringMatching(/^[1-9][0-9]{0,18}$/), { nil: null }),
      members: fc.uniqueArray(handle, { maxLength: 12, selector: (h) => h.toLowerCase() }),
    });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(exportable, { minLength: 1, maxLength: 6, selector: (l) => l.name }), async (lists) => {
        const file = csvHeader(LISTS_CSV_COLUMNS) + CSV_NEWLINE + csvRows(lists.map((l) => ({ ...l, members: l.members.join(';') })), LISTS_CSV_COLUMNS);
        expect((await c.post('/api/import?mode=replace', file, { 'content-type': 'text/csv' })).statusCode).toBe(200);
        const first = (await c.get('/api/export')).body;
        // What was imported is what is exported: nothing dropped or changed on the way.
        expect(first.replace(/\r\n$/, '')).toBe(file);
        expect((await c.post('/api/import?mode=replace', first, { 'content-type': 'text/csv' })).statusCode).toBe(200);
        expect((await c.get('/api/export')).body).toBe(first);
      }),
      property('round trip', 50),
    );
  });
});
