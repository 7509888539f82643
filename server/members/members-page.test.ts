import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { recordStatements, type RecordedQuery } from '../../test/support/db-statements';
import { createUser } from '../../test/support/factories';
import type { Db } from '../db/open';
import { listMyMembers, listsHolding } from './members-service';

/**
 * The members screen reads my members a page at a time. A page must cost what the page holds,
 * not what everybody else holds: before migration 0007 PostgreSQL walked every member in id order
 * and checked each one's list, so a user whose members came after many others' read all of those
 * first, on every page (bench:load found it). Checked on the plan the database really runs: the
 * rows it reads from list_members for one page.
 */

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function rowsReadFrom(table: string, node: PlanNode): number {
  const own = node['Relation Name'] === table ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadFrom(table, child), 0);
}

async function explain(db: Db, statement: RecordedQuery): Promise<PlanNode> {
  const driver = (db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const { rows } = await driver.query(`explain (analyze, format json) ${statement.text}`, statement.params);
  const plan = Object.values(rows[0]!)[0];
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
}

describe('the members screen, a page at a time', () => {
  const t = useTestApp();

  it('reads only the page from list_members, however many members other users have before mine', async () => {
    const someoneElse = await createUser(t.db);
    const me = await createUser(t.db);
    await t.db.execute(sql`insert into lists (name, workspace_id) values ('Theirs', ${someoneElse.id}), ('Mine A', ${me.id}), ('Mine B', ${me.id})`);
    // Their 5,000 members come first in id order, then my 300 across my two lists.
    await t.db.execute(sql`insert into list_members (list_id, username)
      select l.id, 'them_' || g from lists l, generate_series(1, 5000) g where l.workspace_id = ${someoneElse.id}`);
    await t.db.execute(sql`insert into list_members (list_id, username)
      select l.id, 'me_' || l.id || '_' || g from lists l, generate_series(1, 150) g where l.workspace_id = ${me.id}`);
    await t.db.execute(sql`analyze`);

    const { result: first, queries: statements } = await recordStatements(t.database, () => listMyMembers(t.db, me.id, { limit: 50 }));
    // The page itself is right: my first 50 in id order, all 300 counted.
    expect(first.total).toBe(300);
    expect(first.members).toHaveLength(50);
    expect(first.members.every((member) => member.username.startsWith('me_'))).toBe(true);
    expect(first.members.map((member) => member.id)).toEqual([...first.members.map((member) => member.id)].sort((a, b) => a - b));

    const pageQuery = statements.find((statement) => /order by/i.test(statement.text) && /limit/i.test(statement.text));
    expect(pageQuery).toBeDefined();
    // 50 rows and the one that says there is a next page.
    expect(rowsReadFrom('list_members', await explain(t.db, pageQuery!))).toBeLessThanOrEqual(51);

    // The next page too, from its cursor.
    const { queries: next } = await recordStatements(t.database, () => listMyMembers(t.db, me.id, { limit: 50, after: first.nextAfter! }));
    const nextQuery = next.find((statement) => /order by/i.test(statement.text) && /limit/i.test(statement.text))!;
    expect(rowsReadFrom('list_members', await explain(t.db, nextQuery))).toBeLessThanOrEqual(51);
  });

  it("finds which of my lists hold a handle without reading everyone else's rows of it (the extension's lookup, migration 0019)", async () => {
    const me = await createUser(t.db);
    const others = await Promise.all(Array.from({ length: 3 }, () => createUser(t.db)));
    for (const other of others) await t.db.execute(sql`insert into lists (name, workspace_id) select 'L' || g, ${other.id} from generate_series(1, 400) g`);
    await t.db.execute(sql`insert into lists (name, workspace_id) values ('Mine A', ${me.id}), ('Mine B', ${me.id}), ('Mine C', ${me.id})`);
    // A popular handle: in 1,200 lists of others, and in two of my three.
    await t.db.execute(sql`insert into list_members (list_id, username) select id, 'famous' from lists where workspace_id <> ${me.id} and name like 'L%'`);
    await t.db.execute(sql`insert into list_members (list_id, username) select id, 'Famous' from lists where workspace_id = ${me.id} and name in ('Mine A', 'Mine C')`);
    await t.db.execute(sql`insert into list_members (list_id, username) select l.id, 'x_' || g from lists l, generate_series(1, 20) g`);
    await t.db.execute(sql`analyze`);

    const { result: found, queries: statements } = await recordStatements(t.database, () => listsHolding(t.db, me.id, 'FAMOUS'));
    expect(found.map((list) => list.name)).toEqual(['Mine A', 'Mine C']);
    const lookup = statements.find((statement) => /lower/i.test(statement.text))!;
    const plan = await explain(t.db, lookup);
    expect(rowsReadFrom('list_members', plan)).toBeLessThanOrEqual(2);
    // One range of the (workspace_id, lower(username)) index: not a probe per list of mine, not the handle's rows of every user.
    const indexes = (node: PlanNode): string[] => [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexes)];
    expect(indexes(plan)).toContain('list_members_workspace_username_lower_idx');
  });

  it('fills in the owner of a member row written without one, and refuses an owner that is not the list’s', async () => {
    const owner = await createUser(t.db);
    const intruder = await createUser(t.db);
    const { rows } = await t.db.execute<{ id: number }>(sql`insert into lists (name, workspace_id) values ('L', ${owner.id}) returning id`);
    const listId = rows[0]!.id;
    const inserted = await t.db.execute<{ workspace_id: number }>(sql`insert into list_members (list_id, username) values (${listId}, 'plain') returning workspace_id`);
    expect(inserted.rows[0]!.workspace_id).toBe(owner.id);
    const refused = await t.db
      .execute(sql`insert into list_members (list_id, workspace_id, username) values (${listId}, ${intruder.id}, 'sneaky')`)
      .then(() => null, (error: { code?: string; cause?: { code?: string } }) => error.code ?? error.cause?.code);
    expect(refused).toBe('23503');
  });

  it('deletes a list by one index descent into its members, however many members its owner has', async () => {
    // The foreign key's cascade runs this statement once per deleted list, planned generically
    // (PostgreSQL's own text for it). Without an index leading with both columns it ANDed the
    // owner's whole range with the list's: a replace import of 1,000 lists took 12 s (bench:csv).
    const owner = await createUser(t.db);
    await t.db.execute(sql`insert into lists (name, workspace_id) select 'L' || g, ${owner.id} from generate_series(1, 40) g`);
    await t.db.execute(sql`insert into list_members (list_id, username)
      select l.id, 'm_' || l.id || '_' || g from lists l, generate_series(1, 100) g where l.workspace_id = ${owner.id}`);
    const [first] = (await t.db.execute<{ id: number }>(sql`select min(id) as id from lists where workspace_id = ${owner.id}`)).rows;
    // On one connection, in a transaction rolled back at the end (EXPLAIN ANALYZE runs the delete).
    let root: PlanNode | undefined;
    const planned = t.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = 'force_generic_plan'`);
      await tx.execute(sql.raw('prepare cascade_lookup (int, int) as delete from only list_members where $1 operator(pg_catalog.=) list_id and $2 operator(pg_catalog.=) workspace_id'));
      const { rows } = await tx.execute<Record<string, unknown>>(sql.raw(`explain (analyze, format json) execute cascade_lookup(${Number(first!.id)}, ${owner.id})`));
      const plan = Object.values(rows[0]!)[0];
      root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
      // A prepared statement outlives a rollback, on a connection a pooler lends others next.
      await tx.execute(sql`deallocate cascade_lookup`);
      tx.rollback();
    });
    await expect(planned).rejects.toBeInstanceOf(TransactionRollbackError);
    // Index entries and rows of list_members read: the list's 100 (and their heap rows), not the owner's 4,000.
    const read = (node: PlanNode & { 'Index Name'?: string }): number =>
      (node['Relation Name'] === 'list_members' || node['Index Name']?.startsWith('list_members') ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0) +
      (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
    expect(read(root!)).toBeLessThanOrEqual(200);
    expect((await t.db.execute(sql`select count(*)::int as n from list_members where list_id = ${first!.id}`)).rows).toEqual([{ n: 100 }]);
  });
});
