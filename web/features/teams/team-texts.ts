/**
 * The Team and invitation pages' own words (issue #22): what common/teams.ts's TEAM_TEXTS, the
 * texts the server shares, does not hold.
 */
export const TEAM_SCREEN_TEXTS = {
  username: 'Username',
  email: 'E-mail',
  actions: 'Actions',
  roleOf: (username: string) => `Role of ${username}`,
  removeMember: (username: string) => `Remove ${username}`,
  withdrawInvite: (email: string) => `Withdraw the invitation to ${email}`,
  noInvites: 'No invitation is waiting for an answer.',
  inviteWithdrawn: (email: string) => `Invitation to ${email} withdrawn.`,
  renamed: (name: string) => `Team renamed to "${name}".`,
  save: 'Save',
  undo: 'Undo',
  undoFailed: (reason: string) => `Could not undo: ${reason}`,
  roleBack: (username: string) => `${username}'s role is back.`,
  teamFailed: (reason: string) => `Failed to fetch the team: ${reason}`,
  activityFailed: (reason: string) => `Failed to fetch the activity: ${reason}`,
  /** A shoot's line links its certificate (issue #36). */
  activityCertificate: 'certificate',
  inviteFailed: (reason: string) => `Failed to fetch the invitation: ${reason}`,
  activityPages: 'Activity pages',
  yourRole: (role: string) => `Your role: ${role}`,
  signedInAs: (email: string) => `Signed in as ${email}.`,
} as const;
