import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../operator/server-process';

export interface RunningServer extends ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Sends SIGTERM (or the given signal) and waits for the exit; removes its DATA_DIR. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A real server process (`node --import tsx server/main.ts`, never dist/) on PostgreSQL, with a
 * DATA_DIR of its own for the mail outbox.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-faults-app-'));
  const server = startServerProcess({ DATA_DIR: dataDir, ...env });
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let url: string;
  try {
    url = await server.ready;
  } catch (error) {
    removeDataDir();
    throw error;
  }
  return {
    ...server,
    // It prints localhost; it listens on HOST=127.0.0.1.
    base: url.replace('//localhost:', '//127.0.0.1:'),
    async stop(signal = 'SIGTERM') {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill(signal);
        await server.exited;
      }
      removeDataDir();
    },
  };
}

/** The session cookie (`name=value`) a login answer sets. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('rollcall_session='));
  if (!cookie) throw new Error(`no session cookie in the answer (${response.status})`);
  return cookie;
}
