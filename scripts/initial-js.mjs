// The JavaScript a browser loads for the first page before anything else: the scripts and
// module preloads index.html names. Shared by bench/startup.mjs (prints it) and the bundle test
// (keeps it within the home route's budget).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** @param {string} clientDir the built SPA (dist/client) */
export function initialJs(clientDir) {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]);
  return files.map((file) => {
    const bytes = fs.readFileSync(path.join(clientDir, file));
    return { file, text: bytes.toString('utf8'), raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
}
