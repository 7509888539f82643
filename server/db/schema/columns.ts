import { sql, type SQL } from 'drizzle-orm';
import { customType, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column shapes many tables share. Plain functions of no table, so every schema file can use
 * them whatever order the files load in.
 */

/** `id serial primary key`. */
export function serialId() {
  return serial('id').primaryKey();
}

/** A moment, with its time zone. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was made. */
export function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

/** When the row last changed (set by the code that changes it). */
export function updatedAt() {
  return timestamptz('updated_at').notNull().defaultNow();
}

/**
 * A check's list of allowed values, written from the one array the code uses (roles, scopes):
 * `sql`${t.role} in ${oneOf(WORKSPACE_ROLES)}`` is `role in ('owner', 'editor', 'viewer')`.
 */
export function oneOf(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}

/** Bytes as they are: PGlite reads them as a Uint8Array, node-postgres as a Buffer (one too). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
