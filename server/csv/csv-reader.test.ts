import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSV_ERROR_CODES, type ColumnMapping } from '../../common/csv';
import { fuzzRuns, quietPapaparse, seedFor } from '../../test/security/fuzz';
import { AppError } from '../http/errors';
import { collectLists, oldFormatReading, readListsSource, readText, type ListsReading, type ListsSink } from './csv-format';
import { textSource } from './csv-reader';
import { mappedReading, readColumns } from './mapped-csv';

/**
 * Issue #40: an upload is read as a stream, in chunks, never whole. Whatever the chunks, a file
 * reads exactly as it does whole — the lists, the dropped entries with their lines, the notes, the
 * refusals and their words — in the old format, through a mapping, and for the mapping step.
 */
const property = (name: string, everyday: number) => ({ seed: seedFor(`csv-reader ${name}`), numRuns: fuzzRuns(everyday, everyday) });

const CELLS = ['ann', '@Bob', 'x.com/carol', 'not valid!!', '12345', '', 'VIP', '"q,""x"""', '"multi\nline"', "'=cmd", 'undefined', 'é🎉', '"a;b;ann;ANN"', '"unterminated'];
const file = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('"List Name","Icon","Color","communityId","Members"', 'List Name,Members', 'handle,list', 'username', '\uFEFFList Name,Members', ''),
      fc.array(fc.array(fc.constantFrom(...CELLS), { maxLength: 5 }), { maxLength: 12 }),
      fc.constantFrom('\n', '\r\n', '\r'),
      fc.constantFrom('', '\n', '\n\n  \n'),
    )
    .map(([header, rows, newline, blank]) => [header, ...rows.map((cells) => cells.join(','))].join(newline + blank)),
  fc.stringMatching(/^[a-z",;@\r\n ]{0,160}$/),
);
const mapping: fc.Arbitrary<ColumnMapping> = fc.oneof(fc.record({ handles: fc.nat(3), list: fc.nat(3) }), fc.record({ handles: fc.nat(3), into: fc.constant('VIP') }));

type Outcome = { parsed: unknown } | { refused: string };
function outcomeOf(run: (sink: ListsSink) => void): Outcome {
  const { sink, parsed } = collectLists();
  try {
    run(sink);
    return { parsed };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect([CSV_ERROR_CODES.parse, CSV_ERROR_CODES.mapping]).toContain(error.code);
    return { refused: error.message };
  }
}
async function chunkedOutcome(text: string, chunk: number, reading: (sink: ListsSink) => ListsReading<unknown>): Promise<Outcome> {
  const { sink, parsed } = collectLists();
  try {
    await readListsSource(textSource(text, chunk), reading(sink));
    return { parsed };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: error.message };
  }
}

describe('a file read in chunks reads as it does whole', () => {
  let restore = () => {};
  beforeEach(() => void (restore = quietPapaparse()));
  afterEach(() => restore());

  it('the old format: the same lists, drops, lines, notes and refusals', async () => {
    await fc.assert(
      fc.asyncProperty(file, fc.integer({ min: 1, max: 40 }), async (text, chunk) => {
        const whole = outcomeOf((sink) => readText(text, oldFormatReading(sink)));
        expect(await chunkedOutcome(text, chunk, (sink) => oldFormatReading(sink) as ListsReading<unknown>)).toEqual(whole);
      }),
      property('old format', 1500),
    );
  });

  it('a mapped file: the same lists, drops, lines, notes and refusals', async () => {
    await fc.assert(
      fc.asyncProperty(file, mapping, fc.integer({ min: 1, max: 40 }), async (text, map, chunk) => {
        const whole = outcomeOf((sink) => readText(text, mappedReading(map, sink)));
        expect(await chunkedOutcome(text, chunk, (sink) => mappedReading(map, sink) as ListsReading<unknown>)).toEqual(whole);
      }),
      property('mapped', 1500),
    );
  });

  it('the mapping step: the same columns, samples and row count', async () => {
    await fc.assert(
      fc.asyncProperty(file, fc.integer({ min: 1, max: 40 }), async (text, chunk) => {
        const read = async (size: number) => readColumns(textSource(text, size)).catch((error: unknown) => ({ refused: (error as AppError).message }));
        expect(await read(chunk)).toEqual(await read(text.length + 1));
      }),
      property('columns', 800),
    );
  });

  it('gives each list the line its row starts on, across chunks', async () => {
    const text = ['"List Name","Members"', '"A","ann;bad!"', '', '"B","bob;', 'carl;bob"', '"C","x"'].join('\r\n');
    const { sink, parsed } = collectLists();
    await readListsSource(textSource(text, 3), oldFormatReading(sink));
    expect(parsed.lists.map((list) => [list.name, list.line, list.members])).toEqual([
      ['A', 2, ['ann']],
      ['B', 4, ['bob', 'carl']],
      ['C', 6, ['x']],
    ]);
    expect(parsed.dropped.map((entry) => [entry.line, entry.entry, entry.reason])).toEqual([
      [2, 'bad!', 'invalid'],
      [4, 'bob', 'duplicate'],
    ]);
  });
});
