import { z } from 'zod';

/**
 * The background jobs (issue #39, decision 039): each runs once across every instance on the same
 * database, and the admin's dashboard shows how each last ran. Their names are the rows' names in
 * the database (server/db/job-ledger.ts); the labels and what each does are the dashboard's.
 * GET /api/admin/jobs → BackgroundJobsState.
 */
export const BACKGROUND_JOBS = {
  dueDraws: { name: 'due draws', label: 'Due draws', does: 'Draws the announced draws whose time has come, once their drand round is out.' },
  giveawayClosing: { name: 'giveaway closing', label: 'Giveaway closing', does: 'Closes giveaways at their time and freezes their entrants.' },
  trashPurge: { name: 'trash purge', label: 'Trash purge', does: 'Deletes for good the lists kept in a Trash longer than TRASH_DAYS.' },
  entrantListsPurge: { name: 'entrant lists purge', label: 'Entrant lists purge', does: 'Deletes the entrant lists no draw names any more.' },
  mail: { name: 'mail', label: 'Mail', does: 'Sends queued mail and tries again the messages that failed.' },
  plannerStatistics: {
    name: 'planner statistics',
    label: 'Planner statistics',
    does: 'Analyses the embedded database’s tables that grew or shrank, so its queries keep fast plans (PGlite runs no autovacuum).',
  },
  dailyBackup: { name: 'daily backup', label: 'Daily backup', does: 'Writes the day’s backup of the embedded database to DATA_DIR/backups when it is missing.' },
} as const;

export type BackgroundJobKey = keyof typeof BACKGROUND_JOBS;

export const backgroundJobSchema = z.object({
  name: z.string(),
  everyMs: z.number().int(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastInstance: z.string().nullable(),
  /** Failed runs in a row: 0 when the last run ended well. */
  failures: z.number().int(),
  lastFailedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  nextRunAt: z.string(),
  runs: z.number().int(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

export const backgroundJobsStateSchema = z.object({
  jobs: z.array(backgroundJobSchema),
  /** The mail queue: messages waiting to be sent or tried again, and those given up. */
  mail: z.object({ waiting: z.number().int(), givenUp: z.number().int() }),
});
export type BackgroundJobsState = z.infer<typeof backgroundJobsStateSchema>;
