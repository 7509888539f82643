import type { FastifyInstance } from 'fastify';
import { dueDrawsPass } from './draws/due-draws';
import { closeDueGiveaways } from './giveaways/closing';
import { mailHostWhenDrawn } from './giveaways/drawn-mail';
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
    if (config.dueDrawsEveryMs > 0) scheduler.every('due draws', config.dueDrawsEveryMs, dueDrawsPass(db), { runAtStart: true });
    // Giveaways close, freeze their entrants and draw on the same clock (issue #36).
    // The host is mailed when theirs is drawn.
    const hooks = { drawn: mailHostWhenDrawn({ db, mailer: app.mailer, appUrl: config.appUrl }), failed: (id: string, error: unknown) => log.error({ err: error, giveaway: id }, 'giveaway not closed: tried again at the next pass') };
    if (config.dueDrawsEveryMs > 0) scheduler.every('giveaway closing', config.dueDrawsEveryMs, async () => void (await closeDueGiveaways(db, hooks)), { runAtStart: true });
    // Lists older than TRASH_DAYS go for good: at start, then hourly, on every instance (SKIP LOCKED).
    scheduler.every('trash purge', TRASH_PURGE_EVERY_MS, trashPurgePass(db, log, config.trashRetentionDays), { runAtStart: true });
  });
  app.addHook('onClose', async () => scheduler.stop());
}
