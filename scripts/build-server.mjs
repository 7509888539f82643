// Bundles the server (server/main.ts and what it imports from common/) into dist/server/main.js.
// Packages stay external: node resolves them from node_modules at run time.
import fs from 'node:fs';
import { build } from 'esbuild';

// Chunks are named by their content: the last build's would stay beside this one's.
fs.rmSync('dist/server', { recursive: true, force: true });

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
