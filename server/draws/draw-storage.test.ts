import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkDraw } from '../../common/draw.plain';
import { DRAWS_TEXTS, type DrawCertificate } from '../../common/draws';
import { useTestApp } from '../../test/support/app';
import { testConfig } from '../../test/support/config';
import { createSignedInUser } from '../../test/support/factories';
import { client, signedInPerson } from '../../test/support/http';
import { nodeDrawCrypto } from './draw-crypto';
import { entrantsChange } from './entrant-changes';
import { ENTRANT_LIST_MAX_DEPTH, fingerprintOf, purgeUnusedEntrants, readEntrantList, storeSelectionList } from './storage';
import { SHOOT_LIMIT_PER_USER, SHOOT_LIMIT_PER_WORKSPACE } from '../http/rate-limits';

// Issue #33 (item 2): draw certificates must not fill the disk. A rotation or skip draw's entrants
// are the selection's list (stored once) and who was left out; shoots are rate limited; the admin
// sees what each workspace stores.

describe('what draws store', () => {
  const t = useTestApp({ config: testConfig({ DRAW_STORAGE_MB_PER_DAY: '1' }) });

  const handles = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`);
  async function owner(members: string[]) {
    const person = await signedInPerson(t);
    const listId = ((await person.c.post('/api/lists', { name: 'Community' })).json() as { id: number }).id;
    for (let at = 0; at < members.length; at += 5000) {
      const added = await person.c.post(`/api/lists/${String(listId)}/members/bulk`, { text: members.slice(at, at + 5000).join(' ') });
      expect(added.statusCode).toBe(200);
    }
    return { ...person, listId };
  }
  const shoot = async (c: ReturnType<typeof client>, body: object) => {
    const answer = await c.post('/api/shoot', body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { usernames: string[]; drawId: string; skipped: number };
  };
  const read = async (c: ReturnType<typeof client>, id: string) => (await c.get(`/api/draws/${id}`)).json() as DrawCertificate;
  const toCheck = (cert: DrawCertificate) => ({ ...cert, seed: cert.seed!, winners: cert.winners!, entrants: cert.entrants! });

  /** Bytes of entrant lists stored, and of this user's draw rows (whatever columns they have). */
  async function stored(userId: number) {
    const { rows } = await t.db.execute<{ lists: number; draws: number }>(sql`
      select (select coalesce(sum(octet_length(entrants)), 0) from draw_entrant_lists)::bigint as lists,
             (select coalesce(sum(pg_column_size(d.*)), 0) from draws d where d.user_id = ${userId})::bigint as draws`);
    return Number(rows[0]!.lists) + Number(rows[0]!.draws);
  }

  it('stores a rotation’s entrants once: 30 rotation shoots of 2 from 5,000 members add less than twice the list', async () => {
    const members = handles(5000, 'rot');
    const { c, user, listId } = await owner(members);
    const listBytes = members.join('\n').length;
    const before = await stored(user.id);
    for (let i = 0; i < 30; i += 1) await shoot(c, { listIds: [listId], count: 2, rotation: true });
    const added = (await stored(user.id)) - before;
    expect(added).toBeLessThan(2 * listBytes);
  });

  it('stores a skip draw’s entrants once too', async () => {
    const members = handles(2000, 'skp');
    const { c, user, listId } = await owner(members);
    const listBytes = members.join('\n').length;
    await shoot(c, { listIds: [listId], count: 3 });
    const before = await stored(user.id);
    for (let i = 0; i < 10; i += 1) await shoot(c, { listIds: [listId], count: 3, skipRecent: 5 });
    expect((await stored(user.id)) - before).toBeLessThan(listBytes);
  });

  it('lists who was left out of a rotation draw, each at its place, and verifies them against the selection’s fingerprint', async () => {
    const members = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay'];
    const { c, listId } = await owner(members);
    const whole = await shoot(c, { listIds: [listId], count: 1 });
    const first = await shoot(c, { listIds: [listId], count: 2, rotation: true });
    const second = await shoot(c, { listIds: [listId], count: 2, rotation: true });
    const visitor = client(t.app);
    const cert = await read(visitor, second.drawId);
    expect(cert).toMatchObject({ mode: 'rotation', leftOut: 2, entrantCount: 4 });
    // The selection's list is the one the plain shoot drew from.
    expect(cert.selectionFingerprint).toBe((await read(visitor, whole.drawId)).fingerprint);
    expect(cert.leftOutEntrants).toEqual(members.flatMap((handle, at) => (first.usernames.includes(handle) ? [{ at, handle }] : [])));
    expect(cert.entrants).toEqual(members.filter((handle) => !first.usernames.includes(handle)));
    expect(checkDraw(toCheck(cert), nodeDrawCrypto)).toMatchObject({ leftOut: true, verified: true });
    // A left-out entrant hidden, or one added, is seen.
    expect(checkDraw({ ...toCheck(cert), leftOutEntrants: cert.leftOutEntrants!.slice(1) }, nodeDrawCrypto).verified).toBe(false);
    expect(checkDraw({ ...toCheck(cert), leftOutEntrants: [...cert.leftOutEntrants!, { at: 6, handle: 'zed' }] }, nodeDrawCrypto).verified).toBe(false);
    // The plain draw left nobody out.
    expect((await read(visitor, whole.drawId)).leftOutEntrants).toEqual([]);
    // Unpublished, the left-out go with the entrants.
    expect((await c.patch(`/api/draws/${second.drawId}`, { publishEntrants: false })).statusCode).toBe(200);
    expect(await read(client(t.app), second.drawId)).toMatchObject({ entrants: null, leftOutEntrants: null });
  });

  it(`refuses a person’s shoot past ${String(SHOOT_LIMIT_PER_USER.max)} a minute with 429 and Retry-After, in the app and through a token`, async () => {
    const { c, listId } = await owner(['ann', 'bob', 'cat']);
    for (let i = 0; i < SHOOT_LIMIT_PER_USER.max; i += 1) await shoot(c, { listIds: [listId], count: 1 });
    const refused = await c.post('/api/shoot', { listIds: [listId], count: 1 });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    // From another address, or with an API token: the same person, the same count.
    const elsewhere = client(t.app);
    elsewhere.cookie = c.cookie;
    expect((await elsewhere.post('/api/shoot', { listIds: [listId], count: 1 })).statusCode).toBe(429);
    const token = (await c.post('/api/tokens', { name: 'Popup', scope: 'write' })).json().token as string;
    const api = await t.app.inject({ method: 'POST', url: '/api/v1/shoot', headers: { authorization: `Bearer ${token}` }, payload: { listIds: [listId], count: 1 } });
    expect(api.statusCode).toBe(429);
  });

  it(`counts a team’s shoots together: past ${String(SHOOT_LIMIT_PER_WORKSPACE.max)} a minute, its members wait`, async () => {
    const { c: ownerClient, user: ownerUser } = await signedInPerson(t);
    const team = (await ownerClient.post('/api/workspaces', { name: 'Busy team' })).json() as { id: number };
    const listId = ((await ownerClient.post('/api/lists', { name: 'Raffle' })).json() as { id: number }).id;
    await ownerClient.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob cat' });
    const viewers = [];
    const perPerson = SHOOT_LIMIT_PER_USER.max;
    const people = Math.ceil(SHOOT_LIMIT_PER_WORKSPACE.max / perPerson) + 1;
    for (let i = 0; i < people; i += 1) {
      const member = await signedInPerson(t, 0);
      expect((await ownerClient.post('/api/team/invites', { email: member.user.email, role: 'viewer' })).statusCode).toBe(201);
      expect((await member.c.post('/api/invites/accept', { token: t.mail.tokenFor(member.user.email) })).statusCode).toBe(200);
      viewers.push(member);
    }
    let made = 0;
    for (const viewer of viewers) {
      for (let i = 0; i < perPerson && made < SHOOT_LIMIT_PER_WORKSPACE.max; i += 1, made += 1) await shoot(viewer.c, { listIds: [listId], count: 1 });
    }
    const last = viewers.at(-1)!;
    const refused = await last.c.post('/api/shoot', { listIds: [listId], count: 1 });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's personal lists are another workspace: not held up.
    await ownerClient.put('/api/workspaces/current', { workspaceId: ownerUser.id });
    const personal = ((await ownerClient.post('/api/lists', { name: 'Mine' })).json() as { id: number }).id;
    await ownerClient.post(`/api/lists/${String(personal)}/members/bulk`, { text: 'zed' });
    expect((await ownerClient.post('/api/shoot', { listIds: [personal], count: 1 })).statusCode).toBe(200);
    expect(team.id).toBeGreaterThan(0);
  });

  it('counts announcing as shooting: past the person’s limit, announcing waits too, whatever the address', async () => {
    const { c, listId } = await owner(['ann', 'bob', 'cat']);
    for (let i = 0; i < SHOOT_LIMIT_PER_USER.max; i += 1) await shoot(c, { listIds: [listId], count: 1 });
    const elsewhere = client(t.app);
    elsewhere.cookie = c.cookie;
    const announced = await elsewhere.post('/api/draws', { listIds: [listId], count: 1, drawAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(announced.statusCode).toBe(429);
    expect(Number(announced.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a team’s Viewer shoot but not announce (an announced draw is a promise the team keeps)', async () => {
    const { c: ownerClient } = await signedInPerson(t);
    expect((await ownerClient.post('/api/workspaces', { name: 'Promise keepers' })).statusCode).toBe(201);
    const listId = ((await ownerClient.post('/api/lists', { name: 'Raffle' })).json() as { id: number }).id;
    await ownerClient.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob cat' });
    const viewer = await signedInPerson(t, 0);
    await ownerClient.post('/api/team/invites', { email: viewer.user.email, role: 'viewer' });
    expect((await viewer.c.post('/api/invites/accept', { token: t.mail.tokenFor(viewer.user.email) })).statusCode).toBe(200);
    await shoot(viewer.c, { listIds: [listId], count: 1 });
    const announced = await viewer.c.post('/api/draws', { listIds: [listId], count: 1, drawAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(announced.statusCode).toBe(403);
    expect(announced.json().error.code).toBe('WORKSPACE_ROLE');
  });

  it('stores at most DRAW_STORAGE_MB_PER_DAY of new entrant lists a day per person, then says why and when to try again', async () => {
    const members = handles(5000, 'quo');
    const { c, listId } = await owner(members);
    // A list of 5,000 changed before every shoot: a new entrant list (~45 kB) each time, 1 MB a day allowed here.
    let refused: Awaited<ReturnType<typeof c.post>> | null = null;
    let lastAdded = 0;
    for (let i = 0; i < 40 && !refused; i += 1) {
      lastAdded = ((await c.post(`/api/lists/${String(listId)}/members`, { username: `quota_${String(i)}` })).json() as { id: number }).id;
      const answer = await c.post('/api/shoot', { listIds: [listId], count: 1 });
      if (answer.statusCode !== 200) refused = answer;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused!.json().error.code).toBe('DRAW_STORAGE_FULL');
    expect(refused!.json().error.message).toBe(DRAWS_TEXTS.storageFull(1));
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await t.db.execute<{ bytes: string }>(sql`select coalesce(sum(octet_length(entrants)), 0)::bigint as bytes from draw_entrant_lists where user_id = (select user_id from draws where list_ids = ${sql.param([listId])}::int[] limit 1)`);
    expect(Number(rows[0]!.bytes)).toBeLessThanOrEqual(1_000_000 + 50_000);
    // A list already stored costs nothing: without the member added last, the list is one drawn before.
    expect((await c.delete(`/api/members/${String(lastAdded)}`)).statusCode).toBe(204);
    expect((await c.post('/api/shoot', { listIds: [listId], count: 1 })).statusCode).toBe(200);
  });

  it('stores the list of a shoot after a change as that change (issue #40): a few bytes, never refused for room, and every certificate still shows and verifies its own entrants', async () => {
    // 60,000 members: ~540 kB a list, and 1 MB a day allowed here. Whole, the second list stored would be refused.
    const members = handles(60_000, 'big');
    const { c, user, listId } = await owner(members);
    const listBytes = async () => Number((await t.db.execute<{ bytes: string }>(sql`select coalesce(sum(octet_length(entrants)), 0)::bigint as bytes from draw_entrant_lists where user_id = ${user.id}`)).rows[0]!.bytes);
    const memberId = async (username: string) => ((await c.get(`/api/members?search=${username}`)).json() as { members: { id: number; username: string }[] }).members.find((m) => m.username === username)!.id;
    const drawn: { id: string; members: string[] }[] = [{ id: (await shoot(c, { listIds: [listId], count: 3 })).drawId, members }];
    const whole = await listBytes();
    expect(whole).toBeGreaterThan(500_000);

    let now = members;
    const changes: (() => Promise<string[]>)[] = [
      async () => {
        expect((await c.post(`/api/lists/${String(listId)}/members`, { username: 'late_one' })).statusCode).toBe(201);
        return [...now, 'late_one'];
      },
      async () => {
        expect((await c.delete(`/api/members/${String(await memberId('big30000'))}`)).statusCode).toBe(204);
        return now.filter((handle) => handle !== 'big30000');
      },
      async () => {
        expect((await c.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'late_two late_three' })).statusCode).toBe(200);
        expect((await c.delete(`/api/members/${String(await memberId('big00000'))}`)).statusCode).toBe(204);
        return [...now.filter((handle) => handle !== 'big00000'), 'late_two', 'late_three'];
      },
    ];
    for (const change of changes) {
      now = await change();
      drawn.push({ id: (await shoot(c, { listIds: [listId], count: 3 })).drawId, members: now });
    }
    // Three changes stored in a hundredth of the list (about 64 lines for each place changed), beside the whole list once.
    expect((await listBytes()) - whole).toBeLessThan(whole / 100);
    const { rows } = await t.db.execute<{ depth: number }>(sql`select depth from draw_entrant_lists where user_id = ${user.id} order by depth`);
    expect(rows.map((row) => row.depth)).toEqual([0, 1, 2, 3]);

    // Each certificate, read by anyone, shows the members as they were at its shoot and verifies.
    for (const draw of drawn) {
      const cert = await read(client(t.app), draw.id);
      expect(cert.entrantCount).toBe(draw.members.length);
      expect([...cert.entrants!].sort()).toEqual([...draw.members].sort());
      expect(checkDraw(toCheck(cert), nodeDrawCrypto)).toMatchObject({ verified: true });
    }

    // A change rebuilt wrongly is never shown: the rebuilt list must match its fingerprint.
    await t.db.execute(sql`update draw_entrant_lists set entrants = entrants || chr(10) || 'intruder' where user_id = ${user.id} and depth = 2`);
    expect((await client(t.app).get(`/api/draws/${drawn[2]!.id}`)).statusCode).toBe(500);
    expect((await client(t.app).get(`/api/draws/${drawn[3]!.id}`)).statusCode).toBe(500);
    expect((await client(t.app).get(`/api/draws/${drawn[1]!.id}`)).statusCode).toBe(200);
  });

  it('keeps a list a change is made from while that change is drawn from, and purges a chain once no draw names it', async () => {
    // 2,000 members, then one more each time: each a change of a line.
    const text = (n: number) => [...handles(2000, 'cha'), ...Array.from({ length: n }, (_, i) => `x${String(i)}`)].join('\n');
    const fingerprints: string[] = [];
    const person = await createSignedInUser(t.db);
    const by = { userId: person.user.id, workspaceId: person.user.id, bytesPerDay: 1_000_000 };
    // ENTRANT_LIST_MAX_DEPTH changes in a row, then the next one is whole again.
    for (let n = 0; n <= ENTRANT_LIST_MAX_DEPTH + 1; n += 1) {
      const list = { text: text(n), fingerprint: fingerprintOf(text(n)), count: n + 2000 };
      const previous = n === 0 ? undefined : text(n - 1);
      await t.db.transaction((tx) => storeSelectionList(tx, { ...list, base: previous === undefined ? undefined : { fingerprint: fingerprints.at(-1)!, change: entrantsChange(previous, list.text) } }, by));
      fingerprints.push(list.fingerprint);
    }
    const depths = await t.db.execute<{ fingerprint: string; depth: number }>(sql`select fingerprint, depth from draw_entrant_lists where user_id = ${person.user.id}`);
    const depthOf = new Map(depths.rows.map((row) => [row.fingerprint, row.depth]));
    expect(fingerprints.map((fingerprint) => depthOf.get(fingerprint))).toEqual([...Array.from({ length: ENTRANT_LIST_MAX_DEPTH + 1 }, (_, n) => n), 0]);
    for (const [n, fingerprint] of fingerprints.entries()) expect(await readEntrantList(t.db, fingerprint)).toBe(text(n));
    expect(await readEntrantList(t.db, fingerprintOf('nobody'))).toBeNull();

    // No draw names them: the whole chain goes, from its newest change down to the whole list.
    expect(await purgeUnusedEntrants(t.db)).toBeGreaterThanOrEqual(fingerprints.length);
    expect((await t.db.execute(sql`select 1 from draw_entrant_lists where user_id = ${person.user.id}`)).rows).toHaveLength(0);
  });

  it('keeps no list for a draw that is gone: a drawn list made from it is stored whole by the hourly purge, and reads the same', async () => {
    const members = handles(12_000, 'kep');
    const { c, user, listId } = await owner(members);
    const first = await shoot(c, { listIds: [listId], count: 1 });
    expect((await c.post(`/api/lists/${String(listId)}/members`, { username: 'kept_one' })).statusCode).toBe(201);
    const second = await shoot(c, { listIds: [listId], count: 1 });
    const rows = async () => (await t.db.execute<{ depth: number }>(sql`select depth from draw_entrant_lists where user_id = ${user.id} order by depth`)).rows.map((row) => row.depth);
    expect(await rows()).toEqual([0, 1]);
    // The first draw is gone (as with its account's deletion): its list, with handles no certificate
    // shows, must not stay for the second's sake.
    await t.db.execute(sql`delete from draws where id = ${first.drawId}`);
    await purgeUnusedEntrants(t.db);
    expect(await rows()).toEqual([0]);
    const cert = await read(client(t.app), second.drawId);
    expect([...cert.entrants!].sort()).toEqual([...members, 'kept_one'].sort());
    expect(checkDraw(toCheck(cert), nodeDrawCrypto)).toMatchObject({ verified: true });
  });

  it('stores a list whole when its change would be as big, and counts a change’s steps in the day’s allowance', async () => {
    const person = await createSignedInUser(t.db);
    const by = { userId: person.user.id, workspaceId: person.user.id, bytesPerDay: 1_000_000 };
    const before = handles(2000, 'old').join('\n');
    const after = handles(2000, 'new').join('\n');
    await t.db.transaction((tx) => storeSelectionList(tx, { text: before, fingerprint: fingerprintOf(before), count: 2000 }, by));
    await t.db.transaction((tx) => storeSelectionList(tx, { text: after, fingerprint: fingerprintOf(after), count: 2000, base: { fingerprint: fingerprintOf(before), change: entrantsChange(before, after) } }, by));
    const { rows } = await t.db.execute<{ base: string | null }>(sql`select base_fingerprint as base from draw_entrant_lists where fingerprint = ${fingerprintOf(after)}`);
    expect(rows).toEqual([{ base: null }]);
    // Steps cost their bytes: 3,000 steps and no text (12 kB) count against the day as 12 kB.
    const made = 'made\nof\nsteps';
    await t.db.execute(sql`insert into draw_entrant_lists (fingerprint, entrant_count, entrants, user_id, workspace_id, base_fingerprint, change_steps, depth)
      values (${fingerprintOf(made)}, 3, '', ${by.userId}, ${by.workspaceId}, ${fingerprintOf(before)}, ${sql.param(Array.from({ length: 3000 }, () => 0))}::int[], 1)`);
    const room = Buffer.byteLength(before) + Buffer.byteLength(after) + 1000;
    // Another list of 100 bytes: past the day's allowance only with the steps counted.
    const another = { text: 'x'.repeat(100), fingerprint: fingerprintOf('x'.repeat(100)), count: 1 };
    await expect(t.db.transaction((tx) => storeSelectionList(tx, another, { ...by, bytesPerDay: room }))).rejects.toMatchObject({ statusCode: 429 });
    // Its own 100 bytes count too: 50 bytes of room left is not enough.
    const used = Buffer.byteLength(before) + Buffer.byteLength(after) + 12_000;
    await expect(t.db.transaction((tx) => storeSelectionList(tx, another, { ...by, bytesPerDay: used + 50 }))).rejects.toMatchObject({ statusCode: 429 });
    await expect(t.db.transaction((tx) => storeSelectionList(tx, another, { ...by, bytesPerDay: room + 12_000 }))).resolves.toBeUndefined();
  });

  it('shows the admin how many bytes of draw entrants each workspace keeps', async () => {
    const members = handles(300, 'adm');
    const { c, user, listId } = await owner(members);
    await shoot(c, { listIds: [listId], count: 2 });
    await shoot(c, { listIds: [listId], count: 2, rotation: true });
    await shoot(c, { listIds: [listId], count: 2, rotation: true });
    const admin = client(t.app);
    admin.cookie = (await createSignedInUser(t.db, { role: 'admin' })).cookie;
    const stats = (await admin.get('/api/admin/stats')).json() as { drawStorage: { totalBytes: number; workspaces: { id: number | null; personal: boolean; owner: string | null; bytes: number; draws: number }[] } };
    const mine = stats.drawStorage.workspaces.find((workspace) => workspace.id === user.id);
    const listBytes = members.join('\n').length;
    // The list once, and the two left out of the second rotation draw.
    expect(mine).toMatchObject({ personal: true, owner: user.username, draws: 3 });
    expect(mine!.bytes).toBeGreaterThanOrEqual(listBytes);
    expect(mine!.bytes).toBeLessThan(listBytes + 100);
    expect(stats.drawStorage.totalBytes).toBeGreaterThanOrEqual(mine!.bytes);
  });
});
