import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkDraw } from '../../common/draw';
import type { DrawCertificate } from '../../common/draws';
import { useTestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { client, signedInPerson } from '../../test/http';
import { nodeDrawCrypto } from './draw-crypto';

// Issue #33 (items 3, 6, 7): a host who wants a particular winner cannot hide re-rolls in another
// workspace, behind a thousand throwaway shoots or by deleting a team, nor give away through one
// certificate the entrants they unpublished on another.

describe('re-rolls stay in view', () => {
  const t = useTestApp();

  type Person = Awaited<ReturnType<typeof signedInPerson>>;
  async function listWith(person: Person, name: string, members: string[]) {
    const id = ((await person.c.post('/api/lists', { name })).json() as { id: number }).id;
    if (members.length > 0) expect((await person.c.post(`/api/lists/${String(id)}/members/bulk`, { text: members.join(' ') })).statusCode).toBe(200);
    return id;
  }
  const shoot = async (c: ReturnType<typeof client>, body: object) => {
    const answer = await c.post('/api/shoot', body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { usernames: string[]; drawId: string };
  };
  const read = async (c: ReturnType<typeof client>, id: string) => {
    const answer = await c.get(`/api/draws/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as DrawCertificate;
  };
  const toCheck = (cert: DrawCertificate) => ({ ...cert, seed: cert.seed!, winners: cert.winners!, entrants: cert.entrants! });
  const linked = async (id: string) => (await read(client(t.app), id)).others.map((other) => other.id);

  it('links a re-roll of the same entrants made in a throwaway team, both ways', async () => {
    const host = await signedInPerson(t);
    const members = ['ann', 'bob', 'cat', 'dan'];
    const kept = await shoot(host.c, { listIds: [await listWith(host, 'Giveaway', members)], count: 1 });
    expect((await host.c.post('/api/workspaces', { name: 'Throwaway' })).statusCode).toBe(201);
    const reroll = await shoot(host.c, { listIds: [await listWith(host, 'Same people', members)], count: 1 });
    expect(await linked(kept.drawId)).toEqual([reroll.drawId]);
    expect(await linked(reroll.drawId)).toEqual([kept.drawId]);
  });

  it('keeps a team’s certificates when the team is deleted; only the erasure of the drawer’s account removes them', async () => {
    const host = await signedInPerson(t);
    expect((await host.c.post('/api/workspaces', { name: 'Short-lived' })).statusCode).toBe(201);
    const drawn = await shoot(host.c, { listIds: [await listWith(host, 'Entrants', ['ann', 'bob', 'cat'])], count: 2 });
    const deleted = await host.c.delete('/api/team');
    expect(deleted.statusCode, deleted.body).toBe(204);
    const cert = await read(client(t.app), drawn.drawId);
    expect(cert.winners).toEqual(drawn.usernames);
    expect(checkDraw(toCheck(cert), nodeDrawCrypto).verified).toBe(true);
    // Its drawer may still choose what it shows.
    expect((await host.c.patch(`/api/draws/${drawn.drawId}`, { publishEntrants: false })).statusCode).toBe(200);
    expect((await read(client(t.app), drawn.drawId)).entrants).toBeNull();

    // Its plan ended (an account with a Stripe customer is refused by the admin's delete: its billing records stay).
    await t.db.execute(sql`delete from stripe_customers where user_id = ${host.user.id}`);
    const admin = client(t.app);
    admin.cookie = (await createSignedInUser(t.db, { role: 'admin' })).cookie;
    expect((await admin.delete(`/api/admin/users/${String(host.user.id)}?withLists=true`)).statusCode).toBe(204);
    expect((await client(t.app).get(`/api/draws/${drawn.drawId}`)).statusCode).toBe(404);
  });

  it('counts a thousand draws of other lists without hiding the next re-roll', async () => {
    const host = await signedInPerson(t);
    const listId = await listWith(host, 'Prize', ['ann', 'bob', 'cat', 'dan']);
    const other = await listWith(host, 'Decoy', ['zed', 'yan']);
    const kept = await shoot(host.c, { listIds: [listId], count: 1 });
    const decoy = await shoot(host.c, { listIds: [other], count: 1 });
    // A thousand copies of the decoy's draw (other lists, other entrants), an hour before the re-roll.
    await t.db.execute(sql`
      insert into draws (id, user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, selection_fingerprint, entrant_count, winners, created_at, drawn_at)
      select 'decoy' || lpad(g::text, 17, '0'), user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, selection_fingerprint, entrant_count, winners, created_at, drawn_at
      from draws, generate_series(1, 1000) g where id = ${decoy.drawId}`);
    const reroll = await shoot(host.c, { listIds: [listId], count: 1 });
    const cert = await read(client(t.app), kept.drawId);
    expect(cert.others.map((o) => o.id)).toEqual([reroll.drawId]);
    expect(cert.otherSelections).toBe(1001);
  });

  it('keeps entrants unpublished on the next draw of the same lists after a member is added', async () => {
    const host = await signedInPerson(t);
    const listId = await listWith(host, 'Private', ['ann', 'bob', 'cat']);
    const first = await shoot(host.c, { listIds: [listId], count: 1 });
    expect((await host.c.patch(`/api/draws/${first.drawId}`, { publishEntrants: false })).statusCode).toBe(200);
    await host.c.post(`/api/lists/${String(listId)}/members`, { username: 'dan' });
    const second = await shoot(host.c, { listIds: [listId], count: 1 });
    expect((await read(client(t.app), second.drawId)).entrants).toBeNull();
    // Published again on one, published on both.
    expect((await host.c.patch(`/api/draws/${second.drawId}`, { publishEntrants: true })).statusCode).toBe(200);
    expect((await read(client(t.app), first.drawId)).entrants).toEqual(['ann', 'bob', 'cat']);
  });
});
