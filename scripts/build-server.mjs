// Bundles the server (server/main.ts and what it imports from common/) into dist/server/main.js.
// Packages stay external: node resolves them from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
