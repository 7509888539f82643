import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from './columns';
import { deletedWithWorkspace, workspaces } from './workspaces';

/** Lists and their members, and what the Trash and import snapshots keep of removed lists (issue #21). */

export const lists = pgTable(
  'lists',
  {
    id: serialId(),
    name: text('name').notNull(),
    icon: text('icon'),
    /** Hex colour, `#rrggbb`. */
    color: text('color'),
    communityId: text('community_id'),
    /**
     * The workspace the list belongs to (issue #22); spec §3's `owner_id` until migration 0023. A
     * personal workspace has its user's id (migration 0017), so old rows needed no change. No
     * cascade: deleting a workspace that holds lists fails with a foreign-key violation (23503),
     * which the admin screen turns into the spec's message instead of losing the lists.
     */
    workspaceId: integer('workspace_id')
      .notNull()
      .references((): AnyPgColumn => workspaces.id),
    createdAt: createdAt(),
    /**
     * Bumped by a database trigger whenever a statement adds, changes or removes members of the
     * list (migration 0003), whoever runs it: the shoot caches a selection's members under it.
     */
    membersVersion: bigint('members_version', { mode: 'number' }).notNull().default(0),
    /**
     * How many members the list has, kept by the same trigger in the same statement (migration
     * 0009): the lists screen, a list's members total and the CSV import previews read it instead
     * of counting members.
     */
    memberCount: integer('member_count').notNull().default(0),
    /**
     * Set when the list left the user's lists without being destroyed (migration 0016, issue
     * #21): deleted (the Trash, restorable for TRASH_DAYS) or replaced by an import (kept in that
     * import's snapshot). Its members then wait in `removed_list_members`. Only lists without it
     * are anyone's lists: the access rule and the plan's count use `isLiveList()` (access/list-access.ts).
     */
    removedAt: timestamptz('removed_at'),
    /** The import snapshot holding the list (a replaced list); null for a list in the Trash. */
    snapshotId: integer('snapshot_id').references((): AnyPgColumn => listSnapshots.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('lists_workspace_id_idx').on(t.workspaceId),
    // The trash purge: removed lists by age.
    index('lists_removed_at_idx').on(t.removedAt).where(sql`${t.removedAt} is not null`),
    index('lists_snapshot_id_idx').on(t.snapshotId).where(sql`${t.snapshotId} is not null`),
    check('lists_snapshot_is_removed_check', sql`${t.snapshotId} is null or ${t.removedAt} is not null`),
    // What list_members' (list_id, workspace_id) foreign key refers to.
    unique('lists_id_workspace_id_key').on(t.id, t.workspaceId),
  ],
);

/** A member's (list_id, workspace_id) must be a list and its workspace: adding to a list out of mine breaks it. */
export const LIST_WORKSPACE_FOREIGN_KEY = 'list_members_list_workspace_fk';

export const listMembers = pgTable(
  'list_members',
  {
    id: serialId(),
    listId: integer('list_id').notNull(),
    /**
     * The list's workspace, copied (migration 0007) so that "my members in id order, a page at a
     * time" is one range of the (workspace_id, id) index, whoever else has members. The foreign
     * key on (list_id, workspace_id) keeps it equal to the list's. An insert that leaves it out
     * (NULL here) gets it from the list: a database trigger fills it in, like a default.
     */
    workspaceId: integer('workspace_id')
      .notNull()
      .$defaultFn(() => sql`null`),
    username: text('username').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: LIST_WORKSPACE_FOREIGN_KEY, columns: [t.listId, t.workspaceId], foreignColumns: [lists.id, lists.workspaceId] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // The members screen: my members in id order (keyset pages), and how many I have.
    index('list_members_workspace_id_id_idx').on(t.workspaceId, t.id),
    // A handle is in a list at most once, whatever its case (the workspace is the list's: same rule).
    // It leads with (list_id, workspace_id) for the foreign key's own lookups: deleting a list
    // cascades `where list_id = $1 and workspace_id = $2`, planned once, generically, and without an
    // index on both PostgreSQL ANDed the workspace's whole range with the list's, per list: replacing
    // 1,000 lists by import took 12 s instead of ~1.2 (migration 0008).
    uniqueIndex('list_members_list_workspace_username_lower_key').on(t.listId, t.workspaceId, sql`lower(${t.username})`),
    // Which of a workspace's lists hold a handle (the public API's handle lookup, the extension's
    // 'In N of your lists' on every profile page of X; migration 0019).
    index('list_members_workspace_username_lower_idx').on(t.workspaceId, sql`lower(${t.username})`),
    // Search by username across my lists; distinct usernames on the dashboard.
    // INCLUDE (username) in migration 0006 (drizzle has no INCLUDE): index-only distinct counts.
    index('list_members_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/**
 * What a replace import (or a restore) took away from a user's lists, kept to be put back
 * (issue #21): its lists stay in `lists` with `snapshot_id` set, their members in
 * `removed_list_members`. The newest 10 per user are kept.
 */
export const listSnapshots = pgTable(
  'list_snapshots',
  {
    id: serialId(),
    /** The workspace whose lists were replaced. */
    workspaceId: deletedWithWorkspace(),
    /** import: before a replace import; restore: before a snapshot was restored (its undo). */
    kind: text('kind', { enum: ['import', 'restore'] }).notNull(),
    listCount: integer('list_count').notNull(),
    memberCount: integer('member_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('list_snapshots_workspace_id_id_idx').on(t.workspaceId, t.id), check('list_snapshots_kind_check', sql`${t.kind} in ('import', 'restore')`)],
);

/**
 * The members of removed lists (Trash, import snapshots), moved out of `list_members` so that
 * every members query (which reads `list_members` by its own workspace_id, decision 015) sees live lists
 * only. A member keeps its id and creation time: restoring puts back exactly what was there.
 */
export const removedListMembers = pgTable(
  'removed_list_members',
  {
    id: integer('id').notNull(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('removed_list_members_list_id_idx').on(t.listId)],
);
