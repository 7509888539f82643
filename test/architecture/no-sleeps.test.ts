import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from '../../e2e/limits';

// Issue #34: a test waits for the state a person would see, never for a fixed time, and asserts
// no duration (speed is proved by bench/). A fixed sleep passes on a fast machine and fails on a
// busy one; a duration in an assertion fails on a busy one. These find both in the test code.
const root = path.resolve(import.meta.dirname, '../..');
const testCode = execFileSync('git', ['ls-files', '-z', 'e2e', 'web', 'server', 'common', 'extension', 'scripts', 'test'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /^e2e\/.*\.ts$/.test(file) || /\.test\.tsx?$/.test(file))
  .filter((file) => file !== 'test/architecture/no-sleeps.test.ts' && fs.existsSync(path.join(root, file)));

/** Lines of the test code that match, as `file:line: text`. */
function find(pattern: RegExp, files = testCode): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${String(index + 1)}: ${line.trim()}`] : [])),
  );
}

describe('tests wait for state, not for time', () => {
  it('reads the test code', () => {
    expect(testCode.length).toBeGreaterThan(100);
    expect(testCode).toContain('e2e/trash.spec.ts');
  });

  it('has no fixed sleep in a browser test (waitForTimeout, a promise of a setTimeout)', () => {
    const browserCode = testCode.filter((file) => file.startsWith('e2e/'));
    expect(find(/waitForTimeout\(|new Promise\(\s*\(?\w*\)?\s*=>\s*setTimeout\(/, browserCode)).toEqual([]);
  });

  it('asserts no duration measured with a clock (that is for bench/)', () => {
    expect(find(/expect\((performance\.now\(\)|Date\.now\(\)) - (started|start|began|before|t0)\b|expect\(\s*(elapsed|took|durationMs)\b/)).toEqual([]);
  });

  it('gives a browser wait no limit of its own below the one in e2e/limits.ts (10 s was passed by a page load on a busy machine)', () => {
    const browserCode = testCode.filter((file) => file.startsWith('e2e/') && file !== 'e2e/limits.ts');
    // A number of milliseconds as a timeout, a default timeout or a timeout parameter's default.
    const limits = find(/(timeout:\s*|setDefault(Navigation)?Timeout\(|timeout = )[\d_]+/, browserCode);
    const tooShort = limits.filter((line) => [...line.matchAll(/(?:timeout:\s*|Timeout\(|timeout = )([\d_]+)/g)].some((match) => Number((match[1] ?? '').replaceAll('_', '')) < WAIT_MS));
    expect(tooShort).toEqual([]);
  });
});

