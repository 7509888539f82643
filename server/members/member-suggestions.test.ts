import { describe, expect, it } from 'vitest';
import { MEMBER_SUGGESTIONS_MAX } from '../../common/lists';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';

// Issue #19: the composer's @-mention suggestions come from my lists, never from anyone else's.

describe('GET /api/members/suggest', () => {
  const t = useTestApp();

  async function personWithLists(lists: Record<string, string[]>) {
    const person = client(t.app);
    const signedIn = await createSignedInUser(t.db);
    await givePlan(t.db, signedIn.user.id, { tier: 1, maxlist: null });
    person.cookie = signedIn.cookie;
    for (const [name, usernames] of Object.entries(lists)) {
      const { id } = (await person.post('/api/lists', { name })).json() as { id: number };
      await person.post(`/api/lists/${String(id)}/members/bulk`, { text: usernames.join(' ') });
    }
    return person;
  }

  it('suggests my handles starting with the text first, then containing it, each once whatever its case', async () => {
    const me = await personWithLists({ Core: ['annie', 'Ann_B', 'joann', 'bob'], Guests: ['ANNIE', 'hannah'] });
    const answer = await me.get('/api/members/suggest?q=ann');
    expect(answer.statusCode).toBe(200);
    const { usernames } = answer.json() as { usernames: string[] };
    expect(usernames.map((name) => name.toLowerCase())).toEqual(['ann_b', 'annie', 'hannah', 'joann']);
    expect((await me.get('/api/members/suggest?q=%25')).json()).toEqual({ usernames: [] });
    expect((await me.get('/api/members/suggest?q=_')).json().usernames.map((name: string) => name.toLowerCase())).toEqual(['ann_b']);
  });

  it("never suggests another user's members, and says at most eight", async () => {
    const other = await personWithLists({ Secret: ['zed_secret', 'zed_hidden'] });
    const me = await personWithLists({ Mine: Array.from({ length: 20 }, (_, i) => `zed_${String(i).padStart(2, '0')}`) });
    const { usernames } = (await me.get('/api/members/suggest?q=zed')).json() as { usernames: string[] };
    expect(usernames).toHaveLength(MEMBER_SUGGESTIONS_MAX);
    expect(usernames.every((name) => /^zed_\d\d$/.test(name))).toBe(true);
    expect((await other.get('/api/members/suggest?q=zed_0')).json()).toEqual({ usernames: [] });
    expect((await client(t.app).get('/api/members/suggest?q=zed')).statusCode).toBe(401);
    expect((await me.get('/api/members/suggest?q=')).statusCode).toBe(400);
  });
});
