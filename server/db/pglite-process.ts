import { spawn, type ChildProcess } from 'node:child_process';

/** A child process ended: its exit code or the signal that ended it, and the start of what it said on stderr. */
export async function childEnded(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    if (stderr.length < 4_000) stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/**
 * Runs one of the PGlite scripts of server/db (pglite-initdb.mjs, pglite-dump.mjs: decision 040)
 * with node, its stdout to `stdout` (a file descriptor) if given. Its stdin is a pipe it watches:
 * when this process ends, however it ends, the child ends too. Killed after `timeoutMs`. Throws
 * `what` failed, with the one line the script printed, or the signal that ended it.
 */
export async function runPgliteScript(script: string, args: string[], options: { what: string; stdout?: number; timeoutMs: number }): Promise<void> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['pipe', options.stdout ?? 'ignore', 'pipe'] });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs);
  timer.unref();
  const { code, signal, stderr } = await childEnded(child).finally(() => clearTimeout(timer));
  if (code === 0) return;
  if (signal) {
    const why = timedOut
      ? `it took longer than ${options.timeoutMs >= 60_000 ? `${String(Math.round(options.timeoutMs / 60_000))} minutes` : `${String(options.timeoutMs / 1000)} s`}`
      : signal === 'SIGKILL'
        ? 'its process was killed (SIGKILL: most often the machine ran out of memory)'
        : `its process was ended by ${signal}`;
    throw new Error(`${options.what} failed: ${why}`);
  }
  const said = stderr.trim().split('\n').filter(Boolean).at(-1)?.slice(0, 500);
  throw new Error(`${options.what} failed${said ? `: ${said}` : ` (exit code ${String(code)})`}`);
}
