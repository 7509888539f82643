// Bundles the server (server/main.ts and what it imports from common/) into dist/server/main.js.
// Packages stay external: node resolves them from node_modules at run time.
import { build } from 'esbuild';

// The chunks (named by their content) of the builds before stay: a server still running from one
// of them reads its chunks when it first needs them.

await build({
  entryPoints: { main: 'server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // What the server imports only when it needs it (await import(…)) is a chunk of its own, read
  // then, with the packages it imports: not at start (decision 040).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
});
