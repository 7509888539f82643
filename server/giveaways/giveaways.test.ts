import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { measurePost } from '../../common/compose.plain';
import { checkDrawV2, v2ToCheck } from '../../common/draw-v2.plain';
import { firstRoundAfter } from '../../common/drand.plain';
import type { DrawCertificate } from '../../common/draws';
import { GIVEAWAY_LIMITS, GIVEAWAY_TEXTS, PAST_DRAWS_PAGE, type Giveaway, type PastDraw, type PublicGiveaway } from '../../common/giveaways';
import { useTestApp } from '../../test/support/app';
import { giveawayBody } from '../../test/support/giveaways';
import { client, signedInPerson } from '../../test/support/http';
import { createTeam, type Person } from '../../test/support/teams';
import { nodeDrawCrypto } from '../draws/draw-crypto';
import { closeDueGiveaways } from './closing';
import { mailHostsWhenDrawn } from './drawn-mail';
import { drawDueDraws } from '../draws/due-draws';

// Issue #36: a giveaway from lists and a public entry page, drawn by itself when entries close.


describe('giveaways', () => {
  const t = useTestApp();

  const giveaway = giveawayBody;

  async function listOf(person: Person, name: string, members: string[]): Promise<number> {
    const made = await person.c.post('/api/lists', { name });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { id: number }).id;
    await person.c.post(`/api/lists/${String(id)}/members/bulk`, { text: members.join(' ') });
    return id;
  }

  async function create(person: Person, body: object): Promise<Giveaway> {
    const made = await person.c.post('/api/giveaways', body);
    expect(made.statusCode, made.body).toBe(201);
    return made.json() as Giveaway;
  }

  const enter = (id: string, handle: string, visitor = client(t.app)) => visitor.post(`/api/enter/${id}`, { handle, consent: true });
  const close = () => closeDueGiveaways(t.db, t.app.drand.chain);
  /** The due-draws pass as an instance runs it: the draws whose round is out, their hosts mailed. */
  const drawDue = async () => {
    const drawn = await drawDueDraws(t.db, t.app.drand);
    await mailHostsWhenDrawn({ db: t.db, mailer: t.mail.mailer, appUrl: t.app.config.appUrl })(drawn);
    return drawn.length;
  };
  /** Closes a giveaway now, then waits for its drand round (the test chain has one a second) and draws it. */
  const closeNow = async (id: string) => {
    await t.db.execute(sql`update giveaways set closes_at = now() - interval '1 second' where id = ${id}`);
    const closed = await close();
    const [row] = (await t.db.execute<{ draw_id: string | null }>(sql`select draw_id from giveaways where id = ${id}`)).rows;
    if (row?.draw_id) await vi.waitFor(async () => expect(await drawDue()).toBe(1), { timeout: 15_000, interval: 100 });
    return closed;
  };

  it('lets an Editor make one from a list and the entry page, shows it to a Viewer, and refuses a Viewer making one', async () => {
    const { owner, members } = await createTeam(t, ['editor', 'viewer']);
    const [editor, viewer] = members as [Person, Person];
    const listId = await listOf(owner, 'Regulars', ['ann', 'bob']);
    const made = await create(editor, giveaway({ listIds: [listId] }));
    expect(made).toMatchObject({ title: 'Spring giveaway', prize: 'A signed poster', organiser: 'Poster Club', winnerCount: 2, timeZone: 'Europe/Paris', listIds: [listId], entryPage: true, status: 'open', entryCount: 0, drawId: null });
    expect(made.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Nothing secret is chosen in advance: the first drand round after the closing will seed the draw.
    expect(made.commitment).toBeNull();

    // Not while entries are open.
    const early = await editor.c.post(`/api/giveaways/${made.id}/save-entrants`, { name: 'Too soon' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(GIVEAWAY_TEXTS.stillOpen);
    const seen = (await viewer.c.get('/api/giveaways')).json() as { giveaways: Giveaway[] };
    expect(seen.giveaways.map((each) => each.id)).toEqual([made.id]);
    const refused = await viewer.c.post('/api/giveaways', giveaway());
    expect(refused.statusCode).toBe(403);
    // Its commitment is published: the team cannot be deleted until it is drawn.
    const deleting = await owner.c.delete('/api/team');
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().error.message).toMatch(/^This team has 1 announced draw still to be drawn/);
    await enter(made.id, 'cat');
    await closeNow(made.id);
    expect((await owner.c.delete('/api/team')).statusCode).toBe(204);
    // Another workspace sees none of it.
    const stranger = await signedInPerson(t);
    expect(((await stranger.c.get('/api/giveaways')).json() as { giveaways: Giveaway[] }).giveaways).toEqual([]);
  });

  it('says what is wrong with a giveaway it cannot make', async () => {
    const host = await signedInPerson(t);
    const refusal = async (body: object) => {
      const answer = await host.c.post('/api/giveaways', body);
      return { status: answer.statusCode, message: (answer.json() as { error: { message: string } }).error.message };
    };
    expect(await refusal(giveaway({ entryPage: false }))).toEqual({ status: 400, message: GIVEAWAY_TEXTS.sources });
    expect(await refusal(giveaway({ title: '  ' }))).toEqual({ status: 400, message: GIVEAWAY_TEXTS.titleRequired });
    expect(await refusal(giveaway({ closesAt: new Date(Date.now() - 1000).toISOString() }))).toEqual({ status: 400, message: GIVEAWAY_TEXTS.closesAtPast });
    expect(await refusal(giveaway({ closesAt: new Date(Date.now() + 91 * 24 * 3600_000).toISOString() }))).toEqual({ status: 400, message: GIVEAWAY_TEXTS.closesAtTooFar });
    expect(await refusal(giveaway({ timeZone: 'Mars/Olympus' }))).toEqual({ status: 400, message: GIVEAWAY_TEXTS.timeZone });
    expect(await refusal(giveaway({ winnerCount: 0 }))).toEqual({ status: 400, message: GIVEAWAY_TEXTS.winners });
    // A line break or a direction override would let an organiser pass for another: refused.
    expect(await refusal(giveaway({ organiser: 'Poster Club\nOfficial' }))).toEqual({ status: 400, message: GIVEAWAY_TEXTS.plainText });
    expect(await refusal(giveaway({ title: 'Spring \u202Eyawaevig' }))).toEqual({ status: 400, message: GIVEAWAY_TEXTS.plainText });
    // Emoji (joined ones too) and line breaks in the rules are welcome.
    expect((await host.c.post('/api/giveaways', giveaway({ title: 'Family 👨‍👩‍👧 giveaway', rules: 'One entry.\nBe kind.' }))).statusCode).toBe(201);
    // A workspace has so many open at once (each stores its entrants when it closes).
    const crowded = await signedInPerson(t);
    const made = await create(crowded, giveaway());
    await t.db.execute(sql`insert into giveaways (id, workspace_id, user_id, title, prize, rules, organiser, winner_count, closes_at, time_zone, list_ids, entry_page, seed, commitment)
      select md5(random()::text || g::text), workspace_id, user_id, title, prize, rules, organiser, winner_count, closes_at, time_zone, list_ids, entry_page, seed, commitment
      from giveaways, generate_series(2, ${GIVEAWAY_LIMITS.openPerWorkspace}) g where id = ${made.id}`);
    const full = await crowded.c.post('/api/giveaways', giveaway());
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(GIVEAWAY_TEXTS.tooManyOpen(GIVEAWAY_LIMITS.openPerWorkspace));
    // A list of someone else's: as if it did not exist.
    const other = await signedInPerson(t);
    const theirs = await listOf(other, 'Theirs', ['zed']);
    expect((await host.c.post('/api/giveaways', giveaway({ listIds: [theirs] }))).statusCode).toBe(404);
  });

  it('takes one entry a handle with consent, says so for a repeat, and lets the same browser withdraw', async () => {
    const host = await signedInPerson(t);
    const made = await create(host, giveaway());
    const first = await enter(made.id, '@Ann_Lee');
    expect(first.statusCode, first.body).toBe(201);
    const entry = first.json() as { handle: string; withdrawToken: string };
    expect(entry).toEqual({ handle: 'Ann_Lee', withdrawToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string });
    expect(((await client(t.app).get(`/api/enter/${made.id}`)).json() as PublicGiveaway).entryCount).toBe(1);

    // The same person, another spelling: refused, said plainly.
    const again = await enter(made.id, 'https://x.com/ann_lee');
    expect(again.statusCode).toBe(409);
    expect((again.json() as { error: { message: string } }).error.message).toBe(GIVEAWAY_TEXTS.alreadyEntered('ann_lee'));
    // No consent, or not a handle: refused with the reason.
    const noConsent = await client(t.app).post(`/api/enter/${made.id}`, { handle: 'bob', consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain(GIVEAWAY_TEXTS.consent);
    const notAHandle = await enter(made.id, 'bob@example.com');
    expect(notAHandle.statusCode).toBe(400);
    expect(notAHandle.body).toContain(GIVEAWAY_TEXTS.handle);

    expect((await enter(made.id, 'bob')).statusCode).toBe(201);
    expect(((await client(t.app).get(`/api/enter/${made.id}`)).json() as PublicGiveaway).entryCount).toBe(2);
    // Withdrawing needs the token this browser was given, not just the handle.
    const wrong = await client(t.app).post(`/api/enter/${made.id}/withdraw`, { withdrawToken: 'A'.repeat(43) });
    expect(wrong.statusCode).toBe(404);
    const withdrawn = await client(t.app).post(`/api/enter/${made.id}/withdraw`, { withdrawToken: entry.withdrawToken });
    expect(withdrawn.json()).toEqual({ entryCount: 1 });
    // Withdrawn, the handle may enter again.
    expect((await enter(made.id, 'ann_lee')).statusCode).toBe(201);
  });

  it('shows a visitor the giveaway and nothing of the host but the organiser', async () => {
    const host = await signedInPerson(t);
    const listId = await listOf(host, 'Secret regulars', ['ann']);
    const made = await create(host, giveaway({ listIds: [listId] }));
    const page = await client(t.app).get(`/api/enter/${made.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      id: made.id,
      title: made.title,
      prize: made.prize,
      rules: made.rules,
      organiser: 'Poster Club',
      winnerCount: 2,
      closesAt: made.closesAt,
      status: 'open',
      entryCount: 0,
      commitment: made.commitment,
      drawId: null,
      entryPage: true,
      frozen: null,
    });
    for (const secret of [host.user.email, host.user.username, 'Secret regulars']) expect(page.body).not.toContain(secret);
    expect((await client(t.app).get(`/api/enter/${'B'.repeat(22)}`)).statusCode).toBe(404);
    // A giveaway without the entry page takes no entries there.
    const listsOnly = await create(host, giveaway({ listIds: [listId], entryPage: false }));
    expect((await enter(listsOnly.id, 'bob')).statusCode).toBe(404);
  });

  it('closes by itself: freezes the lists’ members and the entries, draws with the first drand round after, and takes no entry after', async () => {
    const host = await signedInPerson(t);
    const listId = await listOf(host, 'Regulars', ['ann', 'Bob', 'cat']);
    const made = await create(host, giveaway({ listIds: [listId], winnerCount: 2 }));
    await enter(made.id, 'bob');
    await enter(made.id, 'dee');
    const withdrawn = (await enter(made.id, 'eve')).json() as { withdrawToken: string };
    await client(t.app).post(`/api/enter/${made.id}/withdraw`, { withdrawToken: withdrawn.withdrawToken });

    await t.db.execute(sql`update giveaways set closes_at = now() - interval '1 second' where id = ${made.id}`);
    expect(await close()).toBe(1);
    // Frozen: the certificate shows the entrants' fingerprint and the round that will draw them, not yet out.
    const closing = ((await host.c.get('/api/giveaways')).json() as { giveaways: Giveaway[] }).giveaways[0]!;
    const waiting = (await client(t.app).get(`/api/draws/${closing.drawId!}`)).json() as DrawCertificate;
    expect(waiting).toMatchObject({ algorithm: 'rollcall-draw-v2', status: 'announced', seed: null, winners: null, entrantCount: 4 });
    expect(waiting.beacon!.round).toBe(firstRoundAfter(t.relay.chain.info, Date.parse(waiting.createdAt) / 1000));
    expect(t.mail.lastTo(host.user.email)).toBeUndefined();
    await vi.waitFor(async () => expect(await drawDue()).toBe(1), { timeout: 15_000, interval: 100 });
    const after = ((await host.c.get('/api/giveaways')).json() as { giveaways: Giveaway[] }).giveaways[0]!;
    expect(after.status).toBe('drawn');
    expect(after.drawId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const certificate = (await client(t.app).get(`/api/draws/${after.drawId!}`)).json() as DrawCertificate;
    // The list's members, then the entries; 'bob' once (the list's spelling), the withdrawn one out.
    expect(certificate.entrants).toEqual(['ann', 'Bob', 'cat', 'dee']);
    expect(certificate).toMatchObject({ status: 'drawn', count: 2, entrantCount: 4, commitment: null, createdAt: waiting.createdAt });
    // The certificate names the giveaway, and where its entrants came from ('bob' counts for the list).
    expect(certificate.giveaway).toEqual({ title: made.title, prize: made.prize, rules: made.rules, organiser: 'Poster Club', fromLists: 3, fromPage: 1 });
    // The entry page publishes the entrants frozen at closing: the certificate's count and fingerprint.
    const page = (await client(t.app).get(`/api/enter/${made.id}`)).json() as PublicGiveaway;
    expect(page.frozen).toEqual({ entrantCount: 4, fingerprint: certificate.fingerprint, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string });
    expect(after.frozen).toEqual(page.frozen);
    expect(checkDrawV2(v2ToCheck(certificate)!, nodeDrawCrypto)).toMatchObject({ beacon: true, verified: true });

    // The host is told: the winners, the certificate's link, and a post naming them with the link.
    const mail = t.mail.lastTo(host.user.email)!;
    const link = new URL(`/draws/${after.drawId!}`, t.app.config.appUrl).toString();
    expect(mail.subject).toBe('Your giveaway “Spring giveaway” is drawn');
    expect(mail.link).toBe(link);
    for (const winner of certificate.winners!) expect(mail.text).toContain(`@${winner}`);
    // The post ready to copy: the winners in drawn order, the link ending it, one valid post for X.
    const post = `Congratulations ${certificate.winners!.map((winner) => `@${winner}`).join(' ')}, winners of “Spring giveaway”! Drawn by Rollcall, proof:\n\n${link}`;
    expect(mail.text).toContain(`A post ready to copy: “${post}”.`);
    expect(measurePost(post).valid).toBe(true);

    const late = await enter(made.id, 'fay');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(GIVEAWAY_TEXTS.entriesClosed);
    // Closed once: the next pass finds nothing to do.
    expect(await close()).toBe(0);

    // The people who entered on the page go into a new list ('Bob' entered too, and is saved with them).
    const saved = await host.c.post(`/api/giveaways/${made.id}/save-entrants`, { name: 'Spring entrants' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ saved: 2, list: { name: 'Spring entrants', memberCount: 2 } });
    const members = (await host.c.get(`/api/lists/${String(saved.json().list.id as number)}/members`)).json() as { members: { username: string }[] };
    expect(members.members.map((member) => member.username).sort()).toEqual(['bob', 'dee']);
    // Not another workspace's giveaway.
    const stranger = await signedInPerson(t);
    expect((await stranger.c.post(`/api/giveaways/${made.id}/save-entrants`, { name: 'Stolen' })).statusCode).toBe(404);
  });

  it("lists the workspace's plain shoots beside its giveaways, with their winners, searchable, a page at a time (issue #36)", async () => {
    const { owner, members } = await createTeam(t, ['viewer']);
    const viewer = members[0]!;
    const regulars = await listOf(owner, 'Regulars', ['ann', 'bob', 'cat']);
    const vips = await listOf(owner, 'VIP lounge', ['zed_100', 'yan', 'xia', 'wes']);
    const made = await create(owner, giveaway({ listIds: [regulars], title: 'Poster week' }));
    await closeNow(made.id);
    const shoot = async (listIds: number[], count = 1) => {
      const shot = await owner.c.post('/api/shoot', { listIds, count });
      expect(shot.statusCode, shot.body).toBe(200);
      return shot.json() as { drawId: string; usernames: string[] };
    };
    const first = await shoot([regulars]);
    const second = await shoot([vips], 2);
    type Page = { giveaways: Giveaway[]; draws: PastDraw[]; moreDraws: boolean };
    const page = async (query = '') => {
      const answer = await viewer.c.get(`/api/giveaways${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Page;
    };

    const all = await page();
    // The giveaway with its winners; its draw is not listed again as a plain shoot.
    expect(all.giveaways.map((each) => [each.title, each.status, each.winners?.length])).toEqual([['Poster week', 'drawn', 2]]);
    expect(all.draws.map((draw) => draw.id)).toEqual([second.drawId, first.drawId]);
    expect(all.draws[0]).toMatchObject({ status: 'drawn', entrantCount: 4, winnerCount: 2, listNames: ['VIP lounge'] });
    expect([...all.draws[0]!.winners].sort()).toEqual([...second.usernames].sort());
    expect(all.moreDraws).toBe(false);

    // Searched by a winner's handle (any case), a list's name, a giveaway's words; wildcards are text.
    const byWinner = await page(`?q=${second.usernames[0]!.toUpperCase()}`);
    expect(byWinner.draws.map((draw) => draw.id)).toEqual([second.drawId]);
    expect(byWinner.giveaways).toEqual([]);
    expect((await page('?q=lounge')).draws.map((draw) => draw.id)).toEqual([second.drawId]);
    const byTitle = await page('?q=poster');
    expect(byTitle.giveaways.map((each) => each.id)).toEqual([made.id]);
    expect(byTitle.draws).toEqual([]);
    expect(await page('?q=%25')).toEqual({ giveaways: [], draws: [], moreDraws: false });
    expect((await viewer.c.get(`/api/giveaways?q=${'a'.repeat(101)}`)).statusCode).toBe(400);

    // 'Redraw one': the history names the winner who replaced the other, and finds them.
    const replaced = second.usernames[0]!;
    const redrawn = await owner.c.post(`/api/draws/${second.drawId}/redraw`, { replace: replaced });
    expect(redrawn.statusCode, redrawn.body).toBe(200);
    const now = (await page()).draws[0]!;
    expect(now.winners).not.toContain(replaced);
    expect(now.winners).toHaveLength(2);
    const newcomer = now.winners.find((winner) => !second.usernames.includes(winner))!;
    expect((await page(`?q=${newcomer}`)).draws.map((draw) => draw.id)).toEqual([second.drawId]);
    // A list deleted since is no longer named, nor found by its name.
    expect((await owner.c.delete(`/api/lists/${String(vips)}`)).statusCode).toBe(204);
    expect((await page()).draws[0]!.listNames).toEqual([]);
    expect((await page('?q=lounge')).draws).toEqual([]);

    // A page at a time: the next starts after the last one shown.
    for (let i = 0; i < PAST_DRAWS_PAGE; i += 1) await shoot([regulars]);
    const full = await page();
    expect(full.draws).toHaveLength(PAST_DRAWS_PAGE);
    expect(full.moreDraws).toBe(true);
    const next = await page(`?before=${full.draws.at(-1)!.id}`);
    expect(next.draws.map((draw) => draw.id)).toEqual([second.drawId, first.drawId]);
    // A later page carries no giveaways: the first had them.
    expect(next.giveaways).toEqual([]);
    expect(next.moreDraws).toBe(false);

    // Another workspace sees none of it, nor pages from its draws.
    const stranger = await signedInPerson(t);
    expect(await (async () => (await stranger.c.get(`/api/giveaways?before=${first.drawId}`)).json() as Page)()).toEqual({ giveaways: [], draws: [], moreDraws: false });
  });

  it('closes a giveaway nobody entered without a draw (and no mail), and draws one whose mail cannot be sent', async () => {
    const host = await signedInPerson(t);
    const made = await create(host, giveaway());
    await closeNow(made.id);
    expect(t.mail.lastTo(host.user.email)).toBeUndefined();
    // The mail server is down when another is drawn: it is drawn all the same.
    const other = await create(host, giveaway());
    await enter(other.id, 'ann');
    t.mail.failNextSend();
    expect(await closeNow(other.id)).toBe(1);
    expect(((await client(t.app).get(`/api/enter/${other.id}`)).json() as PublicGiveaway).status).toBe('drawn');
    const page = (await client(t.app).get(`/api/enter/${made.id}`)).json() as PublicGiveaway;
    expect(page).toMatchObject({ status: 'closed', drawId: null, entryCount: 0 });
  });

  it('closes the others when one giveaway cannot close, says which, and tells the hosts of those drawn', async () => {
    const host = await signedInPerson(t);
    const broken = await create(host, giveaway({ title: 'Broken' }));
    const fine = await create(host, giveaway({ title: 'Fine' }));
    for (const made of [broken, fine]) await enter(made.id, 'ann');
    // A fault in one giveaway's closing (its draw cannot be stored: a trigger of this test refuses it).
    await t.db.execute(sql.raw(`create function refuse_broken() returns trigger language plpgsql as $$ begin if new.count = 7 then raise exception 'broken'; end if; return new; end $$`));
    await t.db.execute(sql`create trigger refuse_broken before insert on draws for each row execute function refuse_broken()`);
    onTestFinished(async () => {
      await t.db.execute(sql`drop trigger refuse_broken on draws`);
      await t.db.execute(sql`drop function refuse_broken`);
    });
    await t.db.execute(sql`update giveaways set winner_count = 7, closes_at = now() - interval '2 seconds' where id = ${broken.id}`);
    await t.db.execute(sql`update giveaways set closes_at = now() - interval '1 second' where id = ${fine.id}`);
    const failed: string[] = [];
    const closed = await closeDueGiveaways(t.db, t.app.drand.chain, { failed: (id) => failed.push(id) });
    expect(closed).toBe(1);
    expect(failed).toEqual([broken.id]);
    await vi.waitFor(async () => expect(await drawDue()).toBe(1), { timeout: 15_000, interval: 100 });
    const status = async (id: string) => ((await client(t.app).get(`/api/enter/${id}`)).json() as PublicGiveaway).status;
    expect(await status(fine.id)).toBe('drawn');
    expect(await status(broken.id)).toBe('open');
    expect(t.mail.lastTo(host.user.email)?.subject).toBe('Your giveaway “Fine” is drawn');
  });

  it('limits a burst of entries from one address', async () => {
    const host = await signedInPerson(t);
    const made = await create(host, giveaway());
    const visitor = client(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await enter(made.id, `fan_${String(i)}`, visitor)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers.slice(10)).toEqual([429, 429]);
    // Another address is not held up by it.
    expect((await enter(made.id, 'someone_else')).statusCode).toBe(201);
  });

  // @fastify/rate-limit (11.2) keys an IPv6 client by its /64 by default: this keeps it so.
  it('counts the addresses of one IPv6 network (/64, what one line or host is given) as one', async () => {
    const host = await signedInPerson(t);
    const made = await create(host, giveaway());
    const answers: number[] = [];
    // Each entry from another address of 2001:db8:1:2::/64, written every way IPv6 allows.
    for (let i = 0; i < 12; i += 1) {
      const address = i % 2 === 0 ? `2001:db8:1:2::${(i + 1).toString(16)}` : `2001:0DB8:0001:0002:${(i * 4099).toString(16)}:0:0:1`;
      answers.push((await enter(made.id, `net_${String(i)}`, client(t.app, address))).statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers.slice(10)).toEqual([429, 429]);
    // The next /64, and an IPv4 address, are other clients.
    expect((await enter(made.id, 'next_net', client(t.app, '2001:db8:1:3::1'))).statusCode).toBe(201);
    expect((await enter(made.id, 'v4_person', client(t.app, '198.51.100.7'))).statusCode).toBe(201);
  });
});
