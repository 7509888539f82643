/**
 * The texts and limits of teams (issue #22) that screens show before any schema is needed:
 * no zod here, so the header's 'Workspace' control costs the first paint nothing (decision 014).
 * The schemas are in teams.ts, which re-exports all of this.
 */

import { ROLE_LABELS, type WorkspaceRole } from './workspace-roles.plain';

// The roles and what each may do are defined in workspace-roles.plain.ts; the team's zod-free words re-export them for the first paint.
export * from './workspace-roles.plain';

/** Invitations last this long (issue #22: "single use, 7 days"). */
export const INVITE_DAYS = 7;
/** Activity rows per page. */
export const ACTIVITY_PAGE_SIZE = 50;
export const TEAM_NAME_MAX = 60;

const lists = (n: number): string => `${String(n)} ${n === 1 ? 'list' : 'lists'}`;

/**
 * A team whose payer holds more lists than their plan allows (after a downgrade, a plan that
 * ended, or an account deleted): read only until it fits (issue #33). `used` counts every live
 * list billed to the payer, in all their workspaces.
 */
export interface OverPlan {
  payer: string;
  payerIsMe: boolean;
  used: number;
  maxlist: number;
}

/** A time in the server's words, the same for everyone who reads them: '2026-12-01 14:05 UTC'. */
const utcMinute = (iso: string): string => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What a Viewer is told, by the server's 403 and beside every disabled control. */
const VIEWER_REFUSAL = 'Your role in this workspace is Viewer: you can read, search, shoot and export, not change lists.';

export const TEAM_TEXTS = {
  workspace: 'Workspace',
  personal: 'Personal',
  createTeam: 'Create team…',
  teamName: 'Team name',
  create: 'Create',
  created: (name: string) => `Team "${name}" created.`,
  switched: (name: string) => `Now working in ${name}.`,
  pageTitle: 'Team',
  members: 'Members',
  invite: 'Invite',
  inviteEmail: 'E-mail',
  inviteRole: 'Role',
  inviteSent: (email: string) => `Invitation sent to ${email}.`,
  pendingInvites: 'Pending invitations',
  withdraw: 'Withdraw',
  expires: (date: string) => `expires ${date}`,
  role: 'Role',
  remove: 'Remove',
  removeConfirm: (username: string) => `Remove ${username} from the team? They lose access at once.`,
  removed: (username: string) => `${username} removed from the team.`,
  roleChanged: (username: string, role: WorkspaceRole) => `${username} is now ${ROLE_LABELS[role]}.`,
  leave: 'Leave team',
  leaveConfirm: (name: string) => `Leave ${name}? You lose access to its lists until you are invited again.`,
  left: (name: string) => `You left ${name}.`,
  rename: 'Rename',
  deleteTeam: 'Delete team',
  deleteTeamConfirm: (name: string, lists: number) =>
    `Delete ${name} and its ${String(lists)} ${lists === 1 ? 'list' : 'lists'} for good? Every member loses access. This cannot be undone.`,
  teamDeleted: (name: string) => `Team "${name}" deleted.`,
  personalIntro: 'This is your personal workspace: only you use it. Create a team to share lists with other moderators.',
  you: '(you)',
  activity: 'Activity',
  activitySearch: 'Search activity',
  activityEmpty: 'Nothing has happened here yet.',
  activityNoMatch: 'No activity matches your search.',
  older: 'Older',
  newer: 'Newer',
  billingNote: (owner: string) => `Lists here count toward ${owner}'s plan.`,
  planCovers: (workspaces: string) => `Your plan covers your personal workspace and the teams you pay for: ${workspaces}.`,
  planCoversPersonal: 'Your plan covers your personal workspace, and any team you create.',
  // The invitation page.
  inviteTitle: 'Invitation',
  inviteLead: (inviter: string, team: string, role: WorkspaceRole) => `${inviter} invites you to join ${team} as ${ROLE_LABELS[role]}.`,
  accept: 'Accept invitation',
  accepted: (team: string) => `You joined ${team}.`,
  signInFirst: 'Sign in or create an account with the invited e-mail to accept.',
  signIn: 'Sign in',
  register: 'Create an account',
  // The Workspace menu's invitations to my address (issue #38).
  myInvites: 'Invitations',
  myInvitesCount: (count: number) => `${String(count)} pending ${count === 1 ? 'invitation' : 'invitations'}`,
  joinAs: (team: string, role: WorkspaceRole) => `Join ${team} as ${ROLE_LABELS[role]}`,
  invitedBy: (inviter: string) => `from ${inviter}`,
  // Refusals.
  viewerRefusal: VIEWER_REFUSAL,
  roleRefusal: (role: WorkspaceRole) => (role === 'viewer' ? VIEWER_REFUSAL : `Your role in this workspace is ${ROLE_LABELS[role]}: only owners can do that.`),
  lastOwner: 'A team needs an owner: make someone else Owner first.',
  personalWorkspace: 'Your personal workspace has no other members and cannot be left or deleted.',
  notAMember: 'You are not a member of that workspace.',
  alreadyMember: (email: string) => `${email} is already a member of this team.`,
  inviteInvalid: 'This invitation link is not valid: it was used, withdrawn or has expired. Ask for a new one.',
  inviteOtherEmail: (email: string) => `This invitation is for ${email}. Sign in with that e-mail to accept it.`,
  memberNotFound: 'That person is not a member of this team.',
  billNoRoom: (count: number, owners: readonly string[]) =>
    owners.length === 1
      ? `This team's ${lists(count)} would then count toward ${owners[0]!}'s plan, which has no room for them. Delete lists first, make an owner whose plan has room, or ask ${owners[0]!} to change plan.`
      : `This team's ${lists(count)} would then count toward another owner's plan, and none has room for them (${owners.join(', ')}). Delete lists first, make an owner whose plan has room, or ask one of them to change plan.`,
  overPlan: ({ payer, payerIsMe, used, maxlist }: OverPlan) =>
    payerIsMe
      ? `This team is read only: your plan allows ${lists(maxlist)} and ${String(used)} are billed to it. Delete ${lists(used - maxlist)} (to the Trash), here or in another workspace you pay for, or change your plan.`
      : `This team is read only: its lists count toward ${payer}'s plan, which allows ${lists(maxlist)} and holds ${String(used)}. Delete ${lists(used - maxlist)} (to the Trash), or ask ${payer} to change plan.`,
  drawsPending: (count: number, firstAt: string) =>
    `This team has ${String(count)} announced ${count === 1 ? 'draw' : 'draws'} still to be drawn, the first on ${utcMinute(firstAt)}. ` +
    'Their certificates must be drawn as promised: delete the team after they are drawn.',
  inviteNotFound: 'That invitation is not pending any more.',
  nameRequired: 'Give the team a name.',
  mailSubject: (team: string) => `You are invited to ${team} on Rollcall`,
} as const;

