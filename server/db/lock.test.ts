import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, currentBoot, DataDirLockedError, type LockStrategy } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const lockFile = (dir: string) => path.join(dir, 'rollcall.lock');
const written = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as { pid: number; boot: string };
/** A lock file as another process would have written it. */
const plant = (dir: string, fields: { pid: number; boot?: string; hostname?: string }) =>
  fs.writeFileSync(lockFile(dir), JSON.stringify({ hostname: os.hostname(), boot: currentBoot(), startedAt: new Date().toISOString(), nonce: 'planted', ...fields }));
const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

describe.each<[string, LockStrategy]>([
  ['socket', 'socket'],
  ['file', 'file'],
])('data directory lock (%s)', (_name, strategy) => {
  const acquire = (dir: string) => acquireDataDirLock(dir, { strategy });

  it('refuses a second owner while the first holds it, naming its pid', async () => {
    const dir = tempDir();
    const release = await acquire(dir);
    expect(written(dir).pid).toBe(process.pid);
    await expect(acquire(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquire(dir)).rejects.toThrow(`already in use by another Rollcall process (pid ${String(process.pid)})`);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    plant(dir, { pid: deadPid() });
    const release = await acquire(dir);
    expect(written(dir).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  // Issue #16: after a reboot the pid in an old lock belonged to another program, and the start was refused.
  it('takes over a lock from before a reboot, even when its pid is running again', async () => {
    const dir = tempDir();
    plant(dir, { pid: process.ppid, boot: 'a boot before this one' });
    const release = await acquire(dir);
    expect(written(dir)).toMatchObject({ pid: process.pid, boot: currentBoot() });
    release();
  });

  it('releases the lock so the directory can be opened again', async () => {
    const dir = tempDir();
    const release = await acquire(dir);
    release();
    release(); // twice is once
    (await acquire(dir))();
  });
});

describe('data directory lock file (other systems)', () => {
  const acquire = (dir: string) => acquireDataDirLock(dir, { strategy: 'file' });

  it('refuses while a live process of this boot holds it', async () => {
    const dir = tempDir();
    plant(dir, { pid: process.ppid });
    await expect(acquire(dir)).rejects.toThrow(`already in use by another Rollcall process (pid ${String(process.ppid)})`);
  });

  // Issue #16: the old lock was created empty and filled after; a reader in between deleted it.
  it('never deletes a lock it cannot read, and says what to do', async () => {
    const dir = tempDir();
    for (const content of ['', '12345', '{"pid":']) {
      fs.writeFileSync(lockFile(dir), content);
      await expect(acquire(dir)).rejects.toThrow(`has a lock file that cannot be read (${lockFile(dir)}). If no Rollcall process uses this directory, remove that file and start again.`);
      expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(content);
    }
  });

  it('leaves no temporary file behind', async () => {
    const dir = tempDir();
    const release = await acquire(dir);
    await expect(acquire(dir)).rejects.toThrow(DataDirLockedError);
    release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
