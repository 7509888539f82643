import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../server/db/open';

/** A statement as the driver was given it: its SQL text and its parameters. */
export interface RecordedQuery {
  text: string;
  params: unknown[];
}

/**
 * Runs `run` and records every statement it sends the database, at the driver: PGlite's `query`,
 * `exec` and `transaction` (with the BEGIN and COMMIT it sends itself), or pg's pool and the
 * clients it lends. One entry per round trip, in order. For tests that
 * compare the work two paths do (issue #33: registering a new and an existing e-mail), never their
 * time.
 *
 * Only what `run` sends, followed through its awaits (AsyncLocalStorage): the app's background
 * passes start when it gets ready and may send statements at the same time (a registration once
 * recorded a purge's two statements in CI), and those are not the recorded code's work.
 * `statements` are the texts with their white space folded; `queries` keep the texts as sent and
 * their parameters (to EXPLAIN a statement as it ran).
 */
export async function recordStatements<T>(
  database: Database,
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[]; queries: RecordedQuery[] }> {
  const queries: RecordedQuery[] = [];
  const recording = new AsyncLocalStorage<RecordedQuery[]>();
  const record = (query: unknown, params?: unknown) => {
    if (recording.getStore() !== queries) return;
    const config = typeof query === 'object' && query !== null ? (query as { text?: unknown; values?: unknown }) : undefined;
    const values = config?.values ?? params;
    queries.push({ text: String(config ? config.text : query), params: Array.isArray(values) ? values : [] });
  };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client as unknown as Record<string, (...args: unknown[]) => unknown>;
  const patched: { name: string; own: PropertyDescriptor | undefined }[] = [];
  /**
   * Replaces a method of the driver's client on the instance, and puts back what was there at the
   * end: on PGlite the app's own wrappers (server/db/pglite-statements.ts), not PGlite's methods.
   */
  const patch = (name: string, replace: (original: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown) => {
    patched.push({ name, own: Object.getOwnPropertyDescriptor(client, name) });
    const original = client[name]!.bind(client);
    client[name] = replace(original);
  };

  if (database.kind === 'pglite') {
    patch('query', (query) => (...args) => (record(args[0], args[1]), query(...args)));
    patch('exec', (exec) => (...args) => (record(args[0]), exec(...args)));
    patch('transaction', (transaction) => (callback) => {
      record('BEGIN');
      return transaction(async (tx: Transaction) => {
        const counted: Transaction = {
          ...tx,
          query: (query, params, options) => (record(query, params), tx.query(query, params, options)),
          sql: (strings, ...params) => (record(strings.join('?'), params), tx.sql(strings, ...params)),
          exec: (query, options) => (record(query), tx.exec(query, options)),
          rollback: () => (record('ROLLBACK'), tx.rollback()),
          get closed() {
            return tx.closed;
          },
        };
        try {
          const result = await (callback as (tx: Transaction) => Promise<unknown>)(counted);
          if (!tx.closed) record('COMMIT');
          return result;
        } catch (error) {
          if (!tx.closed) record('ROLLBACK');
          throw error;
        }
      });
    });
  } else {
    // Every statement goes through a client the pool lends (its own `query` too): each client is
    // wrapped once while recording. A callback waiting for a client is called by whoever releases
    // one: bound here, it runs in its caller's context, so the statement it sends is the caller's.
    const wrapped = new WeakSet<object>();
    const wrapClient = (pooled: pg.PoolClient) => {
      if (wrapped.has(pooled)) return;
      wrapped.add(pooled);
      const query = pooled.query.bind(pooled) as (...args: unknown[]) => unknown;
      (pooled as { query: unknown }).query = (...args: unknown[]) => (record(args[0], args[1]), query(...args));
    };
    patch('connect', (connect) => (...args) => {
      const callback = args.at(-1);
      if (typeof callback !== 'function') return (connect(...args) as Promise<pg.PoolClient>).then((pooled) => (wrapClient(pooled), pooled));
      return connect(
        ...args.slice(0, -1),
        AsyncResource.bind((error: Error | undefined, pooled: pg.PoolClient | undefined, done: unknown) => {
          if (pooled) wrapClient(pooled);
          (callback as (...callbackArgs: unknown[]) => void)(error, pooled, done);
        }),
      );
    });
  }

  try {
    const result = await recording.run(queries, run);
    return { result, statements: queries.map((query) => query.text.replace(/\s+/g, ' ').trim()), queries };
  } finally {
    for (const { name, own } of patched.splice(0).reverse()) {
      if (own) Object.defineProperty(client, name, own);
      else delete client[name];
    }
  }
}
