import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest wait a test file declares (`{ timeout: 150_000 }` on a test or a wait): the files
 * that say they take long, such as a browser test waiting a minute for an announced draw to come
 * due, or the accessibility sweep. 0 when it declares none.
 */
export function declaredWait(source: string): number {
  let longest = 0;
  for (const match of source.matchAll(/\{\s*timeout:\s*([\d_]+)/g)) longest = Math.max(longest, Number(match[1]!.replaceAll('_', '')));
  return longest;
}

/**
 * Vitest's order (a project at a time; files it has timed before, longest first; unknown ones
 * first, largest first), with one change for the unknown ones: the files that declare a long wait
 * start first. On a fresh clone nothing is timed yet, and a small file that waits a minute would
 * otherwise start last and run alone while the other worker idles (issue #34: the e2e project's
 * last 45 s were the accessibility sweep by itself).
 */
export function longFirst<T>(ordered: T[], isUnknown: (file: T) => boolean, wait: (file: T) => number, segment: (file: T) => string): T[] {
  const result: T[] = [];
  let index = 0;
  while (index < ordered.length) {
    const name = segment(ordered[index]!);
    let end = index;
    while (end < ordered.length && segment(ordered[end]!) === name) end += 1;
    const files = ordered.slice(index, end);
    const unknown = files.filter(isUnknown);
    const known = files.filter((file) => !isUnknown(file));
    // Array.prototype.sort is stable: equal waits keep Vitest's order (largest first).
    result.push(...unknown.sort((a, b) => wait(b) - wait(a)), ...known);
    index = end;
  }
  return result;
}

/** The files in an order drawn from the seed (mulberry32, Fisher–Yates): the same seed, the same order. */
export function shuffled<T>(files: T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...files];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // TEST_FILE_SEED=N: the files in an order drawn from N (their tests in their own order), to
    // show that no file depends on what ran before it in its worker (the server's files share
    // their worker's modules: vitest.config.ts). `--sequence.shuffle` shuffles the tests as well.
    const seed = process.env.TEST_FILE_SEED;
    if (seed || this.ctx.config.sequence.shuffle) return shuffled(files, seed ? Number(seed) : this.ctx.config.sequence.seed);
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const key = (file: TestSpecification) => `${file.project.name}:${path.relative(root, file.moduleId)}`;
    // Read only the files Vitest has not timed (longFirst asks for no others), each once.
    const waits = new Map<string, number>();
    const wait = (file: TestSpecification) => {
      if (!waits.has(file.moduleId)) waits.set(file.moduleId, declaredWait(fs.readFileSync(file.moduleId, 'utf8')));
      return waits.get(file.moduleId)!;
    };
    return longFirst(
      ordered,
      (file) => !this.ctx.cache.getFileTestResults(key(file)),
      wait,
      (file) => `${String(file.project.config.sequence.groupOrder)}:${file.project.name}`,
    );
  }
}
