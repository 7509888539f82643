import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkDraw } from '../../common/draw.plain';
import { DRAWS_TEXTS, type DrawCertificate } from '../../common/draws';
import { useTestApp } from '../../test/support/app';
import { createSignedInUser, givePlan } from '../../test/support/factories';
import { client } from '../../test/support/http';
import { nodeDrawCrypto } from './draw-crypto';
import { createScheduler } from '../jobs/scheduler';
import { dueDrawsPass } from './due-draws';
import { drandRelays } from './drand-relays';
import { chainHash } from '../../common/certificate-chain.plain';
import { shoot as shootService } from '../lists/shoot-service';
import { drawDue, makeDue } from '../../test/support/draws';
import { checkDrawV2, v2ToCheck } from '../../common/draw-v2.plain';
import { firstRoundAfter } from '../../common/drand.plain';
import { redrawsAllowed } from './redraws';
import { purgeUnusedEntrants } from './storage';

// Issue #20: every shoot has a public certificate that anyone can check.

// A built index.html like Vite's, so the head of /draws/{id} can be seen.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-draws-client-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Rollcall</title><meta name="description" content="Rollcall default" /></head><body><div id="root"></div></body></html>',
);

describe('draw certificates', () => {
  const t = useTestApp({ clientDir });
  let tier = 300;

  async function owner(lists: Record<string, string[]>) {
    const c = client(t.app);
    const signedIn = await createSignedInUser(t.db);
    await givePlan(t.db, signedIn.user.id, { tier: (tier += 1), maxlist: null });
    c.cookie = signedIn.cookie;
    const ids: Record<string, number> = {};
    for (const [name, usernames] of Object.entries(lists)) {
      ids[name] = ((await c.post('/api/lists', { name })).json() as { id: number }).id;
      await c.post(`/api/lists/${String(ids[name])}/members/bulk`, { text: usernames.join(' ') });
    }
    return { c, ids, user: signedIn.user };
  }
  const shoot = async (c: ReturnType<typeof client>, body: object) => {
    const answer = await c.post('/api/shoot', body);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { usernames: string[]; drawId: string; skipped: number; roundStarted: boolean };
  };
  const read = async (c: ReturnType<typeof client>, id: string) => (await c.get(`/api/draws/${id}`)).json() as DrawCertificate;
  const toCheck = (cert: DrawCertificate) => ({ ...cert, seed: cert.seed!, winners: cert.winners!, entrants: cert.entrants! });

  it('gives every shoot a public certificate that recomputes to its winners', async () => {
    const { c, ids, user } = await owner({ Core: ['ann', 'bob', 'cat', 'dan'], Guests: ['DAN', 'eve', 'fay'] });
    const drawn = await shoot(c, { listIds: [ids.Guests, ids.Core], count: 3 });
    expect(drawn.drawId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const visitor = client(t.app);
    const cert = await read(visitor, drawn.drawId);
    expect(cert).toMatchObject({ algorithm: 'rollcall-draw-v1', status: 'drawn', count: 3, entrantCount: 6, winners: drawn.usernames, mine: false, settings: null, listNames: null, mode: 'uniform', leftOut: 0 });
    expect(cert.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(cert.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(cert.entrants).toEqual(['ann', 'bob', 'cat', 'dan', 'eve', 'fay']);
    expect(checkDraw(toCheck(cert), nodeDrawCrypto).verified).toBe(true);
    // Nothing of the owner beyond the draw.
    const body = (await visitor.get(`/api/draws/${drawn.drawId}`)).body;
    expect(body).not.toContain(user.email);
    expect(body).not.toContain(user.username);
    expect(body).not.toContain('Core');
  });

  it('serves the certificate page with its own title and description for a link shared on X', async () => {
    const { c, ids, user } = await owner({ Fans: ['ann', 'bob', 'cat'] });
    const { drawId } = await shoot(c, { listIds: [ids.Fans], count: 2 });
    const page = await client(t.app).get(`/draws/${drawId}`, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Draw certificate — Rollcall</title>');
    expect(page.body).toMatch(/<meta property="og:description" content="2 winners drawn from 3 entrants on [A-Z][a-z]+ \d+, \d{4} with a published algorithm\. Anyone can check the winners against it\." \/>/);
    expect(page.body).toContain(`<meta property="og:url" content="${new URL(`/draws/${drawId}`, t.app.config.appUrl).toString()}" />`);
    expect(page.body).not.toContain(user.username);
    expect(page.body).not.toContain('Fans');
    // An unknown draw: the plain page (the app says 'Draw not found').
    const unknown = await client(t.app).get(`/draws/${'B'.repeat(22)}`, { accept: 'text/html' });
    expect(unknown.body).toContain('<title>Rollcall</title>');
  });

  it('shows the lists’ names and the entrants as the owner chooses, and the fingerprint always', async () => {
    const { c, ids } = await owner({ 'Secret club': ['ann', 'bob', 'cat'] });
    const { drawId } = await shoot(c, { listIds: [ids['Secret club']], count: 1 });
    const mine = await read(c, drawId);
    expect(mine).toMatchObject({ mine: true, listNames: ['Secret club'], settings: { showListNames: false, publishEntrants: true } });
    expect((await c.patch(`/api/draws/${drawId}`, { showListNames: true, publishEntrants: false })).statusCode).toBe(200);
    const seen = await read(client(t.app), drawId);
    expect(seen.listNames).toEqual(['Secret club']);
    expect(seen.entrants).toBeNull();
    expect(seen.fingerprint).toBe(mine.fingerprint);
    expect(seen.entrantCount).toBe(3);
    expect((await read(c, drawId)).entrants).toEqual(['ann', 'bob', 'cat']);
    // Another draw of the same entrants does not give them away: the choice is the list's.
    const again = await shoot(c, { listIds: [ids['Secret club']], count: 1 });
    expect((await read(client(t.app), again.drawId)).entrants).toBeNull();
  });

  it('lets only the owner change a certificate or redraw, and answers a missing or malformed id', async () => {
    const { c, ids } = await owner({ L: ['ann', 'bob', 'cat'] });
    const { drawId, usernames } = await shoot(c, { listIds: [ids.L], count: 1 });
    const stranger = (await owner({})).c;
    expect((await stranger.patch(`/api/draws/${drawId}`, { publishEntrants: false })).statusCode).toBe(404);
    expect((await stranger.post(`/api/draws/${drawId}/redraw`, { replace: usernames[0] })).statusCode).toBe(404);
    expect((await client(t.app).patch(`/api/draws/${drawId}`, { publishEntrants: false })).statusCode).toBe(401);
    expect((await read(c, drawId)).settings?.publishEntrants).toBe(true);
    const missing = await client(t.app).get(`/api/draws/${'A'.repeat(22)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(DRAWS_TEXTS.notFound);
    expect((await client(t.app).get('/api/draws/short')).statusCode).toBe(400);
  });

  it('lists the other draws from the same selection around it, so a re-roll shows', async () => {
    const { c, ids } = await owner({ A: ['ann', 'bob', 'cat'], B: ['dan', 'eve'] });
    const first = await shoot(c, { listIds: [ids.A, ids.B], count: 1 });
    const second = await shoot(c, { listIds: [ids.B, ids.A], count: 1 });
    const elsewhere = await shoot(c, { listIds: [ids.A], count: 1 });
    const third = await shoot(c, { listIds: [ids.A, ids.B], count: 2 });
    const others = (await read(client(t.app), second.drawId)).others.map((other) => other.id);
    expect(others).toEqual([first.drawId, third.drawId]);
    expect(others).not.toContain(elsewhere.drawId);
  });

  it('links a re-roll made with an empty list added (same entrants), and counts draws from other lists', async () => {
    const { c, ids } = await owner({ Fans: ['ann', 'bob', 'cat'], Empty: [], Other: ['zed', 'yan'] });
    const first = await shoot(c, { listIds: [ids.Fans], count: 1 });
    const disguised = await shoot(c, { listIds: [ids.Fans, ids.Empty], count: 1 });
    await shoot(c, { listIds: [ids.Other], count: 1 });
    const cert = await read(client(t.app), first.drawId);
    expect(cert.others.map((other) => other.id)).toEqual([disguised.drawId]);
    expect(cert.otherSelections).toBe(1);
  });

  it('keeps an announced draw’s re-rolls in view over its whole wait', async () => {
    const { c, ids, user } = await owner({ Fans: ['ann', 'bob', 'cat'] });
    const { drawId } = (await c.post('/api/draws', { listIds: [ids.Fans], count: 1, drawAt: new Date(Date.now() + 10 * 24 * 3600_000).toISOString() })).json() as { drawId: string };
    // Announced ten days ago, drawn now; a shoot of the same lists just after.
    await t.db.execute(sql`update draws set created_at = now() - interval '10 days' where id = ${drawId}`);
    await makeDue(t.db, t.app.drand, drawId);
    expect(await drawDue(t.db, t.app.drand)).toBe(1);
    const after = await shoot(c, { listIds: [ids.Fans], count: 1 });
    expect((await read(client(t.app), drawId)).others.map((other) => other.id)).toEqual([after.drawId]);
    expect(user.id).toBeGreaterThan(0);
  });

  it('draws from a thousand lists at once (the selection key stays small enough to index)', async () => {
    const { c, user } = await owner({});
    await t.db.execute(sql`insert into lists (name, color, workspace_id) select 'Big ' || g, '#123456', ${user.id} from generate_series(1, 1000) g`);
    await t.db.execute(sql`insert into list_members (list_id, username) select id, 'm' || id from lists where workspace_id = ${user.id}`);
    const listIds = (await t.db.execute<{ id: number }>(sql`select id from lists where workspace_id = ${user.id}`)).rows.map((row) => row.id);
    const first = await shoot(c, { listIds, count: 5 });
    const second = await shoot(c, { listIds: [...listIds].reverse(), count: 5 });
    expect((await read(client(t.app), second.drawId)).others.map((other) => other.id)).toEqual([first.drawId]);
  });

  it('answers one address at most 120 certificates a minute (a shared link, not a scraper)', async () => {
    const { c, ids } = await owner({ L: ['ann', 'bob'] });
    const { drawId } = await shoot(c, { listIds: [ids.L], count: 1 });
    const scraper = client(t.app);
    const answers = [];
    for (let i = 0; i < 121; i += 1) answers.push(await scraper.get(`/api/draws/${drawId}`));
    expect(answers.map((answer) => answer.statusCode).filter((status) => status === 200)).toHaveLength(120);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client(t.app).get(`/api/draws/${drawId}`)).statusCode).toBe(200); // another address
  });

  it('outlives the lists it drew from', async () => {
    const { c, ids } = await owner({ Gone: ['ann', 'bob'] });
    const { drawId, usernames } = await shoot(c, { listIds: [ids.Gone], count: 2 });
    expect((await c.delete(`/api/lists/${String(ids.Gone)}`)).statusCode).toBe(204);
    const cert = await read(client(t.app), drawId);
    expect(cert.winners).toEqual(usernames);
    expect(checkDraw(toCheck(cert), nodeDrawCrypto).verified).toBe(true);
  });

  it('redraws one winner from those who never won, recorded on the same certificate', async () => {
    const { c, ids } = await owner({ L: ['ann', 'bob', 'cat', 'dan'] });
    const { drawId, usernames } = await shoot(c, { listIds: [ids.L], count: 2 });
    const once = await c.post(`/api/draws/${drawId}/redraw`, { replace: usernames[0] });
    expect(once.statusCode).toBe(200);
    let cert = once.json() as DrawCertificate;
    expect(cert.winners).toEqual(usernames); // the draw itself never changes
    expect(cert.redraws).toHaveLength(1);
    expect(cert.redraws[0]!.replaced).toBe(usernames[0]);
    expect(usernames).not.toContain(cert.redraws[0]!.winner);
    const twice = await c.post(`/api/draws/${drawId}/redraw`, { replace: cert.redraws[0]!.winner });
    cert = twice.json() as DrawCertificate;
    const everyone = new Set([...usernames, ...cert.redraws.map((redraw) => redraw.winner)]);
    expect(everyone.size).toBe(4);
    expect(checkDraw(toCheck(cert), nodeDrawCrypto)).toMatchObject({ redraws: true, verified: true });
    // Nobody left who never won; a handle that is not a current winner.
    const none = await c.post(`/api/draws/${drawId}/redraw`, { replace: usernames[1] });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(DRAWS_TEXTS.nobodyLeft);
    const notWinner = await c.post(`/api/draws/${drawId}/redraw`, { replace: usernames[0] });
    expect(notWinner.statusCode).toBe(400);
    expect(notWinner.json().error.message).toBe(DRAWS_TEXTS.notAWinner(usernames[0]!));
  });

  it('records at most a bounded number of redraws on one certificate', async () => {
    const { c, ids } = await owner({ L: Array.from({ length: 40 }, (_, i) => `m${String(i)}`) });
    const { drawId, usernames } = await shoot(c, { listIds: [ids.L], count: 1 });
    let winner = usernames[0]!;
    for (let i = 0; i < redrawsAllowed(1); i += 1) {
      const cert = (await c.post(`/api/draws/${drawId}/redraw`, { replace: winner })).json() as DrawCertificate;
      winner = cert.redraws.at(-1)!.winner;
    }
    const refused = await c.post(`/api/draws/${drawId}/redraw`, { replace: winner });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DRAWS_TEXTS.redrawLimit(redrawsAllowed(1)));
  });

  it('forgets entrant lists no draw names, and stores one again when it is drawn again', async () => {
    const { c, ids, user } = await owner({ L: ['purge_ann', 'purge_bob'] });
    const first = await shoot(c, { listIds: [ids.L], count: 1 });
    const { fingerprint } = await read(c, first.drawId);
    await t.db.execute(sql`delete from draws where user_id = ${user.id}`);
    expect(await purgeUnusedEntrants(t.db)).toBeGreaterThanOrEqual(1);
    expect((await t.db.execute(sql`select 1 from draw_entrant_lists where fingerprint = ${fingerprint}`)).rows).toHaveLength(0);
    // This process still remembers having stored it: the shoot stores it again instead of failing.
    const again = await shoot(c, { listIds: [ids.L], count: 1 });
    const cert = await read(client(t.app), again.drawId);
    expect(cert.fingerprint).toBe(fingerprint);
    expect(checkDraw(toCheck(cert), nodeDrawCrypto).verified).toBe(true);
  });

  it('announces a draw of entrants whose stored list was purged since (issue #33: it answered 500)', async () => {
    const { c, ids, user } = await owner({ L: ['gone_ann', 'gone_bob'] });
    const first = await shoot(c, { listIds: [ids.L], count: 1 });
    const { fingerprint } = await read(c, first.drawId);
    await t.db.execute(sql`delete from draws where user_id = ${user.id}`);
    expect(await purgeUnusedEntrants(t.db)).toBeGreaterThanOrEqual(1);
    const announced = await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(announced.statusCode, announced.body).toBe(201);
    const cert = await read(client(t.app), (announced.json() as { drawId: string }).drawId);
    expect(cert).toMatchObject({ status: 'announced', fingerprint, entrants: ['gone_ann', 'gone_bob'] });
  });

  it('in rotation, draws everyone once before anyone twice, and says who was eligible', async () => {
    const members = ['ann', 'bob', 'cat', 'dan', 'eve'];
    const { c, ids } = await owner({ L: members });
    const first = await shoot(c, { listIds: [ids.L], count: 2, rotation: true });
    const second = await shoot(c, { listIds: [ids.L], count: 2, rotation: true });
    expect(second.skipped).toBe(2);
    const secondCert = await read(client(t.app), second.drawId);
    expect(secondCert).toMatchObject({ mode: 'rotation', leftOut: 2, entrantCount: 3 });
    expect(secondCert.entrants).toEqual(members.filter((member) => !first.usernames.includes(member)));
    expect(checkDraw(toCheck(secondCert), nodeDrawCrypto).verified).toBe(true);
    const third = await shoot(c, { listIds: [ids.L], count: 2, rotation: true });
    expect(third.usernames).toHaveLength(1); // the last one of the round
    expect(new Set([...first.usernames, ...second.usernames, ...third.usernames])).toEqual(new Set(members));
    const fourth = await shoot(c, { listIds: [ids.L], count: 2, rotation: true });
    expect(fourth.roundStarted).toBe(true);
    expect((await read(client(t.app), fourth.drawId)).entrantCount).toBe(5);
    // A plain shoot of the same lists neither counts in the round nor is limited by it.
    const plain = await shoot(c, { listIds: [ids.L], count: 5 });
    expect(plain.usernames).toHaveLength(5);
    const fifth = await shoot(c, { listIds: [ids.L], count: 5, rotation: true });
    expect(fifth.usernames.some((name) => fourth.usernames.includes(name))).toBe(false);
  });

  describe('the chain of a person’s certificates (issue #37)', () => {
    it('links each draw to the person’s previous one by its content hash, across workspaces and kinds, in one line under concurrent shoots', async () => {
      const { c, ids, user } = await owner({ L: ['ann', 'bob', 'cat', 'dan'], M: ['eve', 'fay'] });
      const first = await shoot(c, { listIds: [ids.L], count: 1 });
      // Five at once: one line, no fork.
      const racing = await Promise.all([1, 2, 3, 4, 5].map(() => shoot(c, { listIds: [ids.M], count: 1 })));
      const fair = await shoot(c, { listIds: [ids.L], count: 1, provablyFair: true });
      const announced = (await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: new Date(Date.now() + 3_600_000).toISOString() })).json() as { drawId: string };
      const all = await Promise.all([first.drawId, ...racing.map((r) => r.drawId), fair.drawId, announced.drawId].map((id) => read(client(t.app), id)));
      const bySeq = [...all].sort((a, b) => a.chain!.seq - b.chain!.seq);
      expect(bySeq.map((cert) => cert.chain!.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(bySeq[0]!.chain).toMatchObject({ previousId: null, previousHash: null });
      bySeq.forEach((cert, i) => {
        // Anyone recomputes a certificate's content hash from its JSON.
        expect(chainHash(cert, nodeDrawCrypto.sha256)).toBe(cert.chain!.contentHash);
        if (i > 0) expect(cert.chain).toMatchObject({ previousId: bySeq[i - 1]!.id, previousHash: bySeq[i - 1]!.chain!.contentHash });
      });
      // Altered afterwards (another seed, so other winners): its content no longer gives the hash the next one names.
      const victim = bySeq[2]!;
      await t.db.execute(sql`update draws set seed = ${'cd'.repeat(32)} where id = ${victim.id}`);
      const altered = await read(client(t.app), victim.id);
      expect(chainHash(altered, nodeDrawCrypto.sha256)).not.toBe(bySeq[3]!.chain!.previousHash);
      // Deleted: the next one still names it, and it is gone.
      await t.db.execute(sql`delete from draws where id = ${bySeq[4]!.id}`);
      expect((await client(t.app).get(`/api/draws/${bySeq[5]!.chain!.previousId!}`)).statusCode).toBe(404);
      expect(user.id).toBeGreaterThan(0);
    });
  });

  describe('a provably fair shoot (issue #37)', () => {
    it('freezes the entrants, waits for the next drand round and draws with it; Verify checks the round and who was left out', async () => {
      const { c, ids } = await owner({ L: ['ann', 'bob', 'cat', 'dan', 'eve', 'fay'] });
      const before = t.relay.asked.length;
      const plain = await shoot(c, { listIds: [ids.L], count: 2 });
      // A plain shoot asks no relay.
      expect(t.relay.asked.length).toBe(before);
      const fair = await shoot(c, { listIds: [ids.L], count: 2, skipRecent: 1, provablyFair: true });
      const cert = await read(client(t.app), fair.drawId);
      expect(cert).toMatchObject({ algorithm: 'rollcall-draw-v2', status: 'drawn', winners: fair.usernames, entrantCount: 4, leftOut: 2, commitment: null });
      // The round is the first out after the freeze, and its signature is the chain's.
      expect(cert.beacon).toMatchObject({ round: firstRoundAfter(t.relay.chain.info, Date.parse(cert.createdAt) / 1000), league: false, waiting: null });
      expect(cert.beacon).toMatchObject(t.relay.chain.sign(cert.beacon!.round));
      expect(fair.usernames.some((name) => plain.usernames.includes(name))).toBe(false);
      expect(cert.leftOutFingerprint).toMatch(/^[0-9a-f]{64}$/);
      const check = v2ToCheck(cert)!;
      expect(checkDrawV2(check, nodeDrawCrypto)).toMatchObject({ beacon: true, leftOut: true, verified: true });
      // Someone left out who was not (or the committed left-out set changed) does not verify.
      const swapped = { ...check, leftOutEntrants: check.leftOutEntrants!.map((entry, i) => (i === 0 ? { ...entry, handle: 'zed' } : entry)) };
      expect(checkDrawV2(swapped, nodeDrawCrypto)).toMatchObject({ leftOut: false, verified: false });
      expect(checkDrawV2({ ...check, leftOutFingerprint: 'ab'.repeat(32) }, nodeDrawCrypto)).toMatchObject({ leftOut: false, verified: false });
    });

    it('draws nothing when no relay gives the round in time (fail closed), and says so', async () => {
      const { user, ids } = await owner({ L: ['ann', 'bob', 'cat'] });
      const count = async () => Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from draws where user_id = ${user.id}`)).rows[0]!.n);
      const relays = drandRelays({ urls: [t.relay.url], chain: t.relay.chain.info, graceMs: 300 });
      const actor = { userId: user.id, username: user.username, workspaceId: user.id, drawStorageBytesPerDay: t.app.config.drawStorageBytesPerDay };
      t.relay.setMode('bad signature');
      try {
        await expect(shootService(t.db, actor, { listIds: [ids.L!], count: 1, skipRecent: 0, rotation: false, provablyFair: true }, relays)).rejects.toMatchObject({
          statusCode: 503,
          message: expect.stringMatching(/^No drand relay gave round \d+ in time, so nothing was drawn\./) as string,
        });
      } finally {
        t.relay.setMode('good');
      }
      expect(await count()).toBe(0);
      expect((await shootService(t.db, actor, { listIds: [ids.L!], count: 1, skipRecent: 0, rotation: false, provablyFair: true }, relays)).usernames).toHaveLength(1);
      expect(await count()).toBe(1);
    });
  });

  describe('announced draws (commit–reveal)', () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const due = (id: string) => makeDue(t.db, t.app.drand, id);
    const drawDueNow = () => drawDue(t.db, t.app.drand);

    it('freezes the entrants and fixes the drand round, then draws with that round once, when due (rollcall-draw-v2)', async () => {
      const { c, ids } = await owner({ L: ['ann', 'bob', 'cat', 'dan'] });
      const announced = await c.post('/api/draws', { listIds: [ids.L], count: 2, drawAt: inMinutes(30) });
      expect(announced.statusCode).toBe(201);
      const { drawId } = announced.json() as { drawId: string };
      await c.post(`/api/lists/${String(ids.L)}/members/bulk`, { text: 'late_comer' });
      const cert0 = await read(client(t.app), drawId);
      let cert = cert0;
      expect(cert).toMatchObject({ algorithm: 'rollcall-draw-v2', status: 'announced', seed: null, commitment: null, winners: null, entrantCount: 4, entrants: ['ann', 'bob', 'cat', 'dan'] });
      // The round is fixed now: the first of the chain out after the announced time (and the freeze).
      const chain = t.relay.chain.info;
      expect(cert.beacon).toMatchObject({ round: firstRoundAfter(chain, Date.parse(cert.drawAt!) / 1000), chain, league: false, signature: null, randomness: null, waiting: { attempts: 0, problems: [] } });
      expect(Date.parse(cert.beacon!.roundAt)).toBeGreaterThan(Date.parse(cert.drawAt!));
      const early = await c.post(`/api/draws/${drawId}/draw`, {});
      expect(early.statusCode).toBe(409);
      expect(early.json().error.message).toBe(DRAWS_TEXTS.notYet(cert0.drawAt!));
      const asked = t.relay.asked.length;
      expect(await drawDueNow()).toBe(0);
      // No relay is asked for a round before its time.
      expect(t.relay.asked.length).toBe(asked);

      const round = await due(drawId);
      expect(await drawDueNow()).toBe(1);
      expect(await drawDueNow()).toBe(0);
      cert = await read(client(t.app), drawId);
      expect(cert.status).toBe('drawn');
      expect(cert.beacon).toMatchObject({ ...t.relay.chain.sign(round), waiting: null });
      expect(cert.winners).toHaveLength(2);
      expect(checkDrawV2(v2ToCheck(cert)!, nodeDrawCrypto)).toMatchObject({ beacon: true, league: false, verified: true });
      // A seed the server made up instead would not verify.
      expect(checkDrawV2({ ...v2ToCheck(cert)!, seed: 'ab'.repeat(32) }, nodeDrawCrypto).verified).toBe(false);
      // Drawn like a shoot: in the history 'skip recent' reads.
      expect((await c.get('/api/shoot/history')).json().shoots[0].usernames).toEqual(cert.winners);
    });

    it('fails closed: with no relay giving a valid round the draw waits, says why, and is tried again later; drawn once one does', async () => {
      const { c, ids } = await owner({ L: ['ann', 'bob', 'cat', 'dan'] });
      const { drawId } = (await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: inMinutes(5) })).json() as { drawId: string };
      const round = await due(drawId);
      try {
        // A relay that signs with another key: its round is refused, never used.
        t.relay.setMode('bad signature');
        expect(await drawDueNow()).toBe(0);
        let cert = await read(client(t.app), drawId);
        expect(cert).toMatchObject({ status: 'announced', seed: null, winners: null });
        expect(cert.beacon!.waiting).toMatchObject({ attempts: 1, problems: [{ relay: t.relay.url, problem: 'bad signature' }] });
        const next = Date.parse(cert.beacon!.waiting!.nextAttemptAt!);
        expect(next).toBeGreaterThan(Date.parse(cert.beacon!.waiting!.lastAttemptAt!));
        // Not asked again before its next attempt.
        const asked = t.relay.asked.length;
        expect(await drawDueNow()).toBe(0);
        expect(t.relay.asked.length).toBe(asked);
        // Down, then: the delay doubles. 'Draw now' refuses too, saying what it waits for.
        t.relay.setMode('down');
        await t.db.execute(sql`update draws set drand_next_attempt_at = now() where id = ${drawId}`);
        expect(await drawDueNow()).toBe(0);
        cert = await read(client(t.app), drawId);
        expect(cert.beacon!.waiting).toMatchObject({ attempts: 2, problems: [{ relay: t.relay.url, problem: 'refused' }] });
        const second = Date.parse(cert.beacon!.waiting!.nextAttemptAt!) - Date.parse(cert.beacon!.waiting!.lastAttemptAt!);
        expect(second).toBeGreaterThan(next - Date.parse(cert.beacon!.waiting!.lastAttemptAt!) - 1);
        const refused = await c.post(`/api/draws/${drawId}/draw`, {});
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.message).toBe(DRAWS_TEXTS.roundNotOut(round));
      } finally {
        t.relay.setMode('good');
      }
      // Back up: drawn at the next attempt, with the round its chain signed.
      await t.db.execute(sql`update draws set drand_next_attempt_at = now() where id = ${drawId}`);
      expect(await drawDueNow()).toBe(1);
      const cert = await read(client(t.app), drawId);
      expect(cert.status).toBe('drawn');
      // Drawn late: the certificate keeps how many times the relays failed it (two passes and 'Draw now').
      expect(cert.beacon).toMatchObject({ attempts: 3, waiting: null });
      expect(checkDrawV2(v2ToCheck(cert)!, nodeDrawCrypto).verified).toBe(true);
    });

    it('asks a relay that is down once a pass, not once a round: the other draws wait with its answer', async () => {
      const { c, ids } = await owner({ L: ['ann', 'bob', 'cat'] });
      const made = await Promise.all([1, 2, 3].map(async () => ((await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: inMinutes(5) })).json() as { drawId: string }).drawId));
      const round = await due(made[0]!);
      // Three different rounds, all out.
      for (const [i, id] of made.entries()) {
        await due(id);
        await t.db.execute(sql`update draws set drand_round = ${round - i} where id = ${id}`);
      }
      t.relay.setMode('down');
      try {
        const asked = t.relay.asked.length;
        expect(await drawDueNow()).toBe(0);
        expect(t.relay.asked.length - asked).toBe(1);
        for (const id of made) expect((await read(client(t.app), id)).beacon!.waiting).toMatchObject({ attempts: 1, problems: [{ relay: t.relay.url, problem: 'refused' }] });
      } finally {
        t.relay.setMode('good');
      }
      await t.db.execute(sql`update draws set drand_next_attempt_at = now() where id = any(${sql.param(made)}::text[])`);
      expect(await drawDueNow()).toBe(3);
    });

    it('draws each due draw exactly once when passes race, and at an instance’s start', async () => {
      const { c, ids } = await owner({ L: ['ann', 'bob', 'cat'] });
      const made = await Promise.all([1, 2, 3].map(async () => ((await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: inMinutes(5) })).json() as { drawId: string }).drawId));
      for (const id of made.slice(0, 2)) await due(id);
      const passes = await Promise.all([drawDueNow(), drawDueNow(), drawDueNow()]);
      expect(passes.reduce((a, b) => a + b, 0)).toBe(2);
      const history = (await c.get('/api/shoot/history')).json().shoots as unknown[];
      expect(history).toHaveLength(2);

      await due(made[2]!);
      const jobs = createScheduler({ error: () => undefined });
      jobs.every('due draws', 3_600_000, dueDrawsPass(t.db, t.app.drand), { runAtStart: true });
      await vi.waitFor(async () => {
        expect((await read(client(t.app), made[2]!)).status).toBe('drawn');
      });
      await jobs.stop();
    });

    it('lets the owner draw once the time has come, and refuses bad times and strangers', async () => {
      const { c, ids } = await owner({ L: ['ann', 'bob'] });
      const past = await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: inMinutes(-1) });
      expect(past.statusCode).toBe(400);
      expect(past.json().error.message).toBe(DRAWS_TEXTS.drawAtPast);
      expect((await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: inMinutes(91 * 24 * 60) })).statusCode).toBe(400);
      expect((await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: 'tomorrow' })).statusCode).toBe(400);
      const { drawId } = (await c.post('/api/draws', { listIds: [ids.L], count: 1, drawAt: inMinutes(2) })).json() as { drawId: string };
      await due(drawId);
      const stranger = (await owner({})).c;
      expect((await stranger.post(`/api/draws/${drawId}/draw`, {})).statusCode).toBe(404);
      const now = await c.post(`/api/draws/${drawId}/draw`, {});
      expect(now.statusCode).toBe(200);
      expect((now.json() as DrawCertificate).status).toBe('drawn');
      const again = await c.post(`/api/draws/${drawId}/draw`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(DRAWS_TEXTS.notAnnounced);
      // Not anyone's lists.
      const { ids: theirs } = await owner({ Theirs: ['zed'] });
      expect((await c.post('/api/draws', { listIds: [theirs.Theirs], count: 1, drawAt: inMinutes(5) })).statusCode).toBe(404);
    });
  });
});
