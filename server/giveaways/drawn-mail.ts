import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { giveawayDrawnMail } from '../mail/templates';
import type { DrawnGiveaway } from './closing';

/** Tells a giveaway's host it is drawn (issue #36): the winners, the certificate, a post ready to copy. */
export function mailHostWhenDrawn(deps: { db: Db; mailer: Mailer; appUrl: URL }) {
  return async (giveaway: DrawnGiveaway): Promise<void> => {
    const [host] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, giveaway.userId));
    if (host) await deps.mailer.send(giveawayDrawnMail(deps.appUrl, host.email, giveaway));
  };
}
