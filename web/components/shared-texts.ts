/** Texts shown by more than one feature's screens (the server never sends them). */
export const SHARED_TEXTS = {
  loading: 'Loading...',
  fetchFailed: (message: string) => `Failed to fetch data: ${message}`,
  searchLists: 'Search lists...',
  searchUsers: 'Search users across all lists...',
  notSet: 'Not set',
  communityId: (id: string) => `ID: ${id}`,
  viewPlans: 'View Plans',
  tryAgain: 'Try again',
  sessionFailed: (reason: string) => `We could not check who is signed in: ${reason}`,
  unlimited: 'Unlimited',

  // Spec §8 Home and blog.
  fetchPostsFailed: (reason: string) => `Failed to fetch posts: ${reason}`,

  importCsv: 'Import CSV',
  exportCsv: 'Export CSV',
  // Reset (spec §8 "Reset")
  passwordsDoNotMatch: 'Passwords do not match',

  // Copy to the clipboard, Undo in a toast, the emoji picker (the Lists screen and the composer).
  copied: 'Copied!',
  copyFailed: (reason: string) => `Could not copy: ${reason}`,
  undo: 'Undo',
  loadingEmojis: 'Loading emojis…',
} as const;
