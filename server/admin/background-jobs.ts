import { asc } from 'drizzle-orm';
import type { BackgroundJobsState } from '../../common/background-jobs';
import type { Db } from '../db/open';
import { backgroundJobs } from '../db/schema';
import { mailQueueState } from '../mail/mail-queue';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The dashboard's Background jobs (issue #39): each job's row, as the ledger keeps it, and the mail queue. */
export async function backgroundJobsState(db: Db): Promise<BackgroundJobsState> {
  const [rows, mail] = await Promise.all([db.select().from(backgroundJobs).orderBy(asc(backgroundJobs.name)), mailQueueState(db)]);
  return {
    jobs: rows.map((row) => ({
      name: row.name,
      everyMs: row.everyMs,
      lastStartedAt: iso(row.lastStartedAt),
      lastFinishedAt: iso(row.lastFinishedAt),
      lastInstance: row.lastInstance,
      failures: row.failures,
      lastFailedAt: iso(row.lastFailedAt),
      lastError: row.lastError,
      nextRunAt: row.nextRunAt.toISOString(),
      runs: row.runs,
    })),
    mail,
  };
}
