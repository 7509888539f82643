import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, PGLITE_SHARED_BUFFERS } from './open';

/**
 * The embedded database on disk as `npm start` opens it (issue #40, decision 040): made by initdb
 * in a process of its own, whole or not at all, and opened with small shared buffers.
 */
const made: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-open-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openPglite on disk', () => {
  it('creates a new database, migrates it and opens it again, with its shared buffers at PGLITE_SHARED_BUFFERS or as asked', async () => {
    const dataDir = newDataDir();
    let database = await openPglite(dataDir);
    await database.migrate();
    await database.db.execute(sql`insert into users (email, username, password_hash) values ('kept@example.com', 'kept', 'x')`);
    await database.close();
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite']);

    database = await openPglite(dataDir);
    try {
      const { rows } = await database.db.execute<{ email: string }>(sql`select email from users`);
      expect(rows.map((row) => row.email)).toEqual(['kept@example.com']);
      const setting = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(setting.rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await database.close();
    }

    // PGLITE_SHARED_BUFFERS_MB, for an operator with memory to spare.
    database = await openPglite(dataDir, { sharedBuffersMb: 24 });
    try {
      const setting = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(setting.rows[0]!.shared_buffers).toBe('24MB');
    } finally {
      await database.close();
    }
  });

  it('removes what a start killed while creating the database, or a dump killed while copying it, left behind', async () => {
    const dataDir = newDataDir();
    for (const leftover of ['pglite.initdb-0a1b2c3d4e5f', '.pglite-copy-Xy12Ab']) {
      fs.mkdirSync(path.join(dataDir, leftover, 'base'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, leftover, 'PG_VERSION'), '18\n');
    }
    const database = await openPglite(dataDir);
    try {
      await database.ping();
      expect(fs.readdirSync(dataDir).filter((name) => name.includes('pglite')).sort()).toEqual(['pglite']);
    } finally {
      await database.close();
    }
  });

  it('creates the database in an empty pglite directory too (one a person made by hand)', async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    const database = await openPglite(dataDir);
    try {
      await database.ping();
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
