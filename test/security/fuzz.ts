import fc from 'fast-check';
import { vi } from 'vitest';

/**
 * What the fuzz tests (issue #9) share: hostile strings, and what an attacker must never see in
 * an answer — a 5xx, a stack trace or the server's file layout, an error not shaped
 * `{ error: { code, message } }`.
 */

/**
 * The fuzzing budget, one for every fuzz file, set from the environment:
 * - FUZZ_RUNS: cases per fast-check property, that is per route (fuzz-bodies), per person
 *   importing (fuzz-csv, four people) and per property of server/csv/csv-properties.test.ts.
 *   Unset, each runs its everyday number, a few seconds of work; a deep run takes a larger one,
 *   e.g. before a release or after touching input handling:
 *     FUZZ_RUNS=2000 npx vitest run --project server test/security/fuzz server/csv/csv-properties
 *   (the everyday numbers before issue #34 were 150 per route, 2,500 per person, 300 and 150).
 * - FUZZ_SEED: the seed each property's own is derived from (seedFor). Unset, a fixed one: the
 *   same cases every run, so a red run replays. FUZZ_SEED=random draws one and prints it.
 * A failure prints its property's seed and path (fast-check's counterexample); the fuzz files add
 * `replay`, the variables that run the same cases again (with FUZZ_SEED unset: none needed).
 */
const DEFAULT_SEED = 0x0f0c_2009;
export const FUZZ_SEED = readSeed(process.env.FUZZ_SEED);
const FUZZ_RUNS = readRuns(process.env.FUZZ_RUNS);

function readSeed(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SEED;
  if (value === 'random') {
    const seed = Math.floor(Math.random() * 2 ** 31);
    console.log(`FUZZ_SEED=random: fuzzing with FUZZ_SEED=${String(seed)}`);
    return seed;
  }
  if (!/^-?\d+$/.test(value)) throw new Error(`FUZZ_SEED must be a whole number or "random" (got ${JSON.stringify(value)})`);
  return Number(value) | 0;
}

function readRuns(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`FUZZ_RUNS must be a whole number of cases, at least 1 (got ${JSON.stringify(value)})`);
  return Number(value);
}

/** Cases per property: FUZZ_RUNS, else the file's everyday number (never fewer than `least`, e.g. its fixed examples). */
export function fuzzRuns(everyday: number, least = 1): number {
  return Math.max(FUZZ_RUNS ?? everyday, least);
}

/** The environment that replays a run: its seed and budget. */
export function replay(): string {
  return `FUZZ_SEED=${String(FUZZ_SEED)}${FUZZ_RUNS === null ? '' : ` FUZZ_RUNS=${String(FUZZ_RUNS)}`}`;
}

/** A stable number per name, to give each property (a route, a person) its own seed, derived from FUZZ_SEED. */
export function seedFor(name: string): number {
  let hash = FUZZ_SEED;
  for (let i = 0; i < name.length; i += 1) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  return hash;
}

/** Pieces people (and attackers) paste: controls, NUL, bidi, combining marks, lone surrogates, astral. */
export const HOSTILE_PIECES = [
  '\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u202e', '\u200f', '\u2066', '\u200b', '\u00ad', '\u0301', '\u0336\u0336\u0336',
  '\ud800', '\udfff', '\ud83d', '😀', '👩‍💻', '🇫🇷', '𝕏', '\u{10ffff}', '\ufeff', '\ufffe', '\uffff', '\u2028', '\u2029', 'ﷺ', 'مرحبا', 'e\u0301',
  'İ', 'ß', 'ﬀ', '\\', '"', "'", '`', '<script>', '&amp;', '%00', '%s%n', '{{7*7}}', '${x}', '../', '\t', '\n', '\r\n', '\r', ' ', '0', '-1',
  'null', 'undefined', 'NaN', 'true', '@', '#', ';', ',', '=cmd', '+', "' OR 1=1 --",
] as const;

/** UTF-16 code units, lone surrogates included (JSON allows them escaped). */
const codeUnitString = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength });

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 1, maxLength: 10 }).map((pieces) => pieces.join('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: codeUnitString(30) },
);

/** 100,000+ characters of one hostile piece (some of them over a 1 MB body once encoded). */
export const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', 'e\u0301', '\ud800', ' ', '"', ';'), fc.integer({ min: 100_000, max: 260_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

/** Signs that an answer shows how the server is built: stack frames, source paths, packages. */
const LEAKS: RegExp[] = [/\bat .*\(.*:\d+:\d+\)/, /^\s{4}at /m, /\/server\//, /node_modules/, /\.[cm]?[jt]sx?:\d+:\d+/, /\b(?:Type|Reference|Range|Syntax)Error: .*\n/];

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Everything wrong with one answer, as an attacker would notice it (empty: nothing). */
export function answerProblems(response: Answer): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${String(response.statusCode)}: ${response.body.slice(0, 200)}`);
  for (const leak of LEAKS) {
    const match = leak.exec(response.body);
    if (match) problems.push(`shows ${JSON.stringify(match[0].slice(0, 120))}`);
  }
  if (response.statusCode >= 400) {
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) problems.push(`error answer of type ${JSON.stringify(type)}`);
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push(`error answer is not JSON: ${response.body.slice(0, 120)}`);
      return problems;
    }
    const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
    const shaped =
      body !== null &&
      typeof body === 'object' &&
      Object.keys(body).join() === 'error' &&
      error !== null &&
      typeof error === 'object' &&
      Object.keys(error).sort().join() === 'code,message' &&
      typeof error.code === 'string' &&
      error.code !== '' &&
      typeof error.message === 'string' &&
      error.message !== '';
    if (!shaped) problems.push(`error answer not shaped { error: { code, message } }: ${response.body.slice(0, 160)}`);
  }
  return problems;
}

/** Own properties of the built-in prototypes, to prove afterwards that nothing was added. */
export function prototypeSnapshot(): Record<string, string[]> {
  return {
    Object: Reflect.ownKeys(Object.prototype).map(String).sort(),
    Array: Reflect.ownKeys(Array.prototype).map(String).sort(),
    Function: Reflect.ownKeys(Function.prototype).map(String).sort(),
    String: Reflect.ownKeys(String.prototype).map(String).sort(),
  };
}

/**
 * papaparse writes 'Duplicate headers found and renamed.' with console.warn for every file whose
 * header repeats a column (the import then ignores the copy): thousands of lines from the fuzzed
 * files. Only that line is kept out of the output of the calling test file; other warnings show.
 */
export function quietPapaparse() {
  const warn = console.warn.bind(console);
  const spy = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'Duplicate headers found and renamed.') warn(...args);
  });
  return () => spy.mockRestore();
}
