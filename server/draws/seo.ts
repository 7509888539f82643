import { eq } from 'drizzle-orm';
import { drawIdSchema } from '../../common/draws';
import { paths } from '../../common/paths.plain';
import type { Db } from '../db/open';
import { draws } from '../db/schema';
import { escapeXml } from '../blog/seo';

/**
 * The head of a certificate's page (issue #20), for a link shared on X: its title, a description
 * that says what was drawn and when, and Open Graph and X card tags. Nothing of the owner.
 */
export async function drawHead(db: Db, appUrl: URL, id: string) {
  if (!drawIdSchema.safeParse(id).success) return null;
  const [draw] = await db
    .select({ status: draws.status, count: draws.count, entrantCount: draws.entrantCount, winners: draws.winners, drawnAt: draws.drawnAt, drawAt: draws.drawAt })
    .from(draws)
    .where(eq(draws.id, id));
  if (!draw) return null;
  const day = (date: Date | null) => (date ?? new Date()).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const title = 'Draw certificate — Rollcall';
  const winners = draw.winners?.length ?? draw.count;
  const description =
    draw.status === 'drawn'
      ? `${String(winners)} ${winners === 1 ? 'winner' : 'winners'} drawn from ${draw.entrantCount.toLocaleString('en-US')} entrants on ${day(draw.drawnAt)} with a published algorithm. Anyone can check the winners against it.`
      : `An announced draw from ${draw.entrantCount.toLocaleString('en-US')} entrants, to be drawn on ${day(draw.drawAt)}. The entrants are frozen and the seed committed.`;
  const url = new URL(paths.draw(id), appUrl).toString();
  const meta = [
    `<link rel="canonical" href="${escapeXml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Rollcall" />`,
    `<meta property="og:title" content="${escapeXml(title)}" />`,
    `<meta property="og:description" content="${escapeXml(description)}" />`,
    `<meta property="og:url" content="${escapeXml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    // Certificates are shared by link, not listed for search engines.
    `<meta name="robots" content="noindex" />`,
  ];
  return { title, description, extra: meta.map((tag) => `    ${tag}`).join('\n') };
}
