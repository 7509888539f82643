import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run test:server` runs on a fresh clone, before anything is built or generated. The test
// runner reads the nearest tsconfig.json of every test file, and fails the file if that tsconfig
// extends one that is not there yet (WXT writes .wxt/tsconfig.json only on `wxt prepare`). So each
// tsconfig.json in the repository may extend only files the repository holds.
const root = path.resolve(import.meta.dirname, '../..');
const tracked = new Set(execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean));

/** tsconfig.json allows comments; its `extends` is read without them. */
function extendsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const value = (JSON.parse(text) as { extends?: string | string[] }).extends;
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

describe('a fresh clone', () => {
  const configs = [...tracked].filter((file) => path.basename(file) === 'tsconfig.json');

  it('finds the project tsconfig files', () => {
    expect(configs).toEqual(expect.arrayContaining(['tsconfig.json', 'web/tsconfig.json', 'extension/tsconfig.json']));
  });

  it.each(configs)('%s extends only files the repository holds', (file) => {
    for (const target of extendsOf(file)) {
      if (!target.startsWith('.')) continue; // a package's config, installed by npm ci
      const resolved = path.relative(root, path.resolve(root, path.dirname(file), target));
      expect(tracked, `${file} extends ${target}, which a fresh clone does not have`).toContain(resolved);
    }
  });
});