export const TEAM_ERROR_CODES = {
  role: 'WORKSPACE_ROLE',
  lastOwner: 'LAST_OWNER',
  personal: 'PERSONAL_WORKSPACE',
  notAMember: 'NOT_A_MEMBER',
  alreadyMember: 'ALREADY_MEMBER',
  inviteInvalid: 'INVITE_INVALID',
  inviteOtherEmail: 'INVITE_OTHER_EMAIL',
  drawsPending: 'ANNOUNCED_DRAWS_PENDING',
  billNoRoom: 'BILL_NO_ROOM',
  overPlan: 'WORKSPACE_OVER_PLAN',
} as const;

/** How the log words each action ('created list', …): the server writes `action` as one of these keys. */
export const ACTIVITY_ACTIONS = {
  'list.create': 'created list',
  'list.rename': 'renamed list',
  'list.update': 'changed list',
  'list.delete': 'deleted list',
  'list.restore': 'restored list',
  'list.destroy': 'deleted for good',
  'trash.empty': 'emptied the Trash:',
  'snapshot.restore': 'restored from Import history',
  'lists.import': 'imported',
  'member.add': 'added',
  'member.remove': 'removed',
  'member.copy': 'copied',
  'member.move': 'moved',
  shoot: 'shot',
  'giveaway.create': 'started the giveaway',
  'team.invite': 'invited',
  'team.join': 'joined',
  'team.role': 'changed the role of',
  'team.remove': 'removed team member',
  'team.leave': 'left',
  'team.rename': 'renamed the team to',
  'team.create': 'created the team',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
