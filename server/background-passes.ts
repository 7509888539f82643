import type { FastifyInstance } from 'fastify';
import { dueDrawsPass } from './draws/due-draws';
import { closeDueGiveaways } from './giveaways/closing';
import { mailHostsWhenDrawn } from './giveaways/drawn-mail';
import { createScheduler } from './jobs/scheduler';
import { TRASH_PURGE_EVERY_MS, trashPurgePass } from './trash/purge';

/**
 * Every background pass an instance of the app runs, with its interval, from when the app is ready
 * until it closes (server/jobs/scheduler.ts). The daily backup is main.ts's, on the server's own
 * embedded database once it listens (server/db/backup.ts), through the same scheduler.
 */
export function registerBackgroundPasses(app: FastifyInstance): void {
  const scheduler = createScheduler(app.log);
  app.addHook('onReady', async () => {
    const { db, config, log } = app;
    // Announced draws come due on their own: every instance looks, each draw is drawn once
    // (DUE_DRAWS_SECONDS; 0: never, for tests that draw by hand).
    // A v2 draw waits for its drand round (app.drand: DRAND_URLS, DRAND_CHAIN); a giveaway's host
    // is mailed when theirs is drawn.
    const mailHosts = mailHostsWhenDrawn({ db, mailer: app.mailer, appUrl: config.appUrl });
    if (config.dueDrawsEveryMs > 0) scheduler.every('due draws', config.dueDrawsEveryMs, dueDrawsPass(db, app.drand, mailHosts), { runAtStart: true });
    // Giveaways close and freeze their entrants on the same clock (issue #36); their draw is then
    // an announced draw like any other, drawn by the pass above when its round is out (issue #37).
    const failed = (id: string, error: unknown) => log.error({ err: error, giveaway: id }, 'giveaway not closed: tried again at the next pass');
    if (config.dueDrawsEveryMs > 0) scheduler.every('giveaway closing', config.dueDrawsEveryMs, async () => void (await closeDueGiveaways(db, app.drand.chain, { failed })), { runAtStart: true });
    // Lists older than TRASH_DAYS go for good: at start, then hourly, on every instance (SKIP LOCKED).
    scheduler.every('trash purge', TRASH_PURGE_EVERY_MS, trashPurgePass(db, log, config.trashRetentionDays), { runAtStart: true });
  });
  app.addHook('onClose', async () => scheduler.stop());
}
