import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closedPort } from '../support/tcp-proxy';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own: initdb into a temporary directory, a free loopback port,
 * no Unix socket, so stopping and restarting it cannot disturb anything else on the machine
 * (docs/decisions/014). As root, the server runs as the `postgres` OS user (PostgreSQL refuses
 * to run as root). fsync is off (the tests kill processes, never the machine: what a process wrote
 * survives it in the OS cache); synchronous_commit stays on, so a confirmed commit survives even an
 * immediate shutdown, as on a production server.
 */
export interface PrivatePostgres {
  /** Maintenance URL (database `postgres`, user `postgres`, trust auth on loopback). */
  url: string;
  port: number;
  /** `pg_ctl stop`: fast (sessions terminated, clean shutdown) unless told otherwise. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it if it runs and removes its files. */
  destroy(): Promise<void>;
}

/** The PostgreSQL server binaries: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions[0]) return path.join(root, versions[0], 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found: install PostgreSQL or set PG_BIN');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-faults-pg-'));
  try {
    return await initAndStart(bin, root);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

async function initAndStart(bin: string, root: string): Promise<PrivatePostgres> {
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  /** Runs a PostgreSQL binary as the postgres OS user when we are root. */
  const pg = async (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    try {
      return await run(command, commandArgs, { cwd: root, timeout: 60_000 });
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${tool} ${args.join(' ')} failed: ${(error as Error).message}\n${log}`);
    }
  };

  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
  const port = await closedPort();
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = ''`,
      'fsync = off',
      'full_page_writes = off',
      'max_connections = 50',
      'shared_buffers = 64MB',
      '',
    ].join('\n'),
  );
  let running = false;
  const handle: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pg('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']);
      running = false;
    },
    async destroy() {
      try {
        if (running) await handle.stop('immediate');
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
  try {
    await handle.start();
  } catch (error) {
    await handle.stop('immediate').catch(() => {}); // in case it came up too late for pg_ctl's wait
    throw error;
  }
  return handle;
}
