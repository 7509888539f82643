import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runPgliteScript } from './pglite-process';

/**
 * How a PGlite script's process (initdb, the backup's dump: decision 040) says it failed: the one
 * line it printed, or what ended it, never a stack trace or "exit code null".
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-pglite-process-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const script = (name: string, body: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  return file;
};

describe('runPgliteScript', () => {
  it('resolves when the script ends well, its output in the file given', async () => {
    const out = path.join(dir, 'out.txt');
    const fd = fs.openSync(out, 'w');
    try {
      await runPgliteScript(script('ok.mjs', "process.stdout.write('dumped ' + process.argv[2]);"), ['42'], { what: 'The test', stdout: fd, timeoutMs: 60_000 });
    } finally {
      fs.closeSync(fd);
    }
    expect(fs.readFileSync(out, 'utf8')).toBe('dumped 42');
  });

  it('fails with the last line the script printed', async () => {
    const failing = script('fails.mjs', "console.error('at some frame'); console.error('No space left on device'); process.exit(1);");
    await expect(runPgliteScript(failing, [], { what: 'Creating the embedded database', timeoutMs: 60_000 })).rejects.toThrow(
      /^Creating the embedded database failed: No space left on device$/,
    );
  });

  it('says when its process was killed, as the kernel does when memory runs out', async () => {
    const killed = script('killed.mjs', "process.kill(process.pid, 'SIGKILL');");
    await expect(runPgliteScript(killed, [], { what: 'Creating the embedded database', timeoutMs: 60_000 })).rejects.toThrow(
      'Creating the embedded database failed: its process was killed (SIGKILL: most often the machine ran out of memory)',
    );
  });

  it('ends a script that takes longer than its time, and says so', async () => {
    const slow = script('slow.mjs', 'setInterval(() => {}, 1000);');
    await expect(runPgliteScript(slow, [], { what: 'The dump', timeoutMs: 200 })).rejects.toThrow('The dump failed: it took longer than 0.2 s');
  });

  it('a script ends when the process that started it dies, however it dies (pglite-child.mjs)', async () => {
    const helpers = path.resolve('server/db/pglite-child.mjs');
    const child = script('child.mjs', `import { endWithParent } from ${JSON.stringify(helpers)}; endWithParent(); setInterval(() => {}, 1000);`);
    const parent = script(
      'parent.mjs',
      `import { spawn } from 'node:child_process'; const c = spawn(process.execPath, [${JSON.stringify(child)}], { stdio: ['pipe', 'ignore', 'inherit'] }); console.log(c.pid); setInterval(() => {}, 1000);`,
    );
    const started = spawn(process.execPath, [parent], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve) => started.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      expect(alive(childPid)).toBe(true);
      started.kill('SIGKILL'); // no handler runs, no 'exit' event
      await vi.waitFor(() => expect(alive(childPid)).toBe(false), { timeout: 15_000, interval: 50 });
    } finally {
      if (alive(childPid)) process.kill(childPid, 'SIGKILL');
    }
  });
});
