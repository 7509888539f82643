import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/support/factories';
import { useTestApp } from '../../test/support/app';
import { blogPosts, listMembers, lists, profiles, users } from './schema';

/** The tables and columns of spec §3, by the names the old product's data uses. */
const SPEC_TABLES: Record<string, string[]> = {
  users: ['id', 'username', 'password_hash', 'role', 'email', 'is_verified', 'x_accounts', 'is_blocked', 'last_login_at'],
  parameters: ['key', 'value'],
  profiles: ['user_id', 'nickname', 'country', 'language', 'presence', 'chat_available', 'x_verified'],
  stripe_customers: ['user_id', 'stripe_customer_id', 'subscription_id', 'tier'],
  plans: [
    'id', 'nickname', 'amount', 'currency', 'interval', 'product_id', 'product_name', 'product_description', 'features',
    'image_url', 'stripe_payment_link', 'sort_order', 'price_id', 'tier', 'maxlist', 'purchase', 'is_active', 'system',
  ],
  lists: ['id', 'name', 'icon', 'color', 'community_id', 'workspace_id'],
  list_members: ['id', 'list_id', 'username', 'created_at'],
  blog_posts: [
    'id', 'title', 'slug', 'content', 'excerpt', 'featured_image', 'seo_title', 'seo_description', 'is_featured',
    'is_private', 'allow_comments', 'status', 'category_id', 'author_id', 'publish_date',
  ],
  blog_categories: ['id', 'name', 'slug', 'description', 'parent_id', 'position', 'is_active'],
  blog_tags: ['id', 'name', 'slug'],
  blog_posts_tags: ['post_id', 'tag_id'],
  extensions: ['id', 'title', 'description', 'version', 'image_url', 'is_public', 'is_free'],
  extension_store_urls: ['extension_id', 'store_name', 'store_url'],
  sessions: ['token_hash', 'user_id', 'expires_at'],
  one_time_tokens: ['user_id', 'purpose', 'token_hash', 'expires_at', 'used_at'],
  processed_webhook_events: ['event_id', 'type', 'processed_at'],
};

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe('database schema (migrated)', () => {
  const t = useTestApp();

  it('has every table and column of spec §3 under its spec name', async () => {
    const result = await t.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const columns = new Map<string, Set<string>>();
    for (const row of result.rows) {
      if (!columns.has(row.table_name)) columns.set(row.table_name, new Set());
      columns.get(row.table_name)!.add(row.column_name);
    }
    for (const [table, expected] of Object.entries(SPEC_TABLES)) {
      expect([...(columns.get(table) ?? [])], table).toEqual(expect.arrayContaining(expected));
    }
  });

  it('refuses the same member twice in a list, whatever the case', async () => {
    const owner = await createUser(t.db);
    const [list] = await t.db.insert(lists).values({ name: 'Builders', workspaceId: owner.id }).returning();
    await t.db.insert(listMembers).values({ listId: list!.id, username: 'JackDev' });
    expect(await errorCode(t.db.insert(listMembers).values({ listId: list!.id, username: 'jackdev' }))).toBe('23505');
    // Another list may hold the same handle.
    const [other] = await t.db.insert(lists).values({ name: 'Other', workspaceId: owner.id }).returning();
    await t.db.insert(listMembers).values({ listId: other!.id, username: 'jackdev' });
  });

  it('keeps e-mails and usernames unique regardless of case, and post slugs unique', async () => {
    await createUser(t.db, { email: 'Ada@Example.com', username: 'ada' });
    expect(await errorCode(createUser(t.db, { email: 'ada@example.com' }))).toBe('23505');
    expect(await errorCode(createUser(t.db, { username: 'ADA' }))).toBe('23505');
    await t.db.insert(blogPosts).values({ title: 'Hello', slug: 'hello' });
    expect(await errorCode(t.db.insert(blogPosts).values({ title: 'Again', slug: 'hello' }))).toBe('23505');
  });

  it('gives new rows the defaults of spec §4: role user, unverified, profile online with chat on', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ username: 'fresh', email: 'fresh@example.com', passwordHash: 'x' })
      .returning();
    expect(user).toMatchObject({ role: 'user', isVerified: false, isBlocked: false });
    const [profile] = await t.db.insert(profiles).values({ userId: user!.id }).returning();
    expect(profile).toMatchObject({ presence: 'online', chatAvailable: true, xVerified: false });
    const [post] = await t.db.insert(blogPosts).values({ title: 'Draft', slug: 'draft-default' }).returning();
    expect(post).toMatchObject({ status: 'draft', allowComments: true, isFeatured: false, isPrivate: false });
  });

  it('will not delete a user who still owns lists, and removes a list’s members with it', async () => {
    const owner = await createUser(t.db);
    const [list] = await t.db.insert(lists).values({ name: 'Keep', workspaceId: owner.id }).returning();
    await t.db.insert(listMembers).values({ listId: list!.id, username: 'someone' });
    expect(await errorCode(t.db.delete(users).where(sql`${users.id} = ${owner.id}`))).toBe('23503');
    await t.db.delete(lists).where(sql`${lists.id} = ${list!.id}`);
    const left = await t.db.select().from(listMembers).where(sql`${listMembers.listId} = ${list!.id}`);
    expect(left).toEqual([]);
  });

  it('rejects values outside the spec’s sets (role, presence, post status)', async () => {
    expect(await errorCode(t.db.execute(sql`insert into users (username, email, password_hash, role) values ('r', 'r@x.io', 'x', 'root')`))).toBe('23514');
    expect(await errorCode(t.db.execute(sql`insert into blog_posts (title, slug, status) values ('t', 'bad-status', 'live')`))).toBe('23514');
  });
});
