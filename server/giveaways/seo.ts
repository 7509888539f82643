import { eq } from 'drizzle-orm';
import { GIVEAWAY_TEXTS, giveawayParamsSchema } from '../../common/giveaways';
import { paths } from '../../common/paths.plain';
import type { Db } from '../db/open';
import { giveaways } from '../db/schema';
import { escapeXml } from '../blog/seo';
import { openNow } from './giveaways-service';

/** Text ended with a full stop, unless the organiser's name already ends one ('Poster Co.'). */
const sentence = (text: string) => (/[.!?…]$/u.test(text) ? text : `${text}.`);

/**
 * The head of a giveaway's public entry page (issue #36), for a link shared on X or by QR code:
 * its title, a description that says what is won and who organises it, and Open Graph and X card
 * tags. Nothing of the host but the organiser's public name: the query reads no other column.
 */
export async function giveawayHead(db: Db, appUrl: URL, id: string) {
  if (!giveawayParamsSchema.shape.id.safeParse(id).success) return null;
  const [giveaway] = await db
    .select({
      title: giveaways.title,
      prize: giveaways.prize,
      organiser: giveaways.organiser,
      entryPage: giveaways.entryPage,
      // Taking entries: the rule an entry is taken or refused by.
      open: openNow,
    })
    .from(giveaways)
    .where(eq(giveaways.id, id));
  if (!giveaway) return null;
  const title = `${giveaway.title} — Rollcall`;
  const what = sentence(`“${giveaway.title}” — ${giveaway.prize}, by ${giveaway.organiser}`);
  const description = !giveaway.entryPage ? what : giveaway.open ? `Enter ${what}` : `${what} ${GIVEAWAY_TEXTS.entriesClosed}`;
  const url = new URL(paths.enter(id), appUrl).toString();
  const meta = [
    `<link rel="canonical" href="${escapeXml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Rollcall" />`,
    `<meta property="og:title" content="${escapeXml(giveaway.title)}" />`,
    `<meta property="og:description" content="${escapeXml(description)}" />`,
    `<meta property="og:url" content="${escapeXml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    // Entry pages are shared by link and QR code, not listed for search engines.
    `<meta name="robots" content="noindex" />`,
  ];
  return { title, description, extra: meta.map((tag) => `    ${tag}`).join('\n') };
}
