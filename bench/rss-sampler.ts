import { Worker } from 'node:worker_threads';

/**
 * The process's RSS, its peak sampled every 10 ms by a thread whose timers the main thread's work
 * cannot hold up (bench:million's CSV and bench:lists's shoots: issue #40's "RSS rises by at most
 * 150 MiB"). `reset` starts a new peak from now; `read` gives the peak since and the RSS now, in bytes.
 */
export function startRssSampler() {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const fs = require('node:fs');
     const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
     let peak = 0;
     setInterval(() => { peak = Math.max(peak, rss()); }, 10);
     parentPort.on('message', (m) => { if (m === 'reset') peak = rss(); parentPort.postMessage({ peak: Math.max(peak, rss()), now: rss() }); });`,
    { eval: true },
  );
  return {
    read: (message: 'reset' | 'read') =>
      new Promise<{ peak: number; now: number }>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(message);
      }),
    stop: () => worker.terminate(),
  };
}
