/**
 * Texts of the Lists screen that common/lists.ts (LISTS_TEXTS, the spec's own wording) does not
 * hold: labels and notices of this screen only. Tests import them from here.
 */
export const LISTS_SCREEN_TEXTS = {
  newList: 'New List',
  importCsv: 'Import CSV',
  exportCsv: 'Export CSV',
  goToTop: 'Go to Top',
  /** CSV import and export land in a later issue; the buttons say so instead of pretending. */
  csvComingSoon: 'CSV import/export is coming soon',
  /** Spec §5. */
  noListsSelectedForIcon: 'Select lists first to set their icon.',
  iconsUpdated: (count: number) => `Icon updated on ${String(count)} ${count === 1 ? 'list' : 'lists'}.`,
  iconsFailed: (reason: string) => `Failed to update icons: ${reason}`,
  clearIcon: 'Clear icon',
  shoot: 'Shoot',
  shootCount: 'Shoot count',
  skipRecent: 'Skip members from the last K shoots',
  shootResult: 'Shoot result',
  shootFailed: (reason: string) => `Failed to shoot: ${reason}`,
  shootSummary: (drawn: number, available: number, skipped: number) =>
    `${String(drawn)} of ${String(available)} ${available === 1 ? 'member' : 'members'}` + (skipped > 0 ? ` (${String(skipped)} left out as recently drawn)` : ''),
  copied: 'Copied!',
  copyFailed: (reason: string) => `Could not copy: ${reason}`,
  copyPart: (index: number) => `Copy part ${String(index)}`,
  emptyTitle: 'No lists yet',
  emptyHint: 'Create your first list with New List.',
  noMatch: 'No lists match your search.',
  listActions: 'List actions',
  deleteList: 'Delete List',
  deleteConfirm: (name: string, count: number) => `Delete "${name}" and its ${String(count)} ${count === 1 ? 'member' : 'members'}?`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  selectList: (name: string) => `Select ${name}`,
  members: (count: number) => `${String(count)} ${count === 1 ? 'member' : 'members'}`,
  listColour: 'List colour',
  listName: 'List name',
  communityIdInput: 'Community ID',
  listIcon: 'List icon',
  openCommunity: (id: string) => `Open community ${id} on X`,
  add: 'Add',
  pasteMany: 'Paste many',
  pasteManyLabel: 'Usernames to add',
  pasteManyHint: 'One per line, or separated by commas or spaces.',
  addAll: 'Add all',
  noMembers: 'No members yet.',
  noMembersFound: 'No members match your search.',
  showingOf: (shown: number, total: number) => `Showing ${String(shown)} of ${String(total)}`,
  openOnX: (username: string) => `Open @${username} on X`,
  removeMember: (username: string) => `Remove @${username}`,
  loadingEmojis: 'Loading emojis…',
} as const;

