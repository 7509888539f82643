/** Texts of this feature's screens (the server never sends them). */
export const MEMBERS_SCREEN_TEXTS = {
  // Members screen (spec §2, §8)
  fetchMembersFailed: (message: string) => `Failed to fetch members: ${message}`,
  copyMemberFailed: (message: string) => `Failed to copy member: ${message}`,
  changeListFailed: (message: string) => `Failed to change list: ${message}`,
  deleteMemberFailed: (message: string) => `Failed to delete member: ${message}`,
  undoFailed: (message: string) => `Could not undo: ${message}`,
  noOtherList: 'Every list already has this member: name a new one',
  limitNotice: (used: number, max: number) => `You've reached your maximum list limit (${used}/${max})`,
  upgradeNotice: 'Upgrade your plan to create new lists',
} as const;
