import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_PROCESS, serverTestFiles } from '../../vitest.config';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server's test files share their worker's modules, but for OWN_PROCESS (vitest.config.ts says
 * why). These fail when a file that replaces a module would share its worker with others (the
 * replacement would reach them), and when OWN_PROCESS names a file that is not there. A file that
 * sets the process umask, through the app, needs no such check: Node refuses it in a thread, and
 * the file fails with "Setting process.umask() is not supported in workers".
 */
describe('which server test files run in a process of their own (vitest.config.ts)', () => {
  const all = serverTestFiles();
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

  it('names only server test files that exist', () => {
    for (const file of Object.keys(OWN_PROCESS)) expect(all, file).toContain(file);
  });

  it('takes every file that replaces a module (vi.mock, vi.doMock)', () => {
    const mustOwn = all.filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(read(file)));
    expect(mustOwn.length).toBeGreaterThan(0);
    expect(mustOwn.filter((file) => !(file in OWN_PROCESS))).toEqual([]);
  });
});
