import { describe, expect, it } from 'vitest';
import { CSV_TEXTS, LISTS_CSV_COLUMNS, csvTemplate, type ImportColumns, type ImportPreview } from '../../common/csv';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { CSV_NEWLINE, csvHeader, csvRows } from './csv-format';

const csvHeaders = { 'content-type': 'text/csv' };

/** The member files people have (issue #38): a handle per row, mapped to lists in the preview. */
describe('CSV import of a file that is not the old format', () => {
  const t = useTestApp();
  let tier = 700;
  async function person(maxlist: number | null = null) {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: (tier += 1), maxlist });
    const c = client(t.app);
    c.cookie = cookie;
    return c;
  }
  type Client = Awaited<ReturnType<typeof person>>;
  const upload = (c: Client, url: string, text: string) => c.post(url, text, csvHeaders);
  async function listsOf(c: Client) {
    const { lists } = (await c.get('/api/lists')).json() as { lists: { id: number; name: string }[] };
    return Promise.all(
      lists.map(async (list) => ({
        name: list.name,
        members: ((await c.get(`/api/lists/${String(list.id)}/members`)).json().members as { id: number; username: string }[])
          .sort((a, b) => a.id - b.id)
          .map((m) => m.username),
      })),
    );
  }

  const USERNAMES = 'username\r\n@ann\r\nbob_2\r\nhttps://x.com/carol\r\nnot valid!!\r\nann\r\n12345\r\n\r\nerin@example.com\r\n';

  it('answers an old-format file with its preview, as before, and the template is an old-format file an export would write', async () => {
    const c = await person();
    const oldFormat = '"List Name","Icon","Color","communityId","Members"\r\n"Core","🚀","#4f46e5","undefined","alice;bob"';
    const preview = await upload(c, '/api/import/preview?mode=merge', oldFormat);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).not.toHaveProperty('needsMapping');
    expect((preview.json() as ImportPreview).lists).toEqual([{ name: 'Core', icon: '🚀', color: '#4f46e5', communityId: null, members: 2, action: 'create' }]);

    // The template's bytes are what an export of its list writes.
    const template = csvTemplate();
    expect(template).toBe(
      csvHeader(LISTS_CSV_COLUMNS) + CSV_NEWLINE + csvRows([{ name: 'Giveaway entrants', icon: '🎉', color: '#4f46e5', communityId: null, members: 'jack;ann_smith' }], LISTS_CSV_COLUMNS),
    );
    expect(template.split('\r\n')[0]).toBe('"List Name","Icon","Color","communityId","Members"');
    expect((await upload(c, '/api/import?mode=merge', template)).json()).toMatchObject({ lists: 1, members: 2, dropped: 0 });
    expect(await listsOf(c)).toEqual([{ name: 'Giveaway entrants', members: ['jack', 'ann_smith'] }]);
  });

  it('previews a username-only file with its columns and guess, refuses to import it unmapped, and imports it all into one list', async () => {
    const c = await person();
    const columns = await upload(c, '/api/import/preview?mode=replace', USERNAMES);
    expect(columns.statusCode).toBe(200);
    expect(columns.json()).toEqual({
      needsMapping: { columns: ['username'], samples: [['@ann'], ['bob_2'], ['https://x.com/carol']], rows: 7, guess: { handles: 0, list: null } } satisfies ImportColumns,
    });

    // Unmapped, the import refuses it as it always did: nothing is guessed behind the person's back.
    const unmapped = await upload(c, '/api/import?mode=replace', USERNAMES);
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().error.message).toBe('CSV parsing error: missing columns List Name, Members');

    const mapped = '/api/import/preview?mode=replace&handles=0&into=Giveaway%20entrants';
    const preview = (await upload(c, mapped, USERNAMES)).json() as ImportPreview;
    expect(preview.lists).toEqual([{ name: 'Giveaway entrants', icon: null, color: '', communityId: null, members: 3, action: 'create' }]);
    expect(preview.totals).toEqual({ lists: 1, members: 3, dropped: 4 });
    // Refused handles, each with its line and the reason the forms give too.
    expect(preview.dropped).toEqual([
      { line: 5, list: 'Giveaway entrants', entry: 'not valid!!', reason: 'invalid' },
      { line: 6, list: 'Giveaway entrants', entry: 'ann', reason: 'duplicate' },
      { line: 7, list: 'Giveaway entrants', entry: '12345', reason: 'numeric' },
      { line: 9, list: 'Giveaway entrants', entry: 'erin@example.com', reason: 'at-sign' },
    ]);
    expect(preview.refusal).toBeNull();

    const result = await upload(c, '/api/import?mode=replace&handles=0&into=Giveaway%20entrants', USERNAMES);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ lists: 1, members: 3, dropped: 4 });
    expect(await listsOf(c)).toEqual([{ name: 'Giveaway entrants', members: ['ann', 'bob_2', 'carol'] }]);

    // The rejected rows of the same file, read through the same mapping.
    const rejected = await upload(c, '/api/import/rejected?handles=0&into=Giveaway%20entrants', USERNAMES);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body).toContain('"5","Giveaway entrants","not valid!!","not an X username"');
    expect(rejected.body).toContain('"9","Giveaway entrants","erin@example.com","an \'@\' inside"');
  });

  it('reads a handle and a list column: one list per name (ignoring case), merged into a list of mine with that name', async () => {
    const c = await person();
    await upload(c, '/api/import?mode=replace', '"List Name","Members"\r\n"Friends","zed"');
    const file = 'handle,list,followers\r\nann,friends,10\r\nbob,Customers,3\r\nzed,Friends,1\r\ncarol,customers,2\r\n';
    const columns = (await upload(c, '/api/import/preview?mode=merge', file)).json() as { needsMapping: ImportColumns };
    expect(columns.needsMapping.guess).toEqual({ handles: 0, list: 1 });
    expect(columns.needsMapping.columns).toEqual(['handle', 'list', 'followers']);

    const preview = (await upload(c, '/api/import/preview?mode=merge&handles=0&list=1', file)).json() as ImportPreview;
    expect(preview.lists.map((list) => [list.name, list.members, list.action])).toEqual([
      ['friends', 2, 'merge'],
      ['Customers', 2, 'create'],
    ]);
    const result = await upload(c, '/api/import?mode=merge&handles=0&list=1', file);
    expect(result.json()).toMatchObject({ lists: 1, members: 3, dropped: 0 });
    expect(await listsOf(c)).toEqual([
      { name: 'Friends', members: ['zed', 'ann'] },
      { name: 'Customers', members: ['bob', 'carol'] },
    ]);
  });

  it('refuses a mapping to a column the file does not have, or a mapping half given, with a clear error and nothing changed', async () => {
    const c = await person();
    const outOfFile = await upload(c, '/api/import?mode=replace&handles=3&into=VIP', USERNAMES);
    expect(outOfFile.statusCode).toBe(400);
    expect(outOfFile.json().error).toEqual({ code: 'CSV_MAPPING', message: CSV_TEXTS.noSuchColumn(4, 1) });
    expect(CSV_TEXTS.noSuchColumn(4, 1)).toBe('The file has no column 4: it has 1 column.');
    const listOutOfFile = await upload(c, '/api/import/preview?mode=replace&handles=0&list=1', USERNAMES);
    expect(listOutOfFile.json().error.message).toBe('The file has no column 2: it has 1 column.');

    for (const [query, words] of [
      ['handles=50&into=VIP', 'A column is a number from 0 to 49'],
      ['handles=-1&into=VIP', 'A column is a number from 0 to 49'],
      ['handles=x&into=VIP', ''],
      ['into=VIP', CSV_TEXTS.handlesColumnNeeded],
      ['handles=0', CSV_TEXTS.listChoiceNeeded],
      ['handles=0&list=0&into=VIP', CSV_TEXTS.listChoiceTwice],
      ['handles=0&into=%20%20', 'A list needs a name'],
      [`handles=0&into=${'x'.repeat(101)}`, 'A list name is at most 100 characters'],
    ] as const) {
      const answer = await upload(c, `/api/import?mode=replace&${query}`, USERNAMES);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.message, query).toContain(words);
    }
    expect(await listsOf(c)).toEqual([]);
  });

  it('keeps the caps: at most 5,000 lists from a list column', async () => {
    const c = await person();
    const rows = Array.from({ length: 5_001 }, (_, index) => `ann,list ${String(index)}`);
    const answer = await upload(c, '/api/import/preview?mode=replace&handles=0&list=1', ['handle,list', ...rows].join('\n'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(CSV_TEXTS.tooManyRows(5_000));
  });
});
