import { type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { serialize, type DatabaseError } from 'pg-protocol';
import type { BackendMessage, CommandCompleteMessage, DataRowMessage, RowDescriptionMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

/**
 * The embedded database's statements, named and read fast (decision 045). PGlite's own `query`
 * parses and plans each statement again on every call, in six trips into the database, and reads
 * the answer with a reader that copies every field into a new buffer of its own: a thousand rows
 * of three columns took 3.7 ms, a four-join statement like the session's 0.48 ms (0.67 and 0.17 ms
 * here, in memory). Here a statement the app runs (a select, insert, update, delete, with or
 * values, also in parentheses, as a union starts) is parsed once under a name and then only bound
 * and executed, in one trip; its answer is read by `pg-protocol` (the PostgreSQL driver's reader,
 * which slices without copying) and shaped as PGlite's own `parseResults` does, with PGlite's type
 * parsers: rows, fields and counts are PGlite's.
 *
 * Anything else (a COPY with a file, a statement given types or a notice callback, a SET, a
 * VACUUM, a CREATE or an ALTER) goes to PGlite's `query` as before, and the named ones are
 * forgotten after it.
 */
const NAMED = /^[\s(]*(?:select|insert|update|delete|with|values)\b/i;

/** Statements kept by name at most; the one used longest ago is closed to make room. */
export const PGLITE_STATEMENTS_KEPT = 256;

/**
 * A named statement the database no longer has (26000), or whose plan it could not make again as
 * it was ("cached plan must not change result type": 0A000 from RevalidateCachedQuery; other
 * 0A000 errors are a statement's own and are not run twice).
 */
const isStale = (error: unknown) => {
  const { code, routine } = error as Partial<DatabaseError>;
  return code === '26000' || (code === '0A000' && routine === 'RevalidateCachedQuery');
};

type Statement = { name: string; parameterTypes: number[] };

/** The commands whose tag's number is rows changed (PGlite's `affectedRows`); a SELECT's is rows read. */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

export function nameStatementsOf(client: PGlite): void {
  const statements = new Map<string, Statement>();
  let made = 0;
  const originalQuery = client.query.bind(client);
  const originalTransaction = client.transaction.bind(client);

  /** Sends protocol messages (ending in Sync) and reads the answer; the database error in it, if any, thrown. */
  async function exchange(message: Buffer): Promise<BackendMessage[]> {
    const messages: BackendMessage[] = [];
    const parser = new Parser();
    // The bytes are PGlite's buffer, reused by the next call: the reader may keep a message's tail.
    await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => parser.parse(Buffer.from(bytes), (m) => void messages.push(m)) });
    const error = messages.find((m): m is DatabaseError => m.name === 'error');
    if (error) throw error;
    return messages;
  }

  /** Names no longer in `statements`, closed in the database by the next call (under the query lock). */
  let forgotten: string[] = [];
  async function closeForgotten(): Promise<void> {
    if (forgotten.length === 0) return;
    const names = forgotten;
    forgotten = [];
    // In a transaction an error ended, the database refuses the Close: those names then stay unused.
    await exchange(Buffer.concat([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()])).catch(() => undefined);
  }

  /**
   * After a statement that is not named here (a CREATE, an ALTER, a VACUUM: whatever goes to PGlite's
   * own query or exec), every named one is forgotten: a statement keeps the parameter types it was
   * parsed with, and a column's new type would refuse it for good.
   */
  function forgetAll(): void {
    for (const { name } of statements.values()) forgotten.push(name);
    statements.clear();
  }

  async function statementFor(text: string): Promise<Statement> {
    await closeForgotten();
    const kept = statements.get(text);
    if (kept) {
      statements.delete(text);
      statements.set(text, kept); // used last
      return kept;
    }
    const name = `rollcall_${String((made += 1))}`;
    const described = await exchange(Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const parameters = described.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement = { name, parameterTypes: parameters?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    if (statements.size > PGLITE_STATEMENTS_KEPT) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      forgotten.push(oldest.name);
      await closeForgotten();
    }
    return statement;
  }

  /** What PGlite's query sends for a parameter: its type's serializer's text, else its own. */
  function parameterText(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : client.serializers[type];
    return serializer ? (serializer(value) as string) : String(value);
  }

  /**
   * The answer as PGlite's `parseResults` shapes it (the test compares the two), with each
   * column's parser found once, not once per field in PGlite's dictionary of hundreds merged
   * with the caller's on every call (a fifth of a request's CPU).
   */
  function resultsOf<T>(answer: BackendMessage[], options: QueryOptions | undefined): Results<T> {
    let fields: { name: string; dataTypeID: number }[] = [];
    let parsers: ((value: string, type: number) => unknown)[] = [];
    let byPairs = false;
    /** A field's value as its column's parser reads it; null stays null. */
    const parse = (value: string | null | undefined, index: number) => (value === null || value === undefined ? null : parsers[index]!(value, fields[index]!.dataTypeID));
    const rows: unknown[] = [];
    const asArrays = options?.rowMode === 'array';
    for (const message of answer) {
      if (message.name === 'rowDescription') {
        fields = (message as RowDescriptionMessage).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
        parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID] ?? ((value: string) => value));
        // A column named __proto__ would set the row's prototype by assignment: such rows are made
        // from pairs, as PGlite's own reader makes every row.
        byPairs = fields.some(({ name }) => name === '__proto__');
      } else if (message.name === 'dataRow') {
        const values = (message as DataRowMessage).fields;
        if (asArrays) rows.push(values.map(parse));
        else if (byPairs) rows.push(Object.fromEntries(values.map((value, index) => [fields[index]!.name, parse(value, index)])));
        else {
          // Keys set one by one, in the same order for every row (one shape): Object.fromEntries of
          // pairs made a row cost more than Drizzle's mapping of an array (decision 050).
          const row: Record<string, unknown> = {};
          for (let index = 0; index < values.length; index += 1) row[fields[index]!.name] = parse(values[index], index);
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        const words = (message as CommandCompleteMessage).text.split(' ');
        const command = words[0]!;
        const rowCount = parseInt(words[words.length - 1]!, 10);
        const affectedRows = CHANGING.has(command) ? rowCount : 0;
        return { rows, fields, command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) } as Results<T>;
      }
    }
    return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
  }

  /** `mayRetry`: a stale statement is parsed again and run once more (not in a transaction, which its error ended). */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, mayRetry: boolean): Promise<Results<T>> {
    const statement = await statementFor(text);
    const values = params.map((value, index) => parameterText(value, statement.parameterTypes[index]));
    try {
      const answer = await exchange(
        Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      );
      return resultsOf<T>(answer, options);
    } catch (error) {
      if (!isStale(error)) throw error;
      statements.delete(text);
      forgotten.push(statement.name); // closed by the next call, this one's retry among them
      // In a transaction (ours, or a BEGIN sent as a statement) the error ended it: thrown.
      if (!mayRetry || client.isInTransaction()) throw error;
      return run(text, params, options, false);
    }
  }

  const named = (text: string, options?: QueryOptions) =>
    NAMED.test(text) && !options?.blob && !options?.paramTypes && !options?.serializers && !options?.onNotice;

  const originalExec = client.exec.bind(client);
  client.exec = async (text: string, options?: QueryOptions): Promise<Results[]> => {
    try {
      return await originalExec(text, options);
    } finally {
      forgetAll();
    }
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!named(text, options)) {
      try {
        return await originalQuery<T>(text, params, options);
      } finally {
        forgetAll();
      }
    }
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run<T>(text, params, options, true);
        await client.syncToFs();
        return result;
      }),
    );
  };

  // In a transaction (which holds the transaction lock), the same, without writing to disk after each.
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    originalTransaction((tx) => {
      const fast: Transaction = Object.create(tx) as Transaction;
      fast.query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> =>
        tx.closed || !named(text, options)
          ? tx.query<R>(text, params, options).finally(forgetAll)
          : client._runExclusiveQuery(() => run<R>(text, params, options, false));
      fast.exec = (text: string, options?: QueryOptions) => tx.exec(text, options).finally(forgetAll);
      return callback(fast);
    });
}
