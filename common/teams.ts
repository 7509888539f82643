/**
 * Teams (issue #22, docs/decisions/022-teams.md): workspaces, their members and roles, invites
 * and the activity log; the schemas and texts the screens and the server share.
 *
 * - GET    /api/workspaces                  → WorkspacesResponse: mine and the current one
 * - POST   /api/workspaces                  → a new team, I am its owner; it becomes current
 * - PUT    /api/workspaces/current          → switch (the header's 'Workspace' control)
 * - GET    /api/team                        → TeamResponse: the current workspace, members, invites
 * - PATCH  /api/team                        → rename (owners)
 * - DELETE /api/team                        → delete the team and its lists (owners; not personal)
 * - POST   /api/team/invites                → invite by e-mail with a role (owners): a mail
 * - DELETE /api/team/invites/:id            → withdraw an invite (owners)
 * - PATCH  /api/team/members/:userId        → change a role (owners)
 * - DELETE /api/team/members/:userId        → remove a member (owners)
 * - POST   /api/team/leave                  → leave the current team
 * - GET    /api/team/activity               → ActivityPage, newest first, searchable
 * - POST   /api/invites/lookup {token}      → what the invitation is (anyone holding the link)
 * - POST   /api/invites/accept {token}      → join (signed in; the invite's e-mail)
 * - GET    /api/invites                     → the invitations waiting for my address (issue #38)
 * - POST   /api/invites/:id/accept          → join one of those (only if sent to my address)
 */

import { z } from 'zod';
import { idParamSchema, idSchema } from './integers';
import { wellFormed } from './text.plain';
import { TEAM_NAME_MAX, TEAM_TEXTS } from './teams-texts.plain';
import { WORKSPACE_ROLES } from './workspace-roles.plain';
export * from './teams-texts.plain';

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);

export const workspaceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  personal: z.boolean(),
  role: workspaceRoleSchema,
  /** My plan caps this workspace's lists (I am its billing owner). */
  billedToMe: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** A team over its payer's plan (issue #33): read only until it fits (TEAM_TEXTS.overPlan words it). */
export const overPlanSchema = z.object({
  payer: z.string(),
  payerIsMe: z.boolean(),
  /** Every live list billed to the payer, in all their workspaces. */
  used: z.number().int(),
  maxlist: z.number().int(),
});

export const workspacesResponseSchema = z.object({
  current: workspaceSummarySchema,
  workspaces: z.array(workspaceSummarySchema),
  /** The current workspace is a team over its payer's plan, read only until it fits; else null. */
  overPlan: overPlanSchema.nullable(),
});
export type WorkspacesResponse = z.infer<typeof workspacesResponseSchema>;

const teamNameSchema = z
  .string()
  .trim()
  .min(1, TEAM_TEXTS.nameRequired)
  .max(TEAM_NAME_MAX)
  // It goes into invitation mails' subjects and bodies: no line breaks or other control characters.
  .refine((name) => !/\p{Cc}/u.test(name), 'A team name cannot hold line breaks or control characters.')
  .transform(wellFormed);
export const createWorkspaceSchema = z.object({ name: teamNameSchema });
export const renameWorkspaceSchema = z.object({ name: teamNameSchema });
export const switchWorkspaceSchema = z.object({ workspaceId: idSchema });

export const teamMemberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** Owners see members' e-mail addresses; everyone else gets null. */
  email: z.string().nullable(),
  role: workspaceRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const pendingInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: workspaceRoleSchema,
  expiresAt: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

export const teamResponseSchema = z.object({
  workspace: workspaceSummarySchema,
  billingOwner: z.string(),
  listCount: z.number().int(),
  members: z.array(teamMemberSchema),
  /** Owners only; empty for everyone else. */
  invites: z.array(pendingInviteSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const inviteRequestSchema = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.').max(254),
  role: workspaceRoleSchema,
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const changeRoleSchema = z.object({ role: workspaceRoleSchema });
export const memberParamsSchema = z.object({ userId: idParamSchema });
export const inviteTokenSchema = z.object({ token: z.string().min(16).max(128) });

export const activityEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  /** The certificate of a shoot's line (issue #36), or null. */
  drawId: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** Keyset: entries older than this id. */
  before: idParamSchema.optional(),
});
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** The `before` of the next (older) page, or null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const inviteInfoSchema = z.object({
  workspace: z.string(),
  inviter: z.string(),
  role: workspaceRoleSchema,
  email: z.string(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

export const acceptInviteResponseSchema = z.object({ workspace: workspaceSummarySchema });

/** An invitation waiting for my own address (the Workspace menu, issue #38): never anyone else's. */
export const myInviteSchema = z.object({
  id: z.number().int(),
  workspace: z.string(),
  inviter: z.string(),
  role: workspaceRoleSchema,
  expiresAt: z.string(),
});
export type MyInvite = z.infer<typeof myInviteSchema>;
export const myInvitesResponseSchema = z.object({ invites: z.array(myInviteSchema) });
export type MyInvitesResponse = z.infer<typeof myInvitesResponseSchema>;

