import { z } from 'zod';
import { API_TOKEN_SCOPES } from './api-token-format.plain';
import { WORKSPACE_ROLES } from './workspace-roles.plain';

/**
 * A person's data rights (issue #38 item 9, decision 036): 'Download my data' and 'Delete my
 * account' on the Profile page, each the signed-in user's own and nobody else's.
 */

/** What the person types to confirm the deletion, besides their password. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** The file 'Download my data' saves, and the old CSV of their lists beside it. */
export const MY_DATA_FILE_NAME = 'rollcall-my-data.json';
export const MY_LISTS_CSV_FILE_NAME = 'rollcall-my-lists.csv';

export const ACCOUNT_DATA_ERROR_CODES = {
  teamsToHandOver: 'TEAMS_TO_HAND_OVER',
  drawsPending: 'DRAWS_PENDING',
  confirmationMismatch: 'CONFIRMATION_MISMATCH',
} as const;

/** The words the server sends about downloading one's data and deleting one's account. */
export const ACCOUNT_DATA_TEXTS = {
  confirmationMismatch: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.`,
  lastAdmin: 'You are the only admin of this Rollcall. Make another person an admin before you delete your account.',
  teamsToHandOver: (names: readonly string[]) =>
    `You are the only owner of ${names.length === 1 ? 'a team' : 'teams'} other people work in: ${names.join(', ')}. Make another member an owner, or delete the team, before you delete your account.`,
  drawsPending: (count: number) =>
    `${count === 1 ? 'A draw you announced is' : `${String(count)} draws you announced are`} still to be drawn. Its promise is public: delete your account once it has been drawn.`,
  accountDeleted: 'Your account was deleted. Your lists are gone and your certificates no longer name you.',
} as const;

export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
  confirmation: z.string().max(50),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** What deleting the account would do now: what the question before it says. */
export const accountDeletionPreviewSchema = z.object({
  /** Teams only they are in: deleted with their lists. */
  teamsDeleted: z.array(z.string()),
  /** Teams with another owner: they leave; the bill, if theirs, passes to another owner. */
  teamsLeft: z.array(z.string()),
  /** Teams they alone own where other people work: refused until handed over or deleted. */
  teamsToHandOver: z.array(z.string()),
  /** Lists of their personal workspace (Trash included) deleted with it. */
  lists: z.number().int(),
  /** Certificates they made: kept as public evidence, no longer tied to a name or an e-mail. */
  certificates: z.number().int(),
  /** Draws they announced that wait for their time: the deletion waits for them. */
  drawsPending: z.number().int(),
  /** The only admin of the instance: refused. */
  lastAdmin: z.boolean(),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreviewSchema>;

const isoTime = z.string();

/** 'Download my data': everything Rollcall keeps about the person, without a secret. */
export const myDataSchema = z.object({
  exportedAt: isoTime,
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.string(),
    isVerified: z.boolean(),
    xAccounts: z.array(z.string()),
    createdAt: isoTime,
    lastLoginAt: isoTime.nullable(),
    profile: z.object({
      nickname: z.string().nullable(),
      country: z.string().nullable(),
      language: z.string().nullable(),
      presence: z.string(),
      chatAvailable: z.boolean(),
      xVerified: z.boolean(),
    }),
  }),
  /** Their personal workspace's lists (those in the Trash marked) and members. */
  lists: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      icon: z.string().nullable(),
      color: z.string().nullable(),
      communityId: z.string().nullable(),
      createdAt: isoTime,
      inTrash: z.boolean(),
      members: z.array(z.object({ username: z.string(), addedAt: isoTime })),
    }),
  ),
  /** The same live lists in the old product's CSV format (spec §7); null without a list. */
  listsCsv: z.string().nullable(),
  certificates: z.array(
    z.object({
      id: z.string(),
      algorithm: z.string(),
      status: z.string(),
      mode: z.string(),
      winners: z.number().int(),
      entrants: z.number().int(),
      createdAt: isoTime,
      drawnAt: isoTime.nullable(),
      link: z.string(),
    }),
  ),
  teams: z.array(z.object({ name: z.string(), role: z.enum(WORKSPACE_ROLES), joinedAt: isoTime, paysForIt: z.boolean() })),
  apiTokens: z.array(
    z.object({ name: z.string(), scope: z.enum(API_TOKEN_SCOPES), createdAt: isoTime, lastUsedAt: isoTime.nullable(), revokedAt: isoTime.nullable() }),
  ),
  messageTemplates: z.array(z.object({ name: z.string(), text: z.string() })),
  /** Plans asked for on /pricing (issue #38), open or handled. */
  planRequests: z.array(z.object({ plan: z.string(), state: z.string(), createdAt: isoTime, handledAt: isoTime.nullable() })),
  sessions: z.array(z.object({ createdAt: isoTime, expiresAt: isoTime })),
});
export type MyData = z.infer<typeof myDataSchema>;
