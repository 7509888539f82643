// Dumps a copy of the embedded database as plain SQL on its standard output, then exits:
//   node server/db/pglite-dump.mjs <copy of the data directory> <shared_buffers> <pg_dump options…>
// server/db/dump.ts runs it in a process of its own on a copy it made of the files, so that the
// server's process never holds a second database (decision 040). The copy is read back as after
// a crash, then dumped with PGlite's pg_dump. Plain JavaScript, so that node runs it from the
// sources and from dist alike.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { endWithParent, keepWritesPrivate, run } from './pglite-child.mjs';

const [dir, sharedBuffers, ...args] = process.argv.slice(2);
if (!dir || !sharedBuffers) {
  console.error('usage: node server/db/pglite-dump.mjs <data directory> <shared_buffers> [pg_dump options]');
  process.exit(2);
}
keepWritesPrivate();
endWithParent();
await run(async () => {
  const pg = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  let bytes;
  try {
    bytes = new Uint8Array(await (await pgDump({ pg, args })).arrayBuffer());
  } finally {
    await pg.close();
  }
  await new Promise((resolve, reject) => process.stdout.write(bytes, (error) => (error ? reject(error) : resolve(undefined))));
});
