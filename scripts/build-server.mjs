// Bundles the server (server/main.ts, what it imports from common/ and the packages it uses) into
// dist/server/main.js. Packages are bundled in, but for those that read their own files when they
// run (READS_OWN_FILES): node resolves those from node_modules at run time (decision 051).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The packages left out of the bundle, each because it reads files beside its own code when it
 * runs, which a bundle in dist/server would not have beside it:
 * - WASM and data files: @electric-sql/pglite, @electric-sql/pglite-tools (import.meta.url);
 * - native code: bcrypt, sharp (which loads @img/* and detect-libc itself);
 * - worker threads started from their own files: pino, thread-stream, pino-pretty;
 * - their package.json or static files: @fastify/swagger, @fastify/swagger-ui, ioredis.
 * A package is left out with everything under it (`sharp/…`). test/architecture/server-bundle.test.ts
 * fails when a bundled package reads its own files (`__dirname`, `import.meta.url`, `require.resolve`
 * and the like) and is not named here.
 */
export const READS_OWN_FILES = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-tools',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'bcrypt',
  'ioredis',
  'pino',
  'pino-pretty',
  'sharp',
  'thread-stream',
];

/** esbuild's options for the server bundle; the test above builds with them too (without writing). */
export const serverBuildOptions = {
  entryPoints: { main: 'server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: READS_OWN_FILES,
  // The CommonJS packages bundled in call `require` for node's own modules (and pg for its
  // optional pg-native): in an ES module there is none, so each output file makes one.
  banner: { js: "import { createRequire as __rollcallRequire } from 'node:module'; const require = __rollcallRequire(import.meta.url);" },
  // What the server imports only when it needs it (await import(…)) is a chunk of its own, read
  // then, with the packages it imports: not at start (decision 040).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
};

// The chunks (named by their content) of the builds before stay: a server still running from one
// of them reads its chunks when it first needs them.
// Built when run (`node scripts/build-server.mjs`, also through a link), not when imported.
const run = process.argv[1] ? fs.realpathSync(process.argv[1]) : null;
if (run === fs.realpathSync(fileURLToPath(import.meta.url))) await build(serverBuildOptions);
