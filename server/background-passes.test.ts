import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_JOBS, backgroundJobsStateSchema } from '../common/background-jobs';
import { useTestApp } from '../test/support/app';
import { relayEnv, testConfig } from '../test/support/config';
import { makeDue } from '../test/support/draws';
import { createSignedInUser, givePlan } from '../test/support/factories';
import { client } from '../test/support/http';
import { createRecordingMailer } from '../test/support/mailer';
import { buildApp } from './app';
import { MAIL_ATTEMPTS } from './mail/mail-queue';

/** What a background job does happens after the request or the start that asked for it: waited for, never timed. */
const WAIT = { timeout: 15_000, interval: 50 };

describe('the background jobs of an instance', () => {
  // The tests' app runs no due-draws job (DUE_DRAWS_SECONDS=0): the data is made before the instance below starts.
  const t = useTestApp();
  // Once it has run its jobs at start, the tests' app runs none: each test's instance alone sends its mail.
  beforeAll(async () => {
    await vi.waitFor(async () => expect((await t.db.execute(sql`select 1 from background_jobs where name = ${BACKGROUND_JOBS.trashPurge.name} and runs > 0`)).rows).toHaveLength(1), WAIT);
    await t.app.jobs.stop();
  });

  const jobState = async (name: string) => {
    const { rows } = await t.db.execute<{ runs: number; failures: number; last_error: string | null }>(sql`select runs, failures, last_error from background_jobs where name = ${name}`);
    return rows[0];
  };

  it('draws the due draws and purges the old Trash when an instance is ready and they are due', async () => {
    const c = client(t.app);
    const signedIn = await createSignedInUser(t.db);
    await givePlan(t.db, signedIn.user.id, { tier: 900, maxlist: null });
    c.cookie = signedIn.cookie;
    const listId = ((await c.post('/api/lists', { name: 'Entrants' })).json() as { id: number }).id;
    await c.post(`/api/lists/${String(listId)}/members/bulk`, { text: 'ann bob cat' });
    const { drawId } = (await c.post('/api/draws', { listIds: [listId], count: 1, drawAt: new Date(Date.now() + 5 * 60_000).toISOString() })).json() as { drawId: string };
    await makeDue(t.db, t.app.drand, drawId);
    const oldId = ((await c.post('/api/lists', { name: 'Old' })).json() as { id: number }).id;
    await c.delete(`/api/lists/${String(oldId)}`);
    await t.db.execute(sql`update lists set removed_at = now() - interval '2 days' where id = ${oldId}`);
    // The tests' app purged the Trash when it started (then nothing was old): the next purge is an hour later.
    expect(await jobState(BACKGROUND_JOBS.trashPurge.name)).toMatchObject({ runs: 1 });

    const instance = await buildApp({ config: testConfig({ DUE_DRAWS_SECONDS: '3600', TRASH_DAYS: '1', ...relayEnv(t.relay) }), database: t.database, mailer: t.mail.mailer });
    try {
      await instance.ready();
      // The due draw, never drawn before, is drawn at once; the Trash's purge is not due yet.
      await vi.waitFor(async () => expect((await t.db.execute(sql`select status from draws where id = ${drawId}`)).rows).toEqual([{ status: 'drawn' }]), WAIT);
      expect((await t.db.execute(sql`select 1 from lists where id = ${oldId}`)).rows).toHaveLength(1);
      expect(await jobState(BACKGROUND_JOBS.trashPurge.name)).toMatchObject({ runs: 1 });
    } finally {
      await instance.close();
    }
    // An hour later, another start: the purge has come due, and runs.
    await t.db.execute(sql`update background_jobs set next_run_at = now() - interval '1 second' where name = ${BACKGROUND_JOBS.trashPurge.name}`);
    const later = await buildApp({ config: testConfig({ TRASH_DAYS: '1', ...relayEnv(t.relay) }), database: t.database, mailer: t.mail.mailer });
    try {
      await later.ready();
      await vi.waitFor(async () => expect((await t.db.execute(sql`select 1 from lists where id = ${oldId}`)).rows).toEqual([]), WAIT);
      // The run's end is recorded after its work (server/db/job-ledger.ts): waited for too.
      await vi.waitFor(async () => expect(await jobState(BACKGROUND_JOBS.trashPurge.name)).toMatchObject({ runs: 2, failures: 0 }), WAIT);
    } finally {
      await later.close();
    }
  });

  it('sends queued mail at once, keeps a message whose sending fails, and tries it again later', async () => {
    const mail = createRecordingMailer();
    const instance = await buildApp({ config: testConfig(relayEnv(t.relay)), database: t.database, mailer: mail.mailer });
    try {
      await instance.ready();
      await instance.mailQueue.send({ to: 'host@example.com', subject: 'Queued', text: 'hello', html: '<p>hello</p>' });
      await vi.waitFor(() => expect(mail.lastTo('host@example.com')?.subject).toBe('Queued'), WAIT);
      expect((await t.db.execute(sql`select 1 from mail_queue`)).rows).toEqual([]);

      mail.failNextSend();
      await instance.mailQueue.send({ to: 'admin@example.com', subject: 'Retried', text: 'hi', html: '<p>hi</p>' });
      await vi.waitFor(async () =>
        expect((await t.db.execute(sql`select attempts, last_error, next_attempt_at > now() as later from mail_queue`)).rows).toEqual([{ attempts: 1, last_error: 'SMTP server said no', later: true }]),
        WAIT,
      );
      expect(mail.lastTo('admin@example.com')).toBeUndefined();
      // Its retry comes due: the next run sends it, once.
      await t.db.execute(sql`update mail_queue set next_attempt_at = now()`);
      await instance.mailQueue.send({ to: 'third@example.com', subject: 'Third', text: '3', html: '<p>3</p>' });
      await vi.waitFor(() => expect(mail.sent.map((sent) => sent.subject)).toEqual(['Queued', 'Retried', 'Third']), WAIT);
      expect((await t.db.execute(sql`select 1 from mail_queue`)).rows).toEqual([]);
    } finally {
      await instance.close();
    }
  });

  it(`gives a message up after ${String(MAIL_ATTEMPTS)} tries, keeping who and what without its body`, async () => {
    const mail = createRecordingMailer();
    const instance = await buildApp({ config: testConfig(relayEnv(t.relay)), database: t.database, mailer: mail.mailer });
    try {
      await instance.ready();
      await t.db.execute(sql`insert into mail_queue (to_address, subject, text_body, html_body, link, attempts) values ('gone@example.com', 'Last try', 'body', '<p>body</p>', 'http://localhost:3000/reset?token=x', ${MAIL_ATTEMPTS - 1})`);
      mail.failNextSend();
      await instance.mailQueue.send({ to: 'other@example.com', subject: 'Other', text: 'o', html: '<p>o</p>' });
      await vi.waitFor(async () =>
        expect((await t.db.execute(sql`select to_address, subject, text_body, html_body, link, given_up_at is not null as given_up from mail_queue`)).rows).toEqual([
          { to_address: 'gone@example.com', subject: 'Last try', text_body: '', html_body: '', link: null, given_up: true },
        ]),
        WAIT,
      );
      const state = backgroundJobsStateSchema.parse((await instance.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie: (await createSignedInUser(t.db, { role: 'admin' })).cookie } })).json());
      expect(state.mail).toEqual({ waiting: 0, givenUp: 1 });
      expect(state.jobs.map((job) => job.name)).toEqual(expect.arrayContaining([BACKGROUND_JOBS.mail.name, BACKGROUND_JOBS.trashPurge.name, BACKGROUND_JOBS.entrantListsPurge.name]));
    } finally {
      await instance.close();
    }
  });
});
