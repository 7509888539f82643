import { describe, expect, it } from 'vitest';
import { declaredWait, longFirst, shuffled } from './sequencer';

describe('the test files’ order (issue #34)', () => {
  it('reads the longest wait a file declares, and 0 when it declares none', () => {
    expect(declaredWait("it('waits', { timeout: 150_000 }, async () => {});\nawait x.waitFor({ timeout: 100_000 });")).toBe(150_000);
    expect(declaredWait("it('is quick', async () => {});")).toBe(0);
  });

  it('starts the unknown files that declare a long wait first, each project on its own, and leaves timed files in Vitest’s order', () => {
    const file = (name: string, project: string, wait: number, unknown = true) => ({ name, project, wait, unknown });
    // As Vitest orders them: a project at a time; in each, the unknown files first (largest first), then the timed ones.
    const vitestOrder = [
      file('server/big.test.ts', 'server', 0),
      file('server/slow.test.ts', 'server', 100_000),
      file('server/timed.test.ts', 'server', 300_000, false),
      file('e2e/large.spec.ts', 'e2e', 0),
      file('e2e/sweep.spec.ts', 'e2e', 240_000),
      file('e2e/announced.spec.ts', 'e2e', 150_000),
      file('e2e/small.spec.ts', 'e2e', 0),
    ];
    const ordered = longFirst(vitestOrder, (f) => f.unknown, (f) => f.wait, (f) => f.project).map((f) => f.name);
    expect(ordered).toEqual(['server/slow.test.ts', 'server/big.test.ts', 'server/timed.test.ts', 'e2e/sweep.spec.ts', 'e2e/announced.spec.ts', 'e2e/large.spec.ts', 'e2e/small.spec.ts']);
  });

  it('shuffles (--sequence.shuffle) into an order the seed decides, losing no file', () => {
    const files = Array.from({ length: 20 }, (_, index) => `file-${String(index)}`);
    expect(shuffled(files, 7)).toEqual(shuffled(files, 7));
    expect(shuffled(files, 7)).not.toEqual(shuffled(files, 8));
    expect(shuffled(files, 7)).not.toEqual(files);
    expect([...shuffled(files, 7)].sort()).toEqual([...files].sort());
  });
});
