import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SNAPSHOTS_KEPT, TRASH_MAX_LISTS, TRASH_TEXTS } from '../../common/trash';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { purgeTrash } from './purge';

const CSV = { 'content-type': 'text/csv' };
const csvOf = (rows: [string, string][]) => `"List Name","Members"\n${rows.map(([name, members]) => `"${name}","${members}"`).join('\n')}`;

describe('the Trash and import snapshots', () => {
  const t = useTestApp();
  let plans = 100;

  async function person(maxlist: number | null = null) {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: (plans += 1), maxlist });
    const c = client(t.app);
    c.cookie = cookie;
    return { user, c };
  }

  async function listWith(c: ReturnType<typeof client>, name: string, handles: string[]): Promise<number> {
    const id = (await c.post('/api/lists', { name })).json().id as number;
    if (handles.length) await c.post(`/api/lists/${id}/members/bulk`, { text: handles.join(' ') });
    return id;
  }

  const names = async (c: ReturnType<typeof client>) => ((await c.get('/api/lists')).json().lists as { name: string }[]).map((l) => l.name);
  const exportOf = async (c: ReturnType<typeof client>) => {
    const response = await c.get('/api/export');
    return response.statusCode === 200 ? response.body : `HTTP ${String(response.statusCode)}`;
  };

  it('moves a deleted list with its members to the Trash, out of every screen, and restores it exactly', async () => {
    const { c } = await person();
    const keep = await listWith(c, 'Keep', ['kim']);
    const gone = await listWith(c, 'Giveaway', ['zed_secret', 'amy', 'bob']);
    const before = await exportOf(c);
    const membersBefore = (await c.get(`/api/lists/${gone}/members`)).json().members;

    expect((await c.delete(`/api/lists/${gone}`)).statusCode).toBe(204);
    // Gone from the lists (and the plan's count), the members screen, the suggestions, the shoot, the export.
    const lists = (await c.get('/api/lists')).json();
    expect(lists.lists.map((l: { name: string }) => l.name)).toEqual(['Keep']);
    expect(lists.quota.used).toBe(1);
    expect((await c.get('/api/members?search=zed')).json().members).toEqual([]);
    expect((await c.get('/api/members/suggest?q=zed')).json()).toEqual({ usernames: [] });
    expect((await c.get(`/api/lists/${gone}/members`)).statusCode).toBe(404);
    expect((await c.post('/api/shoot', { listIds: [gone], count: 1 })).statusCode).toBe(404);
    expect((await c.post('/api/export/selected', { listIds: [gone] })).statusCode).toBe(404);
    expect((await c.patch(`/api/lists/${gone}`, { name: 'Renamed' })).statusCode).toBe(404);
    expect(await exportOf(c)).not.toContain('zed_secret');

    // In the Trash, with its count and the day the purge takes it.
    const trash = (await c.get('/api/trash')).json();
    expect(trash.retentionDays).toBe(30);
    expect(trash.lists).toHaveLength(1);
    const [entry] = trash.lists;
    expect(entry).toMatchObject({ id: gone, name: 'Giveaway', memberCount: 3 });
    expect(new Date(entry.purgeAt).getTime() - new Date(entry.removedAt).getTime()).toBe(30 * 24 * 3600 * 1000);

    // Restore: the same list, the same members (ids, dates, order), the same export byte for byte.
    const restored = await c.post(`/api/trash/${gone}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: gone, name: 'Giveaway', memberCount: 3 });
    expect((await c.get(`/api/lists/${gone}/members`)).json().members).toEqual(membersBefore);
    expect(await exportOf(c)).toBe(before);
    expect((await c.get('/api/trash')).json().lists).toEqual([]);
    expect(await names(c)).toEqual(['Keep', 'Giveaway']);
    expect(keep).toBeLessThan(gone);
  });

  it(`keeps the last ${String(TRASH_MAX_LISTS)} lists in the Trash: one more deletes the oldest for good`, async () => {
    const { user, c } = await person();
    await t.db.execute(sql`
      insert into lists (name, workspace_id, removed_at)
      select 'Old ' || n, ${user.id}, now() - make_interval(mins => n) from generate_series(1, ${TRASH_MAX_LISTS}) as n`);
    const oldest = `Old ${String(TRASH_MAX_LISTS)}`;
    const fresh = await listWith(c, 'Fresh', ['f1']);
    expect((await c.delete(`/api/lists/${fresh}`)).statusCode).toBe(204);
    const names = ((await c.get('/api/trash')).json().lists as { name: string }[]).map((l) => l.name);
    expect(names).toHaveLength(TRASH_MAX_LISTS);
    expect(names[0]).toBe('Fresh');
    expect(names).not.toContain(oldest);
    expect(names).toContain(`Old ${String(TRASH_MAX_LISTS - 1)}`);
  });

  it('keeps a list in the Trash when restoring it would go over the plan, and says so', async () => {
    const { user, c } = await person(1);
    const first = await listWith(c, 'First', ['a1']);
    await c.delete(`/api/lists/${first}`);
    // Trashed lists do not count: there is room for another.
    expect((await c.post('/api/lists', { name: 'Second' })).statusCode).toBe(201);
    const refused = await c.post(`/api/trash/${first}/restore`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TRASH_TEXTS.overLimit('First', 1));
    expect((await c.get('/api/trash')).json().lists.map((l: { id: number }) => l.id)).toEqual([first]);
    expect(await names(c)).toEqual(['Second']);
    const [row] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from removed_list_members r join lists l on l.id = r.list_id where l.workspace_id = ${user.id}`)).rows;
    expect(Number(row!.n)).toBe(1);
  });

  it('deletes for good one list or the whole Trash, and never a list that is not in it', async () => {
    const { c } = await person();
    const a = await listWith(c, 'A', ['a1', 'a2']);
    const b = await listWith(c, 'B', ['b1']);
    const live = await listWith(c, 'Live', ['l1']);
    await c.delete(`/api/lists/${a}`);
    await c.delete(`/api/lists/${b}`);
    // A live list is not the Trash's to delete.
    expect((await c.delete(`/api/trash/${live}`)).statusCode).toBe(404);
    expect((await c.delete(`/api/trash/${a}`)).statusCode).toBe(204);
    const gone = await c.post(`/api/trash/${a}/restore`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ code: 'NOT_IN_TRASH', message: TRASH_TEXTS.notInTrash });
    expect((await t.db.execute(sql`select 1 from lists where id = ${a}`)).rows).toEqual([]);
    expect((await t.db.execute(sql`select 1 from removed_list_members where list_id = ${a}`)).rows).toEqual([]);
    expect((await c.delete('/api/trash')).json()).toEqual({ deleted: 1 });
    expect((await c.get('/api/trash')).json().lists).toEqual([]);
    expect(await names(c)).toEqual(['Live']);
  });

  it('empties only what the page showed: a list deleted since (its Undo still on offer) stays', async () => {
    const { c } = await person();
    const shown = await listWith(c, 'Shown', ['s1']);
    const later = await listWith(c, 'Later', ['l1']);
    await c.delete(`/api/lists/${shown}`);
    const through = (await c.get('/api/trash')).json().lists[0].removedAt as string;
    await c.delete(`/api/lists/${later}`);
    expect((await c.delete(`/api/trash?through=${encodeURIComponent(through)}`)).json()).toEqual({ deleted: 1 });
    expect((await c.get('/api/trash')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Later']);
    expect((await c.post(`/api/trash/${later}/restore`)).statusCode).toBe(200);
  });

  it('counts a user’s lists in the Trash and in snapshots on the admin card, and deletes them with the user', async () => {
    const { user, c } = await person();
    const admin = client(t.app);
    admin.cookie = (await createSignedInUser(t.db, { role: 'admin' })).cookie;
    await listWith(c, 'Old', ['o1']);
    await c.post('/api/import?mode=replace', csvOf([['New', 'n1']]), CSV);
    const fresh = ((await c.get('/api/lists')).json().lists as { id: number }[])[0]!.id;
    await c.delete(`/api/lists/${fresh}`);
    // No list left to see, one in a snapshot and one in the Trash: the card says 2, and 'delete with lists' is offered.
    const card = (await admin.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`)).json().users[0];
    expect(card.lists).toBe(2);
    expect((await admin.delete(`/api/admin/users/${user.id}`)).statusCode).toBe(409);
    // (Their plan's billing record would hold on too: gone, as after a cancelled subscription's clean-up.)
    await t.db.execute(sql`delete from stripe_customers where user_id = ${user.id}`);
    expect((await admin.delete(`/api/admin/users/${user.id}?withLists=true`)).statusCode).toBe(204);
    expect((await t.db.execute(sql`select 1 from lists where workspace_id = ${user.id}`)).rows).toEqual([]);
    expect((await t.db.execute(sql`select 1 from list_snapshots where workspace_id = ${user.id}`)).rows).toEqual([]);
  });

  it('adds no member to a list in the Trash, even by its id, and a concurrent add never leaves one behind', async () => {
    const { user, c } = await person();
    const target = await listWith(c, 'Target', ['t1']);
    const other = await listWith(c, 'Other', ['o1']);
    await c.delete(`/api/lists/${target}`);
    expect((await c.post(`/api/lists/${target}/members`, { username: 'sneaky' })).statusCode).toBe(404);
    expect((await c.post(`/api/lists/${target}/members/bulk`, { text: 'sneaky2' })).statusCode).toBe(404);
    const o1 = (await c.get(`/api/lists/${other}/members`)).json().members[0].id as number;
    expect((await c.post(`/api/members/${o1}/copy`, { listId: target })).statusCode).toBe(404);
    expect((await c.post(`/api/members/${o1}/move`, { listId: target })).statusCode).toBe(404);
    // Racing a delete, a paste answers 'List not found' (or adds before it), never a 500.
    await c.post(`/api/trash/${target}/restore`);
    const [, pasted] = await Promise.all([c.delete(`/api/lists/${target}`), c.post(`/api/lists/${target}/members/bulk`, { text: 'p1 p2' })]);
    expect([200, 404]).toContain(pasted.statusCode);
    // Plain SQL too: the database itself refuses.
    await expect(t.db.execute(sql`insert into list_members (list_id, workspace_id, username) values (${target}, ${user.id}, 'by_hand')`)).rejects.toThrow();
    await expect(t.db.execute(sql`update list_members set list_id = ${target} where id = ${o1}`)).rejects.toThrow();

    // Deleting while adds are under way: whatever wins, no member of a trashed list is left live.
    await c.post(`/api/trash/${target}/restore`);
    await Promise.all([c.delete(`/api/lists/${target}`), ...Array.from({ length: 10 }, (_, i) => c.post(`/api/lists/${target}/members`, { username: `race_${String(i)}` }))]);
    expect((await t.db.execute(sql`select username from list_members where list_id = ${target}`)).rows).toEqual([]);
    const restored = await c.post(`/api/trash/${target}/restore`);
    expect(restored.json().memberCount).toBe((await c.get(`/api/lists/${target}/members`)).json().total);
  });

  it('purges lists older than the retention with their members, and nothing else', async () => {
    const { user, c } = await person();
    const old = await listWith(c, 'Old', ['o1', 'o2']);
    const recent = await listWith(c, 'Recent', ['r1']);
    await listWith(c, 'Live', ['l1']);
    await c.delete(`/api/lists/${old}`);
    await c.delete(`/api/lists/${recent}`);
    await t.db.execute(sql`update lists set removed_at = now() - interval '31 days' where id = ${old}`);
    // A snapshot as old is not the Trash's: the purge leaves it.
    await c.post('/api/import?mode=replace', csvOf([['Imported', 'i1']]), CSV);
    await t.db.execute(sql`update lists set removed_at = now() - interval '400 days' where snapshot_id is not null and workspace_id = ${user.id}`);

    expect(await purgeTrash(t.db, 30)).toBeGreaterThanOrEqual(1);
    expect((await c.get('/api/trash')).json().lists.map((l: { name: string }) => l.name)).toEqual(['Recent']);
    expect((await t.db.execute(sql`select 1 from removed_list_members where list_id = ${old}`)).rows).toEqual([]);
    expect((await c.get('/api/import/snapshots')).json().snapshots).toHaveLength(1);
    expect(await names(c)).toEqual(['Imported']);
    expect(await purgeTrash(t.db, 30)).toBe(0);
  });

  it('keeps what a replace import replaces, restores it exactly, and undoes the restore', async () => {
    const { c } = await person();
    await listWith(c, 'Regulars', ['ann', 'bob', 'cid']);
    await listWith(c, 'Mods', ['dee']);
    const before = await exportOf(c);

    const imported = await c.post('/api/import?mode=replace', csvOf([['Fresh', 'x1;x2']]), CSV);
    expect(imported.statusCode).toBe(200);
    const { snapshotId } = imported.json();
    expect(snapshotId).toEqual(expect.any(Number));
    const afterImport = await exportOf(c);
    expect(await names(c)).toEqual(['Fresh']);
    const history = (await c.get('/api/import/snapshots')).json().snapshots;
    expect(history).toEqual([{ id: snapshotId, kind: 'import', createdAt: expect.any(String), lists: 2, members: 4 }]);

    const restored = await c.post(`/api/import/snapshots/${snapshotId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ lists: 2, members: 4, undoSnapshotId: expect.any(Number) });
    expect(await exportOf(c)).toBe(before);
    // The restored snapshot is spent; what it replaced is in the history, and restoring that undoes it.
    const afterRestore = (await c.get('/api/import/snapshots')).json().snapshots;
    expect(afterRestore).toEqual([{ id: restored.json().undoSnapshotId, kind: 'restore', createdAt: expect.any(String), lists: 1, members: 2 }]);
    const spent = await c.post(`/api/import/snapshots/${snapshotId}/restore`);
    expect(spent.statusCode).toBe(404);
    expect(spent.json().error).toEqual({ code: 'SNAPSHOT_NOT_FOUND', message: TRASH_TEXTS.snapshotNotFound });
    const undone = await c.post(`/api/import/snapshots/${restored.json().undoSnapshotId}/restore`);
    expect(undone.json()).toMatchObject({ lists: 1, members: 2 });
    expect(await exportOf(c)).toBe(afterImport);
  });

  it('keeps the last 10 snapshots, the older ones deleted with their lists', async () => {
    const { user, c } = await person();
    for (let i = 0; i <= SNAPSHOTS_KEPT + 1; i += 1) {
      expect((await c.post('/api/import?mode=replace', csvOf([[`Round ${String(i)}`, `m${String(i)}`]]), CSV)).statusCode).toBe(200);
    }
    const snapshots = (await c.get('/api/import/snapshots')).json().snapshots as { id: number }[];
    expect(snapshots).toHaveLength(SNAPSHOTS_KEPT);
    expect(snapshots.map((s) => s.id)).toEqual([...snapshots.map((s) => s.id)].sort((x, y) => y - x));
    // 12 imports: the live list, 10 kept lists; the first two snapshots' lists are gone for good.
    const [row] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from lists where workspace_id = ${user.id}`)).rows;
    expect(Number(row!.n)).toBe(1 + SNAPSHOTS_KEPT);
  });

  it('refuses a snapshot bigger than the plan allows now, and changes nothing', async () => {
    const { user, c } = await person(3);
    await listWith(c, 'One', ['a']);
    await listWith(c, 'Two', ['b']);
    await listWith(c, 'Three', ['c']);
    const { snapshotId } = (await c.post('/api/import?mode=replace', csvOf([['Only', 'z']]), CSV)).json();
    await t.db.execute(sql`update plans set maxlist = 2 where tier = (select tier from stripe_customers where user_id = ${user.id})`);
    const before = await exportOf(c);
    const refused = await c.post(`/api/import/snapshots/${snapshotId}/restore`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TRASH_TEXTS.snapshotOverLimit(3, 2));
    expect(await exportOf(c)).toBe(before);
    expect((await c.get('/api/import/snapshots')).json().snapshots).toHaveLength(1);
  });

  it('shows and restores only my own Trash and snapshots', async () => {
    const owner = await person();
    const other = await person();
    const list = await listWith(owner.c, 'Mine', ['m1']);
    await owner.c.delete(`/api/lists/${list}`);
    await listWith(owner.c, 'Replaced', ['r1']);
    const { snapshotId } = (await owner.c.post('/api/import?mode=replace', csvOf([['New', 'n1']]), CSV)).json();
    expect((await other.c.get('/api/trash')).json().lists).toEqual([]);
    expect((await other.c.get('/api/import/snapshots')).json().snapshots).toEqual([]);
    expect((await other.c.post(`/api/trash/${list}/restore`)).statusCode).toBe(404);
    expect((await other.c.delete(`/api/trash/${list}`)).statusCode).toBe(404);
    expect((await other.c.post(`/api/import/snapshots/${snapshotId}/restore`)).statusCode).toBe(404);
    expect((await owner.c.get('/api/trash')).json().lists).toHaveLength(1);
  });
});
