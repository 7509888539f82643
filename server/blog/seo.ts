import { and, desc, eq } from 'drizzle-orm';
import { paths } from '../../common/paths.plain';
import { escapeMarkup } from '../../common/text.plain';
import type { Db } from '../db/open';
import { blogPosts } from '../db/schema';
import { isPublic } from './blog-service';
import { plainText } from './sanitize';

/**
 * What crawlers read without running the SPA (issue #6 "Findable"): the head of /blog/{slug}
 * (title, description, canonical, Open Graph), /sitemap.xml, /rss.xml and /robots.txt.
 */

export const escapeXml = escapeMarkup;

/**
 * index.html with the page's own title and description, and the tags given, in its head. The
 * replacements are functions: a replacement string would read `$&`, `` $` `` and `$'` in a post's
 * title as patterns and rewrite the head (issue #16).
 */
export function withHead(indexHtml: string, head: { title: string; description: string; extra: string }): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeXml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeXml(head.description)}" />`)
    .replace('</head>', () => `${head.extra}\n  </head>`);
}

/** The head of a public post's page, or null when the slug is not a public post. */
export async function postHead(db: Db, appUrl: URL, slug: string) {
  const [post] = await db
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      featuredImage: blogPosts.featuredImage,
      publishDate: blogPosts.publishDate,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic()));
  if (!post) return null;
  const title = `${post.seoTitle || post.title} — Rollcall`;
  const description = post.seoDescription || post.excerpt || plainText(post.content ?? '', 160);
  const url = new URL(paths.blogPost(post.slug), appUrl).toString();
  const meta = [
    `<link rel="canonical" href="${escapeXml(url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="Rollcall" />`,
    `<meta property="og:title" content="${escapeXml(post.seoTitle || post.title)}" />`,
    `<meta property="og:description" content="${escapeXml(description)}" />`,
    `<meta property="og:url" content="${escapeXml(url)}" />`,
    // An uploaded image's address is on this site: crawlers need it whole.
    post.featuredImage ? `<meta property="og:image" content="${escapeXml(new URL(post.featuredImage, appUrl).toString())}" />` : '',
    post.publishDate ? `<meta property="article:published_time" content="${post.publishDate.toISOString()}" />` : '',
    `<meta name="twitter:card" content="${post.featuredImage ? 'summary_large_image' : 'summary'}" />`,
  ].filter(Boolean);
  return { title, description, extra: meta.map((tag) => `    ${tag}`).join('\n') };
}

async function latestPublic(db: Db, limit: number) {
  return db
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      publishDate: blogPosts.publishDate,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id))
    .limit(limit);
}

export async function sitemapXml(db: Db, appUrl: URL): Promise<string> {
  const posts = await latestPublic(db, 50_000);
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(new URL(path, appUrl).toString())}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(paths.home),
    url(paths.blog),
    url(paths.privacyPolicy),
    url(paths.termsOfService),
    url(paths.contact),
    url(paths.pricing),
    ...posts.map((post) => url(paths.blogPost(post.slug), post.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export async function rssXml(db: Db, appUrl: URL): Promise<string> {
  const posts = await latestPublic(db, 20);
  const link = (path: string) => escapeXml(new URL(path, appUrl).toString());
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link(paths.blogPost(post.slug))}</link>`,
      `      <guid isPermaLink="true">${link(paths.blogPost(post.slug))}</guid>`,
      post.publishDate ? `      <pubDate>${post.publishDate.toUTCString()}</pubDate>` : '',
      `      <description>${escapeXml(post.excerpt || plainText(post.content ?? ''))}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Rollcall blog</title>',
    `    <link>${link(paths.blog)}</link>`,
    `    <atom:link href="${link('/rss.xml')}" rel="self" type="application/rss+xml" />`,
    '    <description>News and guides for people who run X communities with Rollcall.</description>',
    '    <language>en</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Public pages may be crawled; private areas and the API are not worth it. */
export function robotsTxt(appUrl: URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /lists',
    'Disallow: /members',
    'Disallow: /profile',
    `Sitemap: ${new URL('/sitemap.xml', appUrl).toString()}`,
    '',
  ].join('\n');
}
