// Creates an empty embedded database (PostgreSQL's initdb, run by PGlite), then exits:
//   node server/db/pglite-initdb.mjs <new directory> <shared_buffers>
// server/db/open.ts runs it in a process of its own: initdb needs about 750 MiB for three seconds,
// which the server's process would keep as its own (WebAssembly memory is not given back), and a
// server at rest needs a third of that (decision 040). Plain JavaScript, so that node runs it from
// the sources and from dist alike.
import { PGlite } from '@electric-sql/pglite';
import { endWithParent, keepWritesPrivate, run } from './pglite-child.mjs';

const [dir, sharedBuffers] = process.argv.slice(2);
if (!dir || !sharedBuffers) {
  console.error('usage: node server/db/pglite-initdb.mjs <new directory> <shared_buffers>');
  process.exit(2);
}
keepWritesPrivate();
endWithParent();
await run(async () => {
  // initdb's --set writes the setting into postgresql.conf and uses it while it builds the
  // catalogs: 200 MiB less than its default of 128MB of shared buffers.
  const pg = await PGlite.create({ dataDir: dir, initDbStartParams: ['--set', `shared_buffers=${sharedBuffers}`] });
  await pg.close();
});
