import { sql, type Column, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './open';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * Whether statements are prepared by name on the server. Behind a pooler in transaction mode
 * (DATABASE_POOLER=transaction, issue #39) they are not: a named statement lives in one server
 * connection, and the pooler hands the next transaction to another, which has never heard of it.
 * Set by openPostgres, for the whole process (one app database per process). Once a database
 * behind a pooler is opened, it stays off: an unnamed statement works everywhere (only slower),
 * while a named one sent through a pooler fails, so a later direct handle in the same process (a
 * test's, a tool's) never turns it back on under the pooled one.
 */
let namedStatements = true;
export function useNamedStatements(named: boolean): void {
  if (!named) namedStatements = false;
}

/**
 * A statement that runs on most requests, built once per database handle (a transaction is a
 * handle of its own) instead of on every call: building SQL in the ORM was the largest share of
 * the server's own CPU per request (bench:load). `build` gets the name to prepare it under: on a
 * direct connection `name`, so it is also parsed once per PostgreSQL connection (a named prepared
 * statement) and, once PostgreSQL sees that a generic plan does as well, planned once; behind a
 * pooler in transaction mode the empty name, an unnamed statement parsed with each execution.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, statementName: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db, namedStatements ? name : '')));
  return statement;
}

/**
 * Columns to select, each written `as` its own key (decision 050). A statement of these answers
 * rows already shaped as the caller's object, so `rowsOf` hands them on as the driver read them,
 * without Drizzle's mapping of every field of every row (`mapResultRow`: a tenth of the thread of
 * the embedded database's GET /api/lists at 1,000 lists, issue #40). Only for columns the driver
 * reads as the app wants them (numbers, text, booleans): a timestamp would come as the driver's.
 */
export function selectedAs<T extends Record<string, Column>>(columns: T): { [K in keyof T]: SQL.Aliased<GetColumnData<T[K]>> } {
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql`${column}`.as(key)])) as { [K in keyof T]: SQL.Aliased<GetColumnData<T[K]>> };
}

/**
 * The rows of a prepared select of `selectedAs` columns, as the driver read them (see there): its
 * `all`, which both drivers' prepared queries have (node-postgres's and PGlite's) and Drizzle's
 * abstract type does not name.
 */
export async function rowsOf<T>(query: PgPreparedQuery<PreparedQueryConfig & { execute: T }>, values: Record<string, unknown>): Promise<T> {
  return (await (query as unknown as { all(values: Record<string, unknown>): Promise<unknown> }).all(values)) as T;
}
