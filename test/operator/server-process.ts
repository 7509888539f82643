import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the URL the server printed, or rejects with its output if it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code and everything printed. */
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/** Every server process started here and not yet exited (killLeftovers). */
const running = new Set<ServerProcess>();

/**
 * Runs `server/main.ts` as a real process (one node process, TypeScript loaded by tsx). Without the
 * daily backup unless asked (`DAILY_BACKUP: 'true'`, test/operator/dump-cli.test.ts): a dump at every
 * start costs seconds on a loaded 2-core machine that the tests of other things need.
 */
export function startServerProcess(env: NodeJS.ProcessEnv, options: { terminal?: boolean } = {}): ServerProcess {
  const command = [process.execPath, '--import', 'tsx', path.join(root, 'server/main.ts')];
  // On a terminal, as a person starting it by hand: util-linux `script` gives it a pseudo-terminal
  // (its output, carriage returns and all, comes back through this pipe).
  const [file, ...args] = options.terminal ? ['script', '--quiet', '--flush', '--return', '--command', command.map((part) => `'${part}'`).join(' '), '/dev/null'] : command;
  const child = spawn(file!, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DAILY_BACKUP: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /Rollcall is running at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before it was ready:\n${stdout}\n${stderr}`)));
  });
  ready.catch(() => {});
  const server = { child, ready, exited };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/**
 * Kills the server processes a file's tests left running (a test that failed or timed out before
 * stopping its server) and waits for them to go: call it in the file's afterAll. Otherwise they
 * outlive the test run, holding their data directory and a core.
 */
export async function killLeftovers(): Promise<void> {
  const left = [...running];
  for (const server of left) server.child.kill('SIGKILL');
  await Promise.all(left.map((server) => server.exited));
}
