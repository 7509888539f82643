import { Readable } from 'node:stream';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES, CSV_MAX_MEMBERS, CSV_TEXTS } from '../../common/csv';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';

const golden = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden', name), 'utf8');
const csvHeaders = { 'content-type': 'text/csv' };

describe('CSV import and export', () => {
  const t = useTestApp();
  let tier = 300;
  async function person(maxlist: number | null = null) {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: (tier += 1), maxlist });
    const c = client(t.app);
    c.cookie = cookie;
    return c;
  }
  type Client = Awaited<ReturnType<typeof person>>;
  const upload = (c: Client, url: string, text: string | Buffer) => c.post(url, text, csvHeaders);
  /** What a person sees of their lists: names, icons, colours, community ids and members in order. */
  async function snapshot(c: Client) {
    const { lists } = (await c.get('/api/lists')).json() as { lists: { id: number; name: string; icon: string | null; color: string; communityId: string | null }[] };
    return Promise.all(
      lists.map(async (list) => ({
        name: list.name,
        icon: list.icon,
        color: list.color,
        communityId: list.communityId,
        members: ((await c.get(`/api/lists/${list.id}/members`)).json().members as { id: number; username: string }[])
          .sort((a, b) => a.id - b.id)
          .map((m) => m.username),
      })),
    );
  }

  it('imports the old product’s file and exports it back byte for byte (all, selected, one)', async () => {
    const c = await person();
    const imported = await upload(c, '/api/import', golden('lists.csv'));
    expect(imported.json()).toEqual({ lists: 4, members: 6, dropped: 0, removedLists: 0, removedMembers: 0, snapshotId: null });
    expect(await snapshot(c)).toEqual([
      { name: 'Core team', icon: '🚀', color: '#4f46e5', communityId: '1234567890', members: ['alice', 'Bob_2', 'carol'] },
      { name: 'Guests', icon: '📝', color: '#cccccc', communityId: null, members: ['dave'] },
      { name: 'Empty list', icon: null, color: '#10b981', communityId: null, members: [] },
      { name: 'Quotes "and", commas', icon: '⭐', color: '#f59e0b', communityId: '987', members: ['erin', 'frank'] },
    ]);

    const all = await c.get('/api/export');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe(`attachment; filename="lists.csv"; filename*=UTF-8''lists.csv`);
    expect(all.body).toBe(golden('lists.csv'));

    const ids = ((await c.get('/api/lists')).json().lists as { id: number; name: string }[]).map((l) => l.id);
    const selected = await c.post('/api/export/selected', { listIds: [ids[3], ids[1]] });
    expect(selected.headers['content-disposition']).toContain('filename="selected_lists.csv"');
    expect(selected.body).toBe(golden('selected_lists.csv'));

    const one = await c.get(`/api/lists/${ids[0]}/export`);
    expect(one.headers['content-disposition']).toContain('filename="Core_team.csv"');
    expect(one.body).toBe(golden('Core_team.csv'));
  });

  it('round-trips: export → import → export is identical, and so are the lists', async () => {
    const c = await person();
    await upload(c, '/api/import', golden('lists.csv'));
    await upload(c, '/api/import', golden('messy.csv').replace('Friends', '=SUM(A1)'));
    const before = await snapshot(c);
    const first = (await c.get('/api/export')).body;
    expect(first).toContain(`"'=SUM(A1)"`); // a formula is written as text
    expect((await upload(c, '/api/import', first)).statusCode).toBe(200);
    expect(await snapshot(c)).toEqual(before);
    expect((await c.get('/api/export')).body).toBe(first);
  });

  it('reads what people send: BOM, padded values, blank lines, entries dropped for the spec’s reasons', async () => {
    const c = await person();
    const preview = (await upload(c, '/api/import/preview', golden('messy.csv'))).json();
    expect(preview.lists).toEqual([
      { name: 'Friends', icon: '🎉', color: '#abcdef', communityId: null, members: 2, action: 'create' },
      { name: 'Team', icon: null, color: '', communityId: '42', members: 1, action: 'create' },
    ]);
    expect(preview.dropped).toEqual([
      { line: 3, list: 'Friends', entry: 'bob@example.com', reason: 'at-sign' },
      { line: 3, list: 'Friends', entry: '12345', reason: 'numeric' },
      { line: 3, list: 'Friends', entry: 'undefined', reason: 'undefined' },
      { line: 3, list: 'Friends', entry: '', reason: 'empty' },
      { line: 3, list: 'Friends', entry: 'ALICE', reason: 'duplicate' },
      { line: 3, list: 'Friends', entry: 'not a handle', reason: 'invalid' },
    ]);
    expect(preview.totals).toEqual({ lists: 2, members: 3, dropped: 6 });
    expect(preview.refusal).toBeNull();
    expect(await snapshot(c)).toEqual([]); // a preview changes nothing

    await upload(c, '/api/import', golden('messy.csv'));
    const lists = await snapshot(c);
    expect(lists.map((l) => [l.name, l.members])).toEqual([
      ['Friends', ['alice', 'Carol']],
      ['Team', ['dave']],
    ]);
    expect(lists[1]!.color).toMatch(/^#[0-9a-f]{6}$/); // no colour in the file: one is chosen
  });

  it('reads what a user plainly meant (issue #21): short colours, community and profile addresses, an icon of a few characters', async () => {
    const c = await person();
    const file = [
      '"List Name","Icon","Color","communityId","Members"',
      '"Short colour","VIP","#FA0","https://x.com/i/communities/1234567890","@ann;https://x.com/bob;x.com/@cat;twitter.com/dan?s=20"',
      '"Long icon","ABCDEFGHI","#fff","x.com/i/communities/42/","eve"',
      '"-VIP","🚀","#123456","undefined","fay"',
    ].join('\r\n');
    const preview = (await upload(c, '/api/import/preview', file)).json();
    expect(preview.totals.dropped).toBe(0);
    expect(preview.notes).toEqual(['Line 3: the icon "ABCDEFGHI" is neither one emoji nor a text of at most 8 characters; the list gets none.']);
    expect((await upload(c, '/api/import', file)).statusCode).toBe(200);
    expect((await snapshot(c)).map(({ name, icon, color, communityId, members }) => ({ name, icon, color, communityId, members }))).toEqual([
      { name: 'Short colour', icon: 'VIP', color: '#ffaa00', communityId: '1234567890', members: ['ann', 'bob', 'cat', 'dan'] },
      { name: 'Long icon', icon: null, color: '#ffffff', communityId: '42', members: ['eve'] },
      { name: '-VIP', icon: '🚀', color: '#123456', communityId: null, members: ['fay'] },
    ]);
    // What Rollcall exports comes back byte for byte, the guarded name and the text icon included.
    const exported = (await c.get('/api/export')).body;
    expect(exported).toContain('"\'-VIP"');
    expect((await upload(c, '/api/import', exported)).statusCode).toBe(200);
    expect((await c.get('/api/export')).body).toBe(exported);
  });

  it('gives what an import cannot use as a CSV of rejected rows, with each line and why', async () => {
    const c = await person();
    const file = [
      '"List Name","Icon","Color","communityId","Members"',
      '"Fans","ABCDEFGHIJ","#zzz","undefined","ann;12345;ann;bo b"',
      '"=Guests","","","","cat;@"',
    ].join('\r\n');
    const answer = await upload(c, '/api/import/rejected', file);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('rejected_rows.csv');
    expect(answer.body.split('\r\n')).toEqual([
      '"Line","List Name","Value","Why"',
      '"2","Fans","12345","only digits"',
      '"2","Fans","ann","already listed"',
      '"2","Fans","bo b","not an X username"',
      '"2","","","the icon ""ABCDEFGHIJ"" is neither one emoji nor a text of at most 8 characters; the list gets none."',
      '"2","","","the colour ""#zzz"" is not #rrggbb; a random one is used."',
      // Guarded like an export: a spreadsheet shows '=Guests and @ as text.
      '"3","\'=Guests","\'@","not an X username"',
      '',
    ]);
    // Reading it changes nothing.
    expect(await snapshot(c)).toEqual([]);
  });

  it('replaces all my lists in one go, after a preview that says what goes', async () => {
    const c = await person();
    await upload(c, '/api/import', golden('lists.csv'));
    const preview = (await upload(c, '/api/import/preview?mode=replace', golden('Core_team.csv'))).json();
    expect(preview.removes).toEqual({ lists: 4, members: 6 });
    const result = (await upload(c, '/api/import?mode=replace', golden('Core_team.csv'))).json();
    expect(result).toEqual({ lists: 1, members: 3, dropped: 0, removedLists: 4, removedMembers: 6, snapshotId: expect.any(Number) });
    expect((await snapshot(c)).map((l) => l.name)).toEqual(['Core team']);
  });

  it('merges: new lists are added, lists of the same name get the members they lack, nothing is removed', async () => {
    const c = await person();
    await upload(c, '/api/import', golden('lists.csv'));
    const file = '"List Name","Icon","Color","communityId","Members"\r\n"core TEAM","","","","alice;zoe"\r\n"Brand new","","","","yan"';
    const preview = (await upload(c, '/api/import/preview?mode=merge', file)).json();
    expect(preview.lists.map((l: { action: string }) => l.action)).toEqual(['merge', 'create']);
    expect(preview.removes).toEqual({ lists: 0, members: 0 });
    const result = (await upload(c, '/api/import?mode=merge', file)).json();
    expect(result).toMatchObject({ lists: 1, members: 2, removedLists: 0 });
    const lists = await snapshot(c);
    expect(lists.map((l) => l.name)).toEqual(['Core team', 'Guests', 'Empty list', 'Quotes "and", commas', 'Brand new']);
    expect(lists[0]!.members).toEqual(['alice', 'Bob_2', 'carol', 'zoe']);
    expect(lists[0]!.icon).toBe('🚀'); // merging adds members, it does not touch the list
  });

  it('respects the plan: more lists than allowed is refused with both numbers, and the free tier cannot import', async () => {
    const lister = await person(2);
    const preview = (await upload(lister, '/api/import/preview', golden('lists.csv'))).json();
    expect(preview.refusal).toBe(CSV_TEXTS.tooManyLists(4, 2));
    const refused = await upload(lister, '/api/import', golden('lists.csv'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('This import would leave you with 4 lists, but your plan allows at most 2.');
    expect(await snapshot(lister)).toEqual([]);
    expect((await upload(lister, '/api/import', golden('selected_lists.csv'))).statusCode).toBe(200);

    const free = await person(0);
    expect((await upload(free, '/api/import', golden('Core_team.csv'))).json().error.message).toBe(CSV_TEXTS.maxListCountZero);
    const { user, cookie } = await createSignedInUser(t.db); // no plan at all: free tier
    const nobody = client(t.app);
    nobody.cookie = cookie;
    expect(user.id).toBeGreaterThan(0);
    expect((await upload(nobody, '/api/import/preview', golden('Core_team.csv'))).json().refusal).toBe(CSV_TEXTS.maxListCountZero);
  });

  it('refuses bad files with the spec’s messages and changes nothing', async () => {
    const c = await person();
    await upload(c, '/api/import', golden('Core_team.csv'));
    const before = await snapshot(c);

    const broken = await upload(c, '/api/import', '"List Name","Members"\n"a","b","c"\n"unterminated');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^CSV parsing error: /);
    expect(broken.json().error.message).toContain('line 2');
    expect((await upload(c, '/api/import', '"Name","Icon"\n"x","🚀"')).json().error.message).toBe('CSV parsing error: missing columns List Name, Members');
    expect((await upload(c, '/api/import', '')).json().error.message).toBe(CSV_TEXTS.noFileSelected);
    const binary = await upload(c, '/api/import', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));
    expect(binary.json().error).toEqual({ code: 'NOT_CSV', message: CSV_TEXTS.notCsv });
    // Too large, said by its length up front, or found while it streams in without one (issue #40).
    const declared = await t.app.inject({ method: 'POST', url: '/api/import', headers: { ...csvHeaders, cookie: c.cookie!, 'content-length': String(CSV_MAX_BYTES + 1) }, payload: 'x' });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error).toEqual({ code: 'CSV_TOO_LARGE', message: CSV_TEXTS.fileTooLarge });
    const piece = Buffer.from('b;'.repeat(512 * 1024));
    const stream = Readable.from((function* chunks() {
      yield Buffer.from('"List Name","Members"\n"a","');
      for (let sent = 0; sent <= CSV_MAX_BYTES; sent += piece.length) yield piece;
    })());
    const huge = await t.app.inject({ method: 'POST', url: '/api/import', headers: { ...csvHeaders, cookie: c.cookie! }, payload: stream });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toEqual({ code: 'CSV_TOO_LARGE', message: CSV_TEXTS.fileTooLarge });
    expect((await upload(c, '/api/import', '"List Name","Members"')).json().error.message).toBe(CSV_TEXTS.noListsInFile);
    expect(await snapshot(c)).toEqual(before);
  });

  it(`refuses a file of more than ${CSV_MAX_MEMBERS.toLocaleString('en-US')} members with the spec’s words, in the preview and the import, and changes nothing`, async () => {
    const c = await person();
    await upload(c, '/api/import', golden('Core_team.csv'));
    const before = await snapshot(c);
    // One list of CSV_MAX_MEMBERS + 1 entries (about 10 MB): the cap is on entries, read as they come.
    const crowd = (entries: number) => Buffer.concat([Buffer.from('"List Name","Members"\n"Crowd","'), Buffer.from('b;'.repeat(entries - 1)), Buffer.from('b"\n')]);
    // Exactly the cap is a file (its entries one name, said twice over and dropped as such).
    const atCap = await upload(c, '/api/import/preview', crowd(CSV_MAX_MEMBERS));
    expect(atCap.statusCode, atCap.body.slice(0, 200)).toBe(200);
    const file = crowd(CSV_MAX_MEMBERS + 1);
    expect(file.length).toBeLessThan(CSV_MAX_BYTES);
    const preview = await upload(c, '/api/import/preview', file);
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.message).toBe(CSV_TEXTS.tooManyMembers(CSV_MAX_MEMBERS));
    expect(CSV_TEXTS.tooManyMembers(CSV_MAX_MEMBERS)).toBe('The file holds more than 5,000,000 members.');
    const imported = await upload(c, '/api/import', file);
    expect(imported.statusCode).toBe(400);
    expect(imported.json().error.message).toBe(CSV_TEXTS.tooManyMembers(CSV_MAX_MEMBERS));
    expect(await snapshot(c)).toEqual(before);
  });

  // Found by test/security/fuzz-csv: a JSON string was read as the file, past the checks of the
  // upload parser, and a NUL inside it reached PostgreSQL (500).
  it('reads only a text/csv upload as a file, never a JSON body', async () => {
    const c = await person();
    await upload(c, '/api/import', golden('lists.csv'));
    const before = await snapshot(c);
    for (const url of ['/api/import/preview', '/api/import?mode=merge', `/api/lists/${String((await c.get('/api/lists')).json().lists[0].id)}/import`]) {
      for (const text of ['"List Name","Members"\n"a\u0000b","ann"', '"List Name","Members"\n"fine","ann"']) {
        const response = await c.post(url, JSON.stringify(text), { 'content-type': 'application/json' });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error, url).toEqual({ code: 'NOT_CSV', message: CSV_TEXTS.notCsv });
      }
      const none = await t.app.inject({ method: 'POST', url, headers: { cookie: c.cookie! } });
      expect(none.json().error.message, url).toBe(CSV_TEXTS.noFileSelected);
    }
    expect(await snapshot(c)).toEqual(before);
    // Nor text/plain, which a form on any site can send (issue #16).
    expect((await c.post('/api/import/preview', '"List Name","Members"\n"fine","ann"', { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await c.post('/api/import/preview', '"List Name","Members"\n"fine","ann"', { 'content-type': 'text/csv' })).statusCode).toBe(200);
  });

  it('leaves the old lists intact when the import fails half-way', async () => {
    const c = await person();
    await upload(c, '/api/import', golden('lists.csv'));
    const before = await snapshot(c);
    // A fault after the old lists are deleted and the new ones inserted: the member insert fails.
    await t.db.execute(sql`create function fail_on_boom() returns trigger language plpgsql as $$
      begin if new.username = 'boom' then raise exception 'injected failure'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger fail_on_boom before insert on list_members for each row execute function fail_on_boom()`);
    try {
      const failed = await upload(c, '/api/import', '"List Name","Members"\n"New","ok;boom"');
      expect(failed.statusCode).toBe(500);
      const failedList = await upload(c, `/api/lists/${((await c.get('/api/lists')).json().lists[0] as { id: number }).id}/import`, '"List Name","Members"\n"x","boom"');
      expect(failedList.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_on_boom on list_members`);
      await t.db.execute(sql`drop function fail_on_boom()`);
    }
    expect(await snapshot(c)).toEqual(before);
  });

  it('per-list import replaces that list’s members and sets its icon and community id from the right columns', async () => {
    const c = await person();
    await upload(c, '/api/import', golden('lists.csv'));
    const [core, guests] = (await c.get('/api/lists')).json().lists as { id: number }[];
    const file = '"List Name","Icon","Color","Members","communityId"\r\n"Whatever","🔥","#000000","x1;@x2;x1;99","555"';
    const preview = (await upload(c, `/api/lists/${guests!.id}/import/preview`, file)).json();
    expect(preview).toMatchObject({ listName: 'Guests', members: 2, removes: 1, icon: '🔥', communityId: '555', totals: { dropped: 2 } });
    const result = (await upload(c, `/api/lists/${guests!.id}/import`, file)).json();
    expect(result).toEqual({ members: 2, removed: 1, dropped: 2 });
    const lists = await snapshot(c);
    expect(lists[1]).toEqual({ name: 'Guests', icon: '🔥', color: '#cccccc', communityId: '555', members: ['x1', 'x2'] });
    expect(lists[0]!.members).toEqual(['alice', 'Bob_2', 'carol']); // other lists untouched
    expect(core).toBeDefined();
  });

  it('never reads or writes another user’s lists', async () => {
    const owner = await person();
    await upload(owner, '/api/import', golden('lists.csv'));
    const [theirs] = (await owner.get('/api/lists')).json().lists as { id: number }[];
    const intruder = await person();
    await upload(intruder, '/api/import', golden('Core_team.csv'));

    const listImport = await upload(intruder, `/api/lists/${theirs!.id}/import`, golden('Core_team.csv'));
    expect(listImport.statusCode).toBe(404);
    expect(listImport.json().error.message).toBe(CSV_TEXTS.listIdNotFound);
    expect((await upload(intruder, `/api/lists/${theirs!.id}/import/preview`, golden('Core_team.csv'))).statusCode).toBe(404);
    expect((await intruder.get(`/api/lists/${theirs!.id}/export`)).statusCode).toBe(404);
    expect((await intruder.post('/api/export/selected', { listIds: [theirs!.id] })).statusCode).toBe(404);
    // A replace import removes only my lists.
    await upload(intruder, '/api/import', golden('selected_lists.csv'));
    expect((await snapshot(owner)).length).toBe(4);
    expect((await intruder.get('/api/export')).body).toBe(golden('selected_lists.csv'));

    const stranger = client(t.app);
    expect((await upload(stranger, '/api/import', golden('lists.csv'))).json().error.message).toBe(CSV_TEXTS.userNotLoggedIn);
    expect((await stranger.get('/api/export')).statusCode).toBe(401);
  });

  it('says when there is nothing to export', async () => {
    const c = await person();
    expect((await c.get('/api/export')).json().error.message).toBe(CSV_TEXTS.noListsToExport);
    expect((await c.post('/api/export/selected', { listIds: [] })).json().error.message).toBe(CSV_TEXTS.noListsSelectedForExport);
  });
});
