import { eq, sql } from 'drizzle-orm';
import { errorLine } from '../db/error-line';
import type { Db } from '../db/open';
import { mailQueue } from '../db/schema';
import type { MailMessage, Mailer } from './mailer';

/** How often the 'mail' job looks for mail to send or to try again; a queued message asks for it at once. */
export const MAIL_EVERY_MS = 60_000;
/** Tries before a message is given up (over about an hour: 30 s, 1, 2, 4, 8, 16, 32 min). */
export const MAIL_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
/** A message taken by an instance that died while sending it is taken again after this. */
const TAKEN_FOR_SECONDS = 300;
const BATCH = 20;

/** Mail queued for the 'mail' job: the `send` of a Mailer that answers once the message is kept. */
export type MailQueue = Pick<Mailer, 'send'>;

/**
 * Mail no person waits for at a form (issue #39, decision 039): kept in the database, then sent by
 * the 'mail' job (`nudge` asks for its run at once), tried again when it fails. Mail a person
 * waits for (verification, reset, invitation, change of address) is still sent in their request,
 * whose answer says when it failed: they are the retry, and no live link waits in a table.
 */
export function createMailQueue(db: Db, nudge: () => void, log: { error(object: object, message: string): void }): MailQueue {
  return {
    async send(message: MailMessage) {
      try {
        await db.insert(mailQueue).values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, link: message.link ?? null });
      } catch (error) {
        // Callers go on without it (the request it tells of is kept): the log says what was lost.
        log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be queued');
        throw error;
      }
      nudge();
    },
  };
}

/**
 * One run of the 'mail' job: the messages due, a batch at a time, each taken by one statement
 * (FOR UPDATE SKIP LOCKED) so two instances never take the same; a message sent is deleted, one
 * that fails waits longer after each try and is given up after MAIL_ATTEMPTS (its body removed).
 */
export async function sendQueuedMail(db: Db, mailer: Pick<Mailer, 'send'>): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: number; to_address: string; subject: string; text_body: string; html_body: string; link: string | null; attempts: number }>(sql`
      update ${mailQueue} set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${TAKEN_FOR_SECONDS})
      where id in (
        select id from ${mailQueue} where given_up_at is null and next_attempt_at <= now()
        order by id limit ${BATCH} for update skip locked)
      returning id, to_address, subject, text_body, html_body, link, attempts`);
    // Oldest first (RETURNING keeps no order).
    for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
      try {
        await mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, ...(row.link ? { link: row.link } : {}) });
      } catch (error) {
        failed += 1;
        const givenUp = row.attempts >= MAIL_ATTEMPTS;
        await db
          .update(mailQueue)
          .set(
            givenUp
              ? { lastError: errorLine(error), givenUpAt: sql`now()`, textBody: '', htmlBody: '', link: null }
              : { lastError: errorLine(error), nextAttemptAt: sql`now() + make_interval(secs => ${FIRST_RETRY_SECONDS * 2 ** (row.attempts - 1)})` },
          )
          .where(eq(mailQueue.id, Number(row.id)));
        continue;
      }
      // Sent: a failure to delete it fails the run (it is sent again once its 5 minutes are over, never counted as a failed try).
      await db.delete(mailQueue).where(eq(mailQueue.id, Number(row.id)));
      sent += 1;
    }
    if (rows.length < BATCH) return { sent, failed };
  }
}

/** What the admin's dashboard shows of the queue: messages waiting (to be sent or tried again) and given up. */
export async function mailQueueState(db: Db): Promise<{ waiting: number; givenUp: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${mailQueue.givenUpAt} is null)`.mapWith(Number),
      givenUp: sql<number>`count(*) filter (where ${mailQueue.givenUpAt} is not null)`.mapWith(Number),
    })
    .from(mailQueue);
  return row ?? { waiting: 0, givenUp: 0 };
}
