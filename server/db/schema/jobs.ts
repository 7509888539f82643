import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * The background jobs every instance may run and exactly one runs at a time (issue #39, decision
 * 039): one row per job, leased by the instance that runs it for as long as it runs (renewed while
 * it runs), and what the admin's dashboard shows of it: the last run, how it ended, the next.
 */
export const backgroundJobs = pgTable('background_jobs', {
  name: text('name').primaryKey(),
  /** When an instance may next take it (the database's clock, so the instances' clocks never matter). */
  nextRunAt: timestamptz('next_run_at').notNull(),
  /** The instance running it now (host:pid:start), until `lockedUntil`; null when none is. */
  lockedBy: text('locked_by'),
  lockedUntil: timestamptz('locked_until'),
  /** The interval it was last scheduled with, in milliseconds. */
  everyMs: integer('every_ms').notNull(),
  lastStartedAt: timestamptz('last_started_at'),
  lastFinishedAt: timestamptz('last_finished_at'),
  /** Which instance ran it last (host:pid). */
  lastInstance: text('last_instance'),
  /** Failed runs in a row (0 after a run that ended well); the retry waits longer after each. */
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamptz('last_failed_at'),
  /** The last failure's message, cut short; kept after a good run so the admin still sees it. */
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/**
 * Mail that no person waits for at a form (a giveaway's host told it is drawn, the admins told of
 * a request for a plan): queued, sent by the 'mail' job, tried again later when it fails (decision
 * 039). A sent message's row is deleted; one given up keeps who and what, its body removed.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    link: text('link'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    givenUpAt: timestamptz('given_up_at'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_queue_due_idx').on(table.nextAttemptAt).where(sql`${table.givenUpAt} is null`)],
);
