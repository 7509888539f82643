import { describe, expect, it } from 'vitest';
import { LISTS_TEXTS } from '../../common/lists';
import { memberHandle } from '../../common/x-handle.plain';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';

// Issue #18 item 5: the members modal and 'Paste many' accept exactly what CSV import keeps, so
// an export → import never drops a member the forms let in; a pasted community address gives its id.

const ENTRIES = ['ann', '@Bob', 'x.com/carol', 'https://twitter.com/dave?s=20', 'https://www.x.com/@erin/', 'undefined', '12345', '@12345', 'ann@example.com', '@@x', 'bad-name!', 'a'.repeat(16), '_', 'ok_1'];

describe('one rule for a member, whichever way it arrives', () => {
  const t = useTestApp();

  async function person() {
    const { user, cookie } = await createSignedInUser(t.db);
    await givePlan(t.db, user.id, { tier: 900 + user.id, maxlist: null });
    const c = client(t.app);
    c.cookie = cookie;
    const listId = (await c.post('/api/lists', { name: 'Rules' })).json().id as number;
    return { c, listId };
  }

  it("refuses 'undefined' and a number in the members modal, with the reason", async () => {
    const { c, listId } = await person();
    const undefinedName = await c.post(`/api/lists/${listId}/members`, { username: 'undefined' });
    expect(undefinedName.statusCode).toBe(400);
    expect(undefinedName.json().error.message).toContain(LISTS_TEXTS.invalidHandle);
    const numeric = await c.post(`/api/lists/${listId}/members`, { username: '12345' });
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json().error.message).toContain(LISTS_TEXTS.numericHandle);
    expect((await c.get(`/api/lists/${listId}/members`)).json().total).toBe(0);
  });

  it('keeps through an export and an import exactly what the modal and Paste many accepted', async () => {
    const { c, listId } = await person();
    const modal: string[] = [];
    for (const entry of ENTRIES) {
      const response = await c.post(`/api/lists/${listId}/members`, { username: entry });
      if (response.statusCode === 201) modal.push(response.json().username);
      else expect(response.statusCode, entry).toBe(400);
      expect(response.statusCode === 201, entry).toBe('handle' in memberHandle(entry));
    }
    expect(modal).toEqual(['ann', 'Bob', 'carol', 'dave', 'erin', '_', 'ok_1']);

    const pasteList = (await c.post('/api/lists', { name: 'Pasted' })).json().id as number;
    const pasted = (await c.post(`/api/lists/${pasteList}/members/bulk`, { text: ENTRIES.join('\n') })).json();
    expect(pasted.added).toEqual(modal);

    const exported = (await c.get(`/api/lists/${listId}/export`)).body;
    const preview = (await c.post('/api/import/preview', exported, { 'content-type': 'text/csv' })).json();
    expect(preview.dropped).toEqual([]);
  });

  it('reads a pasted community address as its id', async () => {
    const { c, listId } = await person();
    for (const pasted of ['https://x.com/i/communities/1493446837214187523', 'x.com/i/communities/1493446837214187523/', 'https://twitter.com/i/communities/1493446837214187523?s=20', ' 1493446837214187523 ']) {
      const response = await c.patch(`/api/lists/${listId}`, { communityId: pasted });
      expect(response.statusCode, pasted).toBe(200);
      expect(response.json().communityId).toBe('1493446837214187523');
    }
    expect((await c.patch(`/api/lists/${listId}`, { communityId: 'https://x.com/i/communities/abc' })).statusCode).toBe(400);
  });
});
