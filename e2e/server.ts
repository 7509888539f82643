import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../server/db/open';
import { openPglite } from '../server/db/open';

const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** What the app printed so far (standard output and error). */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Serves the built app for real (`node dist/server/main.js`, as `npm start` does) on its own
 * PGlite directory. `seed` writes to that database before the server opens it (PGlite is
 * single-process, so seeding happens first). APP_URL is the exact URL the browser uses, so the
 * server's Origin check sees a same-origin browser. TRUST_PROXY lets each browser context present
 * its own client address (e2e/fixtures.ts), as people do.
 */
export async function startServer(options: { seed?: (db: Db) => Promise<void>; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-e2e-'));
  if (options.seed) {
    const database = await openPglite(dataDir);
    try {
      await database.migrate();
      await options.seed(database.db);
    } finally {
      await database.close();
    }
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '', TRUST_PROXY: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (output.includes('Rollcall is running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the app exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
