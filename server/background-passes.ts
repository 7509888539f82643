import type { FastifyInstance } from 'fastify';
import { BACKGROUND_JOBS } from '../common/background-jobs';
import { databaseJobLedger } from './db/job-ledger';
import { PLANNER_STATISTICS_EVERY_MS, refreshPlannerStatistics } from './db/planner-statistics';
import type { Database } from './db/open';
import { dueDrawsPass } from './draws/due-draws';
import { purgeUnusedEntrants } from './draws/storage';
import { closeDueGiveaways } from './giveaways/closing';
import { mailHostsWhenDrawn } from './giveaways/drawn-mail';
import { createScheduler, type Job, type Scheduler } from './jobs/scheduler';
import { createMailQueue, MAIL_EVERY_MS, sendQueuedMail, type MailQueue } from './mail/mail-queue';
import { TRASH_PURGE_EVERY_MS, trashPurgePass } from './trash/purge';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this instance, each run once across the instances sharing the database (main.ts adds the daily backup). */
    jobs: Scheduler;
    /** Mail no person waits for at a form, sent by the 'mail' job and tried again when it fails (decision 039). */
    mailQueue: MailQueue;
  }
}

/** How often the entrant lists no draw names any more are looked for. */
const ENTRANT_LISTS_PURGE_EVERY_MS = 3600_000;

/**
 * Every background job of an instance, with its interval, from when the app is ready until it
 * closes (server/jobs/scheduler.ts). Each runs once across every instance on the same database:
 * the ledger (server/db/job-ledger.ts) gives a job's turn to one instance at a time and keeps its
 * state for the admin's dashboard (issue #39, decision 039). The daily backup is main.ts's, on the
 * server's own embedded database once it listens (server/db/backup.ts), on the same scheduler.
 */
export function registerBackgroundPasses(app: FastifyInstance, database: Database): void {
  const scheduler = createScheduler(app.log, databaseJobLedger(database));
  app.decorate('jobs', scheduler);
  let mailJob: Job | null = null;
  app.decorate('mailQueue', createMailQueue(database.db, () => mailJob?.runSoon(), app.log));
  app.addHook('onReady', async () => {
    const { db, config, log } = app;
    // Queued mail goes out at once (a queued message asks for the job), and is tried again later when it fails.
    mailJob = scheduler.every(BACKGROUND_JOBS.mail.name, MAIL_EVERY_MS, () => sendQueuedMail(db, app.mailer), { runAtStart: true });
    // Announced draws come due on their own, each drawn once (DUE_DRAWS_SECONDS; 0: never, for
    // tests that draw by hand). A v2 draw waits for its drand round (app.drand: DRAND_URLS,
    // DRAND_CHAIN); a giveaway's host is mailed when theirs is drawn.
    const mailHosts = mailHostsWhenDrawn({ db, mailer: app.mailQueue, appUrl: config.appUrl });
    if (config.dueDrawsEveryMs > 0) scheduler.every(BACKGROUND_JOBS.dueDraws.name, config.dueDrawsEveryMs, dueDrawsPass(db, app.drand, mailHosts), { runAtStart: true });
    // Giveaways close and freeze their entrants on the same clock (issue #36); their draw is then
    // an announced draw like any other, drawn by the job above when its round is out (issue #37).
    const failed = (id: string, error: unknown) => log.error({ err: error, giveaway: id }, 'giveaway not closed: tried again at the next pass');
    if (config.dueDrawsEveryMs > 0) scheduler.every(BACKGROUND_JOBS.giveawayClosing.name, config.dueDrawsEveryMs, async () => void (await closeDueGiveaways(db, app.drand.chain, { failed })), { runAtStart: true });
    // Lists older than TRASH_DAYS go for good: at start, then hourly.
    scheduler.every(BACKGROUND_JOBS.trashPurge.name, TRASH_PURGE_EVERY_MS, trashPurgePass(db, log, config.trashRetentionDays), { runAtStart: true });
    // The entrant lists no draw names any more: the handles of other people are not kept for nothing.
    scheduler.every(BACKGROUND_JOBS.entrantListsPurge.name, ENTRANT_LISTS_PURGE_EVERY_MS, () => purgeUnusedEntrants(db), { runAtStart: true });
    // The embedded database's planner statistics, which no autovacuum keeps there (issue #40).
    if (database.kind === 'pglite') scheduler.every(BACKGROUND_JOBS.plannerStatistics.name, PLANNER_STATISTICS_EVERY_MS, () => refreshPlannerStatistics(db), { runAtStart: true });
  });
  app.addHook('onClose', async () => scheduler.stop());
}
