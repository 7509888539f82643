import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import type { DrawnDraw } from '../draws/due-draws';
import { giveaways, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { giveawayDrawnMail } from '../mail/templates';

/**
 * Tells the hosts of the giveaways among `drawn` that theirs is drawn (issue #36): the winners, the
 * certificate, a post ready to copy. Since issue #37 a giveaway's draw comes when its drand round
 * is out, after the closing, so the due-draws pass tells of it. Since issue #39 the mail is queued
 * (app.mailQueue): the 'mail' job sends it, and tries again when sending fails.
 */
export function mailHostsWhenDrawn(deps: { db: Db; mailer: Pick<Mailer, 'send'>; appUrl: URL }) {
  return async (drawn: DrawnDraw[]): Promise<void> => {
    const byDraw = new Map(drawn.map((draw) => [draw.id, draw]));
    const found = await deps.db
      .select({ drawId: giveaways.drawId, title: giveaways.title, email: users.email })
      .from(giveaways)
      .innerJoin(users, eq(users.id, giveaways.userId))
      .where(inArray(giveaways.drawId, [...byDraw.keys()]));
    for (const giveaway of found) {
      const draw = byDraw.get(giveaway.drawId!)!;
      const mail = await giveawayDrawnMail(deps.appUrl, giveaway.email, { title: giveaway.title, drawId: draw.id, winners: draw.winners });
      await deps.mailer.send(mail).catch(() => {});
    }
  };
}
