import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkDraw } from '../../common/draw.plain';
import { DRAWS_TEXTS, OTHER_COUNT_MAX, RELATED_COUNT_MAX, RELATED_DRAWS_SHOWN, type DrawCertificate } from '../../common/draws';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser } from '../../test/support/factories';
import { client, signedInPerson } from '../../test/support/http';
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

  it('counts a thousand draws of other lists, “at least”, without hiding the next re-roll', async () => {
    const host = await signedInPerson(t);
    const listId = await listWith(host, 'Prize', ['ann', 'bob', 'cat', 'dan']);
    const other = await listWith(host, 'Decoy', ['zed', 'yan']);
    const kept = await shoot(host.c, { listIds: [listId], count: 1 });
    const decoy = await shoot(host.c, { listIds: [other], count: 1 });
    // A thousand copies of the decoy's draw (other lists, other entrants), an hour before the re-roll.
    await t.db.execute(sql`
      insert into draws (id, user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, selection_fingerprint, members_key, entrant_count, winners, created_at, drawn_at)
      select 'decoy' || lpad(g::text, 17, '0'), user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, selection_fingerprint, members_key, entrant_count, winners, created_at, drawn_at
      from draws, generate_series(1, 1000) g where id = ${decoy.drawId}`);
    const reroll = await shoot(host.c, { listIds: [listId], count: 1 });
    const cert = await read(client(t.app), kept.drawId);
    expect(cert.others.map((o) => o.id)).toEqual([reroll.drawId]);
    expect(cert.otherSelections).toBe(OTHER_COUNT_MAX);
    expect(cert.countsCapped).toBe(true);
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
  it('links a re-roll of the same members listed in another order, and counts other people’s draws of them', async () => {
    const host = await signedInPerson(t);
    const members = ['ann', 'bob', 'cat', 'dan', 'eve'];
    const kept = await shoot(host.c, { listIds: [await listWith(host, 'Main', members)], count: 1 });
    const reordered = await shoot(host.c, { listIds: [await listWith(host, 'Copy', [...members].reverse().map((m) => m.toUpperCase()))], count: 1 });
    const accomplice = await signedInPerson(t);
    await shoot(accomplice.c, { listIds: [await listWith(accomplice, 'Same people', [...members].reverse())], count: 1 });
    const cert = await read(client(t.app), kept.drawId);
    expect(cert.others.map((other) => other.id)).toEqual([reordered.drawId]);
    expect(cert.othersByOthers).toBe(1);
  });

  it('lets the drawer of a deleted team’s draw only hide more of it: never publish, never redraw', async () => {
    const owner = await signedInPerson(t);
    expect((await owner.c.post('/api/workspaces', { name: 'Private crew' })).statusCode).toBe(201);
    const listId = await listWith(owner, 'Secret', ['ann', 'bob', 'cat', 'dan']);
    const viewer = await signedInPerson(t, 0);
    await owner.c.post('/api/team/invites', { email: viewer.user.email, role: 'viewer' });
    expect((await viewer.c.post('/api/invites/accept', { token: t.mail.tokenFor(viewer.user.email) })).statusCode).toBe(200);
    const first = await shoot(owner.c, { listIds: [listId], count: 1 });
    expect((await owner.c.patch(`/api/draws/${first.drawId}`, { publishEntrants: false })).statusCode).toBe(200);
    const viewers = await shoot(viewer.c, { listIds: [listId], count: 1 });
    expect((await read(client(t.app), viewers.drawId)).entrants).toBeNull();
    expect((await owner.c.delete(`/api/team/members/${String(viewer.user.id)}`)).statusCode).toBe(204);
    expect((await owner.c.delete('/api/team')).statusCode).toBe(204);
    const publish = await viewer.c.patch(`/api/draws/${viewers.drawId}`, { publishEntrants: true });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error.message).toBe(DRAWS_TEXTS.teamGoneHideOnly);
    expect((await viewer.c.patch(`/api/draws/${viewers.drawId}`, { showListNames: true })).statusCode).toBe(403);
    expect((await viewer.c.post(`/api/draws/${viewers.drawId}/redraw`, { replace: viewers.usernames[0] })).statusCode).toBe(403);
    expect((await read(client(t.app), viewers.drawId)).entrants).toBeNull();
    // Hiding is still theirs to do.
    expect((await owner.c.patch(`/api/draws/${first.drawId}`, { showListNames: false })).statusCode).toBe(200);
  });

  it('hides the members everywhere the drawer drew them: an unpublished certificate links to no published copy', async () => {
    const host = await signedInPerson(t);
    const members = ['ann', 'bob', 'cat', 'dan', 'eve'];
    const personal = await shoot(host.c, { listIds: [await listWith(host, 'Mine', members)], count: 1 });
    expect((await host.c.post('/api/workspaces', { name: 'Crew' })).statusCode).toBe(201);
    const team = await shoot(host.c, { listIds: [await listWith(host, 'Theirs', members)], count: 1 });
    expect((await host.c.patch(`/api/draws/${team.drawId}`, { publishEntrants: false })).statusCode).toBe(200);
    const seen = await read(client(t.app), team.drawId);
    expect(seen.others.map((other) => other.id)).toEqual([personal.drawId]);
    expect((await read(client(t.app), personal.drawId)).entrants).toBeNull();
    // And the next draw of them, in either workspace, starts hidden.
    const again = await shoot(host.c, { listIds: [await listWith(host, 'Theirs again', members)], count: 1 });
    expect((await read(client(t.app), again.drawId)).entrants).toBeNull();
  });

  it('counts at most RELATED_COUNT_MAX related and OTHER_COUNT_MAX other draws, and says “at least”', async () => {
    const host = await signedInPerson(t);
    const listId = await listWith(host, 'Prize', ['ann', 'bob', 'cat']);
    const kept = await shoot(host.c, { listIds: [listId], count: 1 });
    await t.db.execute(sql`
      insert into draws (id, user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, selection_fingerprint, members_key, entrant_count, winners, created_at, drawn_at)
      select 'copy' || lpad(g::text, 18, '0'), user_id, workspace_id, selection, list_ids, list_names, algorithm, status, seed, count, fingerprint, selection_fingerprint, members_key, entrant_count, winners, created_at, drawn_at
      from draws, generate_series(1, ${RELATED_COUNT_MAX + 5}) g where id = ${kept.drawId}`);
    const cert = await read(client(t.app), kept.drawId);
    expect(cert.othersCount).toBe(RELATED_COUNT_MAX);
    expect(cert.others).toHaveLength(RELATED_DRAWS_SHOWN);
    expect(cert.countsCapped).toBe(true);
  });
});
