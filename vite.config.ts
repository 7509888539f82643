import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA lives in web/ and builds to dist/client, which the Fastify server serves.
// In development (`npm run dev`) Vite serves the SPA on PORT (3000) and proxies the API to the
// server, which then listens on API_PORT (3001).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, once, at maximum compression;
 * the server sends the one the browser accepts (@fastify/static `preCompressed`) instead of
 * compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rollcall-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json|txt|xml)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const bytes = await fs.readFile(full);
          if (bytes.length < 1024) return; // not worth a second request header's worth
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzip(bytes, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first page imports statically goes in one chunk beside the entry, instead
        // of a handful of small chunks shared with the lazy pages: one request and one gzip window
        // for first paint (decision 017).
        codeSplitting: { groups: [{ name: 'first-paint', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});
