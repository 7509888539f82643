import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record says whether it still holds (docs/decisions/README.md): a status line
// right under its title, `> Amended by NNN:` notes where a later record changed it, and one row in
// the README's table. A record changed without saying so sends a reader after what is no longer
// true; these checks keep the three in step.
const root = path.resolve(import.meta.dirname, '../..');
const folder = path.join(root, 'docs/decisions');

const STATUS_LINE = /^\d{4}-\d{2}-\d{2} · (?:.+ · )?Status: (.+)$/;
const STATUS = /^(accepted|superseded by (\d{3})|amended by (\d{3}(?:, \d{3})*))(?: \(.+\))?$/;

interface DecisionRecord {
  file: string;
  number: string;
  lines: string[];
  /** What follows "Status: " on the status line, or null when no line of the first five has one. */
  status: string | null;
  /** The records named by "superseded by" or "amended by". */
  changedBy: string[];
}

function readRecord(file: string): DecisionRecord {
  const lines = fs.readFileSync(path.join(folder, file), 'utf8').split('\n');
  const status = lines.slice(0, 5).map((line) => STATUS_LINE.exec(line)?.[1]).find((found) => found !== undefined) ?? null;
  const parsed = status === null ? null : STATUS.exec(status);
  const changedBy = parsed ? (parsed[2] ? [parsed[2]] : parsed[3] ? parsed[3].split(', ') : []) : [];
  return { file, number: file.slice(0, 3), lines, status, changedBy };
}

const records = fs
  .readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort()
  .map(readRecord);
const numbers = new Set(records.map((record) => record.number));

/** The README's table: record number → status, from rows like `| [001](001-….md) | title | date | status |`. */
function readmeStatuses(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of fs.readFileSync(path.join(folder, 'README.md'), 'utf8').split('\n')) {
    const row = /^\| \[(\d{3})\]\((\d{3}-[^)]+\.md)\) \| .+ \| (\d{4}-\d{2}-\d{2}) \| (.+) \|$/.exec(line);
    if (row) rows.set(row[1]!, row[4]!);
  }
  return rows;
}

describe('decision records', () => {
  it('finds the records', () => {
    expect(records.length).toBeGreaterThanOrEqual(25);
    expect(numbers.size, 'two records share a number').toBe(records.length);
  });

  it.each(records)('$file is titled with its number', ({ number, lines }) => {
    expect(lines[0]).toMatch(new RegExp(`^# ${number} — \\S`));
  });

  it.each(records)('$file has a status line in its first five lines', ({ file, status }) => {
    expect(status, `${file}: no "YYYY-MM-DD · … · Status: …" line under the title`).not.toBeNull();
    expect(status).toMatch(/^(accepted|superseded by \d{3}|amended by \d{3}(, \d{3})*.*)/);
    expect(status, `${file}: "${status}" is not accepted, superseded by NNN or amended by NNN, …`).toMatch(STATUS);
  });

  it.each(records)('$file is changed only by later records that exist', ({ file, number, changedBy }) => {
    for (const later of changedBy) {
      expect(numbers, `${file} names ${later}, which is not a record`).toContain(later);
      expect(Number(later), `${file} names ${later}, which is not later`).toBeGreaterThan(Number(number));
    }
  });

  it.each(records)('$file says where each record in its status changed it, and names no other', ({ file, lines, status, changedBy }) => {
    const body = lines.slice(1).filter((line) => !STATUS_LINE.test(line));
    const verb = status?.startsWith('superseded') ? 'Superseded' : 'Amended';
    const notes = body.filter((line) => /^\s*> (Amended|Superseded) by /.test(line));
    for (const later of changedBy) {
      const note = new RegExp(`^\\s*> ${verb} by [^:]*\\b${later}\\b`);
      expect(notes.some((line) => note.test(line)), `${file}: no "> ${verb} by ${later}: …" note at the place concerned`).toBe(true);
    }
    const named = notes.flatMap((line) => /by ([^:]*):/.exec(line)?.[1]?.match(/\d{3}/g) ?? []);
    for (const later of named) expect(changedBy, `${file} has a note for ${later}, which its status does not name`).toContain(later);
  });

  it('the README lists every record with its status', () => {
    const table = readmeStatuses();
    expect([...table.keys()].sort()).toEqual([...numbers].sort());
    for (const { file, number, status } of records) expect(table.get(number), `README row of ${file}`).toBe(status);
  });
});
