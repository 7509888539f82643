// A process that takes data-directory locks when told to (lock-race.test.ts):
// `node --import tsx test/operator/lock-holder.ts <base dir> [strategy]`.
// It prints "ready" once loaded, then reads lines on standard input:
// - `go <r> <at>`: spins until <at> (ms since epoch), tries to lock `<base dir>/<r>`, prints
//   "<r> locked" or "<r> refused: …", and holds a lock it got…
// - `release <r>`: …until told to let it go (the test does once both processes have answered).
// - `end`: exits.
import readline from 'node:readline';
import { acquireDataDirLock, type LockStrategy } from '../../server/db/lock';

const [base, strategy] = process.argv.slice(2) as [string, LockStrategy | undefined];
const held = new Map<string, () => void>();
const input = readline.createInterface({ input: process.stdin });
console.log('ready');
for await (const line of input) {
  const [command, round, at] = line.split(' ') as [string, string, string];
  if (command === 'end') break;
  if (command === 'release') {
    held.get(round)?.();
    held.delete(round);
    continue;
  }
  while (Date.now() < Number(at)) {
    // Spin: both processes leave this loop within a millisecond of each other.
  }
  try {
    held.set(round, await acquireDataDirLock(`${base}/${round}`, strategy ? { strategy } : undefined));
    console.log(`${round} locked`);
  } catch (error) {
    console.log(`${round} refused: ${(error as Error).message}`);
  }
}
for (const release of held.values()) release();
input.close();
