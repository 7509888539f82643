import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { READS_OWN_FILES, serverBuildOptions } from '../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** What a package writes to find files beside its own code: in dist/server they would not be there. */
const OWN_FILES = /\b__dirname\b|\b__filename\b|\bimport\.meta\.(?:url|dirname|filename|resolve)\b|\brequire\.(?:resolve|main)\b|\bmodule\.(?:filename|paths)\b/;

/** The bundle's inputs, built (without writing) with the server's options, or with other packages left out. */
async function bundleInputs(external = serverBuildOptions.external): Promise<Metafile['inputs']> {
  const result = await build({ ...serverBuildOptions, external, absWorkingDir: root, write: false, metafile: true, logLevel: 'silent' });
  return result.metafile!.inputs;
}
/** The server's own bundle, built once for the tests that read it. */
let built: Promise<Metafile['inputs']> | undefined;
const serverBundleInputs = () => (built ??= bundleInputs());

/** Where `require` finds `name`, or null (an optional package such as pg-native: missing from both or neither). */
function resolvedBy(require: NodeJS.Require, name: string): string | null {
  try {
    return require.resolve(name);
  } catch {
    return null;
  }
}

/** The package a file is in: the innermost one (`fastify/node_modules/semver/…` is semver). */
const packageOf = (file: string) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? null;

/**
 * The server bundle (decision 051): packages are bundled into dist/server, but for those that read
 * their own files when they run, which node resolves from node_modules. A package that finds files
 * beside its code would look for them in dist/server once bundled, and fail only when that code
 * runs: this finds it at build time instead.
 */
describe('the server bundle', () => {
  it('leaves out every package that reads its own files, and bundles the rest', async () => {
    const inputs = await serverBundleInputs();
    const bundled = new Set<string>();
    const readingOwnFiles = new Set<string>();
    for (const file of Object.keys(inputs)) {
      const name = packageOf(file);
      if (!name) continue;
      bundled.add(name);
      if (OWN_FILES.test(fs.readFileSync(path.join(root, file), 'utf8'))) readingOwnFiles.add(name);
    }
    expect([...readingOwnFiles]).toEqual([]);
    // Bundled, not resolved file by file at start: the packages of the first request.
    for (const name of ['fastify', 'zod', 'drizzle-orm', 'find-my-way']) expect(bundled).toContain(name);
    for (const name of READS_OWN_FILES) expect(bundled).not.toContain(name);
  }, 60_000);

  it('finds each package it leaves out where the package that imports it would', async () => {
    // node resolves a left-out package from dist/server: the copy there must be the one its importer would get.
    const inputs = await serverBundleInputs();
    const fromBundle = createRequire(path.join(root, 'dist/server/main.js'));
    const checked: string[] = [];
    for (const [file, input] of Object.entries(inputs)) {
      for (const { path: name, external } of input.imports) {
        if (!external || name.startsWith('node:') || isBuiltin(name)) continue;
        expect(resolvedBy(fromBundle, name), `${name} imported by ${file}`).toBe(resolvedBy(createRequire(path.join(root, file)), name));
        checked.push(name);
      }
    }
    expect(checked).toContain('@electric-sql/pglite');
  }, 60_000);

  it('would find a package that reads its own files if it were bundled', async () => {
    const inputs = await bundleInputs(READS_OWN_FILES.filter((name) => name !== 'ioredis'));
    const ioredis = Object.keys(inputs).filter((file) => packageOf(file) === 'ioredis');
    expect(ioredis.some((file) => OWN_FILES.test(fs.readFileSync(path.join(root, file), 'utf8')))).toBe(true);
  }, 60_000);
});
