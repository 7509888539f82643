import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import packageJson from '../../package.json' with { type: 'json' };
import { ROLLCALL_EXTENSION } from '../../common/extension.plain';
import { blogCategories, blogPosts, blogPostsTags, blogTags, extensions, parameters, users } from '../db/schema';

/**
 * A living site for a newcomer (issue #6 "Demo content"): a few categories, tags, published and
 * featured posts, and extensions. Written once, on a database with no posts, no categories and no
 * extensions, and never again (a parameter remembers it, so deleting the demo posts sticks).
 */
const MARKER = 'demo_content';

const POSTS = [
  {
    title: 'Welcome to Rollcall',
    slug: 'welcome-to-rollcall',
    excerpt: 'Keep the members of your X communities in lists, draw fair rotations of mentions, and move people around in seconds.',
    content:
      '<p>Rollcall is for people who run X communities. Keep the usernames of your members in lists, one per community or per role, and let Rollcall draw who gets mentioned next.</p><h2>What you can do</h2><ul><li>Paste usernames in bulk: <code>@name</code>, plain names and x.com links all work.</li><li>Shoot: draw random members from the lists you pick, skipping those drawn recently.</li><li>Import and export everything as CSV.</li></ul>',
    category: 'guides',
    tags: ['getting-started'],
    featured: true,
    daysAgo: 2,
  },
  {
    title: 'Fair mentions: how the shoot rotates your regulars',
    slug: 'fair-mentions-shoot-rotation',
    excerpt: 'Every draw is uniform and never repeats a member; skip the members drawn in your last shoots so everyone gets a turn.',
    content:
      '<p>A shoot draws members uniformly at random, with a cryptographic random source. A username in two of the selected lists counts once.</p><h2>Rotation</h2><p>Tick <strong>skip members from the last K shoots</strong> and the people you mentioned recently sit the next round out.</p><h3>Posting</h3><p>Long shoots are cut into parts that each fit one X post, each with its own copy button.</p>',
    category: 'guides',
    tags: ['shoot', 'getting-started'],
    featured: true,
    daysAgo: 5,
  },
  {
    title: 'Moving from spreadsheets: CSV import in one step',
    slug: 'csv-import-from-spreadsheets',
    excerpt: 'Bring your lists from a spreadsheet: preview what will be created and what is dropped before anything changes.',
    content:
      '<p>Export your sheet as CSV with the columns <em>List Name, Icon, Color, communityId, Members</em> and import it. Rollcall shows a preview first: the lists it will create, the entries it drops and why.</p><blockquote><p>Replace your lists, or merge the file into them: nothing is lost by accident.</p></blockquote>',
    category: 'product-news',
    tags: ['csv'],
    featured: false,
    daysAgo: 9,
  },
];

export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(parameters).where(eq(parameters.key, MARKER));
    if (marker) return false;
    // One after the other: a transaction is one connection, which runs one query at a time
    // (pg warns about queries sent together on one client, and pg 9 will refuse them).
    const [posts] = await tx.select({ n: count() }).from(blogPosts);
    const [categories] = await tx.select({ n: count() }).from(blogCategories);
    const [exts] = await tx.select({ n: count() }).from(extensions);
    if ((posts?.n ?? 0) + (categories?.n ?? 0) + (exts?.n ?? 0) > 0) return false;

    const [author] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
    const categoryRows = await tx
      .insert(blogCategories)
      .values([
        { name: 'Guides', slug: 'guides', description: 'How to get the most out of Rollcall.', position: 0 },
        { name: 'Product news', slug: 'product-news', description: 'What changed and why.', position: 1 },
      ])
      .returning();
    const tagRows = await tx
      .insert(blogTags)
      .values([
        { name: 'Getting started', slug: 'getting-started' },
        { name: 'Shoot', slug: 'shoot' },
        { name: 'CSV', slug: 'csv' },
      ])
      .returning();
    for (const post of POSTS) {
      const [row] = await tx
        .insert(blogPosts)
        .values({
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          content: post.content,
          status: 'published',
          isFeatured: post.featured,
          categoryId: categoryRows.find((c) => c.slug === post.category)!.id,
          authorId: author?.id ?? null,
          publishDate: new Date(Date.now() - post.daysAgo * 86_400_000),
        })
        .returning({ id: blogPosts.id });
      await tx.insert(blogPostsTags).values(post.tags.map((slug) => ({ postId: row!.id, tagId: tagRows.find((t) => t.slug === slug)!.id })));
    }

    // The real extension (extension/, issue #23): no store links until it is published; the
    // README says how to load it unpacked.
    await tx.insert(extensions).values({ title: ROLLCALL_EXTENSION.title, description: ROLLCALL_EXTENSION.description, version: packageJson.version, isPublic: true, isFree: true });
    await tx.insert(extensions).values({
      title: 'Rollcall Community Sync',
      description: 'Keeps a list in step with the members of an X community.',
      version: '0.9.2',
      isPublic: true,
      isFree: false,
    });
    await tx.insert(parameters).values({ key: MARKER, value: new Date().toISOString() });
    return true;
  });
}
