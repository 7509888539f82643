import { sql } from 'drizzle-orm';
import { WORKSPACE_ROLES } from '../../../common/workspace-roles.plain';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, oneOf, serialId, timestamptz } from './columns';

/** Workspaces and teams (issue #22, decision 022): members and roles, invitations, the activity log. */

/**
 * Where lists live (issue #22, docs/decisions/022-teams.md): every user has one personal
 * workspace (`personal_of`, made by a trigger when the user is inserted) and may create teams.
 * A team's list count is capped by the plan of its billing owner, one of its owners.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    /**
     * From the users' sequence: a personal workspace has its user's id (the trigger of migration
     * 0017 sets it), a team takes a number no user will ever have. So `lists.workspace_id` of a
     * personal workspace is still its user's id, for the old rows and the new alike.
     */
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('users_id_seq')`),
    name: text('name').notNull(),
    /** The user whose personal workspace this is; null for a team. */
    personalOf: integer('personal_of').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** Whose plan caps the workspace's lists: the creator, then another owner if they go. */
    billingOwnerId: integer('billing_owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('workspaces_personal_of_key').on(t.personalOf),
    index('workspaces_billing_owner_id_idx').on(t.billingOwnerId),
    check('workspaces_personal_id_check', sql`${t.personalOf} is null or ${t.personalOf} = ${t.id}`),
  ],
);

/** `workspace_id` of a row that is its workspace's: it goes when the team is deleted. */
export function deletedWithWorkspace() {
  return integer('workspace_id')
    .notNull()
    .references((): AnyPgColumn => workspaces.id, { onDelete: 'cascade' });
}

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_id_idx').on(t.userId),
    check('workspace_members_role_check', sql`${t.role} in ${oneOf(WORKSPACE_ROLES)}`),
  ],
);

/** An invitation by e-mail (issue #22): its token is stored hashed, single use, 7 days. */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: serialId(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('workspace_invites_token_hash_key').on(t.tokenHash),
    index('workspace_invites_workspace_id_idx').on(t.workspaceId),
    check('workspace_invites_role_check', sql`${t.role} in ${oneOf(WORKSPACE_ROLES)}`),
  ],
);

/** Who did what in a workspace (issue #22): 'Activity' on /team, newest first. */
export const workspaceActivity = pgTable(
  'workspace_activity',
  {
    id: serialId(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The actor's username when it happened (kept if the account goes). */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** What it was done to, in words: a list's name, a handle, a member's username. */
    subject: text('subject').notNull(),
    /** A shoot's or a giveaway's certificate (issue #36): the line links to it. Kept as written if the draw goes. */
    drawId: text('draw_id'),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_activity_workspace_id_id_idx').on(t.workspaceId, t.id)],
);
