import type { Db } from './open';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement that runs on most requests, built once per database handle (a transaction is a
 * handle of its own) instead of on every call: building SQL in the ORM was the largest share of
 * the server's own CPU per request (bench:load). Built with `.prepare(name)`, it is also parsed
 * once per PostgreSQL connection (a named prepared statement) and, once PostgreSQL sees that a
 * generic plan does as well, planned once.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db)));
  return statement;
}
