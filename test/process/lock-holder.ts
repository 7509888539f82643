// A process that takes data-directory locks at agreed moments (lock-race.test.ts):
// `node --import tsx test/process/lock-holder.ts <base dir> <rounds> <start at, ms since epoch> [strategy]`.
// Round r tries `<base dir>/<r>` at start + r × ROUND_MS, prints "r locked" or "r refused: …",
// holds a lock it got for a moment, then releases it.
import { acquireDataDirLock } from '../../server/db/lock';

const ROUND_MS = 500;
const [base, rounds, startAt, strategy] = process.argv.slice(2) as [string, string, string, string | undefined];
for (let round = 0; round < Number(rounds); round += 1) {
  const at = Number(startAt) + round * ROUND_MS;
  while (Date.now() < at) {
    // Spin: both processes leave this loop within a millisecond of each other.
  }
  try {
    const release = await acquireDataDirLock(`${base}/${String(round)}`, strategy ? { strategy: strategy as 'socket' | 'file' } : undefined);
    console.log(`${String(round)} locked`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
  } catch (error) {
    console.log(`${String(round)} refused: ${(error as Error).message}`);
  }
}
