import { PGlite, type Results } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_STATEMENTS_KEPT, nameStatementsOf } from './pglite-statements';

// PGlite's own query, kept on the prototype: what each answer is compared with.
const pgliteQuery = <T>(client: PGlite, text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
  PGlite.prototype.query.call(client, text, params, options) as Promise<Results<T>>;

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  nameStatementsOf(client);
  await client.exec(`
    create table things (id serial primary key, name text not null unique, score int, tags text[], data jsonb, seen timestamptz, ok boolean, price numeric);
    insert into things (name, score, tags, data, seen, ok, price)
      select 'thing ' || g, case when g % 7 = 0 then null else g end, array['a' || g, 'b'], jsonb_build_object('g', g, 'é', 'ü'), timestamptz '2026-01-01 00:00:00+00' + g * interval '1 hour', g % 2 = 0, g / 3.0
      from generate_series(1, 300) g;
  `);
});
afterAll(() => client.close());

const preparedCount = async () => Number((await pgliteQuery<{ n: number }>(client, `select count(*)::int as n from pg_prepared_statements where name like 'rollcall_%'`)).rows[0]!.n);

describe('the embedded database’s named statements (decision 045)', () => {
  it('answers exactly as PGlite’s own query: rows as objects or arrays, every type, nulls, counts and fields', async () => {
    const text = `select id, name, score, tags, data, seen, ok, price, $1::text as said, $2::int[] as ids from things where id > $3 order by id`;
    const params = ['café ☕ 𝄞', [3, 1, 2], 0];
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } }]) {
      const fast = await client.query(text, params, options);
      const own = await pgliteQuery(client, text, params, options);
      expect(fast).toEqual(own);
      expect(fast.rows).toHaveLength(300);
    }
    const update = `update things set score = coalesce(score, 0) + $1 where id <= $2 returning id, score`;
    const fastUpdate = await client.query(update, [1, 10]);
    const ownUpdate = await pgliteQuery(client, update, [-1, 10]);
    expect(fastUpdate.affectedRows).toBe(10);
    expect(fastUpdate.rows).toHaveLength(10);
    expect({ ...ownUpdate, rows: [] }).toEqual({ ...fastUpdate, rows: [] });
  });

  it('answers rows as PGlite does whatever their columns are named: the same name twice, or __proto__', async () => {
    for (const text of [
      `select id, name, score as id from things where things.id <= $1 order by things.id`,
      `select name as "__proto__", data, id from things where id <= $1 order by id`,
      `select data as "__proto__", id from things where id <= $1 order by id`,
    ]) {
      const fast = await client.query<Record<string, unknown>>(text, [3]);
      const own = await pgliteQuery<Record<string, unknown>>(client, text, [3]);
      expect(fast).toEqual(own);
      // Each row an ordinary object holding what PGlite's does, its keys in the same order.
      for (const [i, row] of fast.rows.entries()) {
        expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
        expect(Object.entries(row)).toEqual(Object.entries(own.rows[i]!));
      }
    }
  });

  it('parses a statement once, keeps at most PGLITE_STATEMENTS_KEPT, and still answers the one it closed', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 5; i += 1) expect((await client.query<{ n: number }>('select $1::int + 1 as n', [i])).rows[0]!.n).toBe(i + 1);
    expect(await preparedCount()).toBe(before + 1);
    for (let i = 0; i < PGLITE_STATEMENTS_KEPT + 20; i += 1) await client.query(`select $1::int + ${String(i)} as n`, [1]);
    expect(await preparedCount()).toBe(PGLITE_STATEMENTS_KEPT);
    // A union starts with a parenthesis: named too, and the others are kept.
    const union = '(select $1::int as n) union all (select $2::int as n)';
    const kept = await preparedCount();
    for (let i = 0; i < 3; i += 1) expect((await client.query<{ n: number }>(union, [1, 2])).rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await preparedCount()).toBe(kept);
    expect((await pgliteQuery<{ n: number }>(client, `select count(*)::int as n from pg_prepared_statements where statement = $1`, [union])).rows[0]!.n).toBe(1);
    // The first of those was closed to make room: asked again, it is parsed again.
    expect((await client.query<{ n: number }>('select $1::int + 0 as n', [41])).rows[0]!.n).toBe(41);
    expect(await preparedCount()).toBe(PGLITE_STATEMENTS_KEPT);
  });

  it('throws the database’s refusal with its code and constraint, keeps no statement it could not parse, and goes on', async () => {
    const refusal = await client.query('insert into things (name) values ($1)', ['thing 1']).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    const before = await preparedCount();
    await expect(client.query('select nope from things where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect(await preparedCount()).toBe(before);
    expect((await client.query<{ name: string }>('select name from things where id = $1', [2])).rows).toEqual([{ name: 'thing 2' }]);
  });

  it('answers a statement whose table changed under it', async () => {
    const text = 'select * from things where id = $1';
    expect((await client.query<{ score: unknown }>(text, [5])).rows[0]!.score).toBe(5);
    await client.exec('alter table things alter column score type text');
    expect((await client.query<{ score: unknown }>(text, [5])).rows[0]!.score).toBe('5');
    await client.exec('alter table things alter column score type int using score::int');
    // The change went through exec: every statement is parsed again, in a transaction too.
    expect((await client.transaction((tx) => tx.query<{ score: unknown }>(text, [5]))).rows[0]!.score).toBe(5);

    // A statement keeps the types of its parameters: after a column's type changed it is parsed again.
    const byScore = 'select id from things where score = $1';
    expect((await client.query<{ id: number }>(byScore, [8])).rows).toEqual([{ id: 8 }]);
    await client.exec('alter table things alter column score type text');
    expect((await client.query<{ id: number }>(byScore, ['8'])).rows).toEqual([{ id: 8 }]);
    await client.exec('alter table things alter column score type int using score::int');
  });

  it('runs a statement that fails with its own 0A000 once, not twice', async () => {
    await client.exec(`create sequence calls; create function refuse() returns int language plpgsql as $$ begin raise exception 'no' using errcode = '0A000'; end $$`);
    await expect(client.query('select nextval($1::regclass), refuse()', ['calls'])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query<{ n: string }>('select last_value::text as n from calls')).rows[0]!.n).toBe('1');
  });

  it('runs in a transaction too: rolled back on a refusal, and no other call slips in while it is open', async () => {
    const failed = client.transaction(async (tx) => {
      await tx.query('update things set score = $1 where id = $2', [-5, 3]);
      await tx.query('insert into things (name) values ($1)', ['thing 4']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await client.query<{ score: number }>('select score from things where id = $1', [3])).rows[0]!.score).not.toBe(-5);

    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('update things set score = $1 where id = $2', [777, 6]);
      inside();
      await new Promise((resolve) => setImmediate(resolve));
      order.push('transaction');
      await tx.query('update things set score = $1 where id = $2', [778, 6]);
    });
    await entered;
    const outside = client.query<{ score: number }>('select score from things where id = $1', [6]).then((result) => {
      order.push('outside');
      return result.rows[0]!.score;
    });
    await transaction;
    expect(await outside).toBe(778);
    expect(order).toEqual(['transaction', 'outside']);
  });
});
