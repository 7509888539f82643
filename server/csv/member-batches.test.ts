import { describe, expect, it } from 'vitest';
import { MEMBER_BATCH, memberBatches } from './import-service';

/** Issue #40: no statement of an import carries more than MEMBER_BATCH members, even from one row of millions. */
describe('member batches', () => {
  it('sends a batch as soon as it is full, mid-row, one write after the other', async () => {
    const sizes: number[] = [];
    let running = 0;
    const batches = memberBatches(async (listIds, usernames) => {
      expect(running).toBe(0);
      running += 1;
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      expect(listIds).toHaveLength(usernames.length);
      sizes.push(usernames.length);
      return usernames.length;
    });
    // One row of the old format: every member added before the reading waits.
    for (let i = 0; i < 2 * MEMBER_BATCH + 5; i += 1) batches.add(7, `u${String(i)}`);
    await batches.between();
    expect(sizes).toEqual([MEMBER_BATCH, MEMBER_BATCH]);
    expect(await batches.finish()).toBe(2 * MEMBER_BATCH + 5);
    expect(sizes).toEqual([MEMBER_BATCH, MEMBER_BATCH, 5]);
  });

  it('a failed write is thrown at the next wait, and nothing after it is written', async () => {
    let calls = 0;
    const batches = memberBatches(async () => {
      calls += 1;
      throw new Error('list changed');
    });
    for (let i = 0; i < 3 * MEMBER_BATCH; i += 1) batches.add(1, `u${String(i)}`);
    await expect(batches.between()).rejects.toThrow('list changed');
    await expect(batches.finish()).rejects.toThrow('list changed');
    expect(calls).toBe(1);
  });
});
