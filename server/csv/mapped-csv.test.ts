import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSV_ERROR_CODES, guessColumns, type ColumnMapping } from '../../common/csv';
import { isXHandle } from '../../common/x-handle.plain';
import { fuzzRuns, quietPapaparse, seedFor } from '../../test/security/fuzz';
import { AppError } from '../http/errors';
import { parseListsCsv } from './csv-format';
import { readImport } from './mapped-csv';

/** The mapped reading of issue #38, over generated files (seeded and sized like test/security/fuzz.ts). */
const property = (name: string, everyday: number) => ({ seed: seedFor(`mapped-csv ${name}`), numRuns: fuzzRuns(everyday, everyday) });

/** Files that look like the ones people have, and garbage. */
const HEADERS = ['username', 'handle', 'List Name,Members', '"List Name","Icon","Color","communityId","Members"', 'handle,list', ' list , screen_name ', 'Name,Icon', '', '"a""b",c'];
const CELLS = ['ann', '@Bob', 'x.com/carol', 'not valid!!', '12345', '', 'VIP', 'vip', '"q,""x"""', 'a@b.com', '=cmd', "'=cmd", 'undefined', 'é'];
const file = fc.oneof(
  fc.tuple(fc.constantFrom(...HEADERS), fc.array(fc.array(fc.constantFrom(...CELLS), { maxLength: 4 }), { maxLength: 8 }), fc.constantFrom('\n', '\r\n')).map(
    ([header, rows, newline]) => [header, ...rows.map((cells) => cells.join(','))].join(newline),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.stringMatching(/^[a-z",;@\r\n ]{0,120}$/),
);
const mapping: fc.Arbitrary<ColumnMapping | null> = fc.oneof(
  fc.constant(null),
  fc.record({ handles: fc.nat(4), list: fc.nat(4) }),
  fc.record({ handles: fc.nat(4), into: fc.constantFrom('VIP', 'Giveaway entrants') }),
);

describe('reading a file that is not the old format', () => {
  let restore = () => {};
  beforeEach(() => void (restore = quietPapaparse()));
  afterEach(() => restore());

  it('reads every file the old reader reads exactly as it did, mapping or not aside', async () => {
    await fc.assert(
      fc.asyncProperty(file, async (text) => {
        let old: ReturnType<typeof parseListsCsv> | null = null;
        try {
          old = parseListsCsv(text);
        } catch {
          return;
        }
        expect(await readImport(text, null)).toEqual({ parsed: old });
      }),
      property('old format kept', 2000),
    );
  });

  it('any file and mapping: lists of X handles, distinct per list, or a 400 that says why; never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(file, mapping, async (text, map) => {
        let read: Awaited<ReturnType<typeof readImport>>;
        try {
          read = await readImport(text, map);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).statusCode).toBe(400);
          expect([CSV_ERROR_CODES.parse, CSV_ERROR_CODES.mapping]).toContain((error as AppError).code);
          return;
        }
        if ('columns' in read) {
          expect(map).toBeNull();
          const { columns } = read;
          const { handles, list } = columns.guess;
          for (const index of [handles, list]) if (index !== null) expect(index).toBeLessThan(columns.columns.length);
          expect(columns.samples.every((row) => row.length === columns.columns.length)).toBe(true);
          return;
        }
        const names = read.parsed.lists.map((l) => l.name.toLowerCase());
        if (map) expect(new Set(names).size).toBe(names.length);
        for (const l of read.parsed.lists) {
          for (const member of l.members) expect(isXHandle(member), member).toBe(true);
          expect(new Set(l.members.map((m) => m.toLowerCase())).size).toBe(l.members.length);
          if (map && 'into' in map) expect(l.name).toBe(map.into);
        }
      }),
      property('any file', 2000),
    );
  });

  it('guesses the handles and the list columns by their usual names', () => {
    expect(guessColumns(['username'])).toEqual({ handles: 0, list: null });
    expect(guessColumns(['Followers', 'Screen_Name', 'List name'])).toEqual({ handles: 1, list: 2 });
    expect(guessColumns(['id', 'Twitter', 'LIST'])).toEqual({ handles: 1, list: 2 });
    expect(guessColumns(['@handle', 'x'])).toEqual({ handles: 0, list: null });
    expect(guessColumns(['name', 'email'])).toEqual({ handles: null, list: null });
  });
});
