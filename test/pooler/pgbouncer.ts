import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's PgBouncer (`apt-get install -y pgbouncer`; .ci/run installs it). */
const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface RunningPgBouncer {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`: the pooled address of `database`. */
  urlOf(database: string): string;
  /**
   * Stops it at once (SIGTERM: PgBouncer's immediate shutdown, every client and server connection
   * dropped, as when it crashes or its machine is replaced), then starts it again on the same port.
   */
  restart(): Promise<void>;
  /** Its configuration file (the last word of its command line). */
  configFile: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real PgBouncer in transaction mode, on a free port, in front of the machine's PostgreSQL at
 * 127.0.0.1:5432 (user postgres, trusted as CI's is): few server connections, so consecutive
 * transactions of one client connection land on different server connections, as in production.
 * Run as the postgres OS user when we are root (PgBouncer refuses root).
 */
export async function startPgBouncer(options: { serverConnections?: number } = {}): Promise<RunningPgBouncer> {
  if (!fs.existsSync(PGBOUNCER)) throw new Error(`${PGBOUNCER} is missing: apt-get install -y pgbouncer (.ci/run does)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-pgbouncer-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      '* = host=127.0.0.1 port=5432',
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${String(port)}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${String(options.serverConnections ?? 3)}`,
      'max_client_conn = 200',
      // node-postgres sends none of these, psql and pg_dump some.
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres', dir]);
  const args = [path.join(dir, 'pgbouncer.ini')];
  let child: ChildProcess;
  let exited: Promise<void>;
  const start = async () => {
    child = asRoot ? spawn('runuser', ['-u', 'postgres', '--', PGBOUNCER, ...args], { stdio: 'ignore' }) : spawn(PGBOUNCER, args, { stdio: 'ignore' });
    const started = child;
    exited = new Promise<void>((resolve) => started.on('exit', () => resolve()));
    // Ready when it accepts a connection.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (open) break;
      if (started.exitCode !== null || Date.now() > deadline) {
        const log = fs.existsSync(path.join(dir, 'pgbouncer.log')) ? fs.readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8') : '';
        throw new Error(`PgBouncer did not start on ${String(port)}:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  await start();
  return {
    urlOf: (database) => `postgres://postgres@127.0.0.1:${String(port)}/${database}`,
    async restart() {
      await kill();
      await start();
    },
    configFile: args[0]!,
    async stop() {
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
