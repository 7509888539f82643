/**
 * Texts of the dashboard, users, extensions and audit screens that the contract does not hold.
 * The spec's own wording (headings of the statistics, 'Failed to … user: …', the foreign-key
 * message) is ADMIN_TEXTS of common/admin.ts; the server's refusals arrive as they are.
 */

/** '1.4 MB': a size in bytes, in the en-US format (1 kB = 1,000 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${formatCount(bytes)} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${units[unit]!}`;
}

/** '1,234': numbers in the en-US format. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** /setup: the first admin from the link the server printed (issue #38). */
export const SETUP_PAGE_TEXTS = {
  title: 'Create the first admin',
  subtitle: 'This server has no admin yet. The account you create here runs it: users, plans, the blog and the extensions.',
  checking: 'Checking this setup link…',
  closed: 'This server already has an admin, so this page has nothing to do.',
  noToken: 'Open this page with the setup link the server printed when it started (it ends in ?token=…).',
  signIn: 'Sign in',
  email: 'Email',
  username: 'Username',
  password: 'Password',
  passwordHint: (min: number) => `At least ${String(min)} characters.`,
  submit: 'Create admin and sign in',
  created: (username: string) => `Welcome, ${username}: you are this server's admin.`,
  failed: (reason: string) => `Could not create the admin: ${reason}`,
} as const;

export const DASHBOARD_TEXTS = {
  subtitle: 'Statistics, registration and the admin tools.',
  manageBlogHint: 'Posts, categories and tags.',
  manageUsersHint: 'Create, edit, block and delete accounts.',
  manageTiersHint: 'Plans and plans given by hand.',
  manageExtensionsHint: 'The browser extensions users see.',
  auditLogHint: 'Who changed what, and when.',
  registration: 'Registration',
  enable: 'Enable registration',
  disable: 'Disable registration',
  statsFailed: (reason: string) => `Failed to fetch statistics: ${reason}`,
  drawStorage: 'Draw certificates',
  drawStorageTotal: (bytes: string) => `Entrant lists kept for draw certificates: ${bytes} in all.`,
  drawStorageHint: 'Certificates are kept for good, so their entrant lists are too. The workspaces that keep the most:',
  drawStorageNone: 'No draw has been made yet.',
  drawStorageWorkspace: 'Workspace',
  drawStoragePayer: 'Paid by',
  drawStorageDraws: 'Draws',
  drawStorageBytes: 'Stored',
  personalOf: (username: string) => `Personal (${username})`,
  deletedTeams: 'Deleted teams',
  team: (id: number) => `Team #${String(id)}`,
  registrationUnknown: (reason: string) => `Could not read the registration state: ${reason}`,
  retry: 'Try again',
} as const;

export const USERS_TEXTS = {
  title: 'Users Management',
  subtitle: 'Search, create, edit, block and delete accounts.',
  backToDashboard: 'Back to Dashboard',
  search: 'Search by username or email...',
  createUser: 'Create User',
  editUser: 'Edit User',
  edit: 'Edit',
  editNamed: (username: string) => `Edit ${username}`,
  block: 'Block',
  unblock: 'Unblock',
  blockNamed: (username: string) => `Block ${username}`,
  unblockNamed: (username: string) => `Unblock ${username}`,
  /** Holds the visible 'Delete User', so speech input finds the button by what it shows. */
  deleteNamed: (username: string) => `Delete User ${username}`,
  blockTitle: 'Block User',
  blockConfirm: (username: string) => `Block ${username}? They can no longer sign in. Their open sessions end at once.`,
  deleteConfirm: (username: string, email: string) => `Delete ${username} (${email})? This cannot be undone.`,
  withListsExplained: (lists: number) =>
    `You can delete the user together with ${lists === 1 ? 'their list' : `their ${formatCount(lists)} lists`} and every member in ${lists === 1 ? 'it' : 'them'}. This cannot be undone.`,
  deleteWithLists: (lists: number) => `Delete the user and their ${plural(lists, 'list', 'lists')}`,
  cancel: 'Cancel',
  username: 'Username',
  email: 'Email',
  role: 'Role',
  password: 'Password',
  newPassword: 'New password',
  newPasswordHint: 'Leave empty to keep the current password.',
  roles: [
    { value: 'user', label: 'User' },
    { value: 'admin', label: 'Admin' },
  ],
  roleLabel: (role: string) => (role === 'admin' ? 'Admin' : 'User'),
  verified: 'Verified',
  unverified: 'Unverified',
  blocked: 'Blocked',
  you: 'You',
  lastLogin: 'Last login',
  never: 'Never',
  plan: 'Plan',
  lists: 'Lists',
  noUsers: 'No users yet.',
  noMatch: (search: string) => `No user matches "${search}".`,
  total: (count: number) => plural(count, 'user', 'users'),
  ownAccount: 'This is your account: you cannot block or delete it here.',
  blockFailed: (reason: string) => `Failed to block user: ${reason}`,
  unblockFailed: (reason: string) => `Failed to unblock user: ${reason}`,
  created: (username: string) => `User ${username} was created.`,
  updated: (username: string) => `User ${username} was updated.`,
  deleted: (username: string) => `User ${username} was deleted.`,
  blockedUser: (username: string) => `User ${username} was blocked.`,
  unblockedUser: (username: string) => `User ${username} was unblocked.`,
} as const;

export const EXTENSIONS_TEXTS = {
  title: 'Extensions Management',
  subtitle: 'The browser extensions, their badges and store links.',
  addExtension: 'Add Extension',
  saved: 'Extension saved.',
  deleted: (title: string) => `Extension "${title}" deleted.`,
  editExtension: 'Edit Extension',
  deleteExtension: 'Delete Extension',
  edit: 'Edit',
  delete: 'Delete',
  editNamed: (title: string) => `Edit ${title}`,
  deleteNamed: (title: string) => `Delete ${title}`,
  deleteConfirm: (title: string) => `Delete the extension "${title}" and its store links? This cannot be undone.`,
  cancel: 'Cancel',
  save: 'Save',
  update: 'Update',
  noImage: 'No image',
  noStores: 'No store links yet.',
  noExtensions: 'No extensions yet. Add the first one with Add Extension.',
  public: 'Public',
  private: 'Private',
  free: 'Free',
  premium: 'Premium',
  version: (version: string) => `Version ${version}`,
  storeLinks: 'Store links',
  storeLinksHint: 'One https link per store; leave a store empty if the extension is not there.',
  storeLabel: (store: string) => `${store} store URL`,
  openInStore: (title: string, store: string) => `${title} on ${store}`,
  publicHint: 'Private extensions are shown to subscribers only.',
  freeHint: 'Premium extensions are shown to subscribers only.',
  fetchFailed: (reason: string) => `Failed to fetch extensions: ${reason}`,
  saveFailed: (reason: string) => `Failed to save extension: ${reason}`,
  deleteFailed: (reason: string) => `Failed to delete extension: ${reason}`,
} as const;

export const AUDIT_TEXTS = {
  title: 'Audit Log',
  subtitle: 'What admins changed, newest first.',
  when: 'When',
  who: 'Who',
  action: 'Action',
  target: 'Target',
  details: 'Details',
  deletedAccount: 'Deleted account',
  none: '—',
  empty: 'Nothing has been recorded yet.',
  total: (count: number) => plural(count, 'entry', 'entries'),
  fetchFailed: (reason: string) => `Failed to fetch the audit log: ${reason}`,
} as const;

export const PAGINATION_TEXTS = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${formatCount(page)} of ${formatCount(pages)}`,
} as const;

/** Texts of this feature's screens (moved from common/: the server never sends them). */
export const ADMIN_SCREEN_TEXTS = {

  dashboard: 'Dashboard',
  statistics: 'Statistics',
  registeredUsers: 'Registered Users',
  createdLists: 'Created Lists',
  totalListMembers: 'Total List Members',
  uniqueListMembers: 'Unique List Members',
  uniqueCommunities: 'Unique Communities',
  manageBlog: 'Manage Blog',
  manageUsers: 'Manage Users',
  manageTiers: 'Manage Tiers',
  manageExtensions: 'Manage Extensions',
  auditLog: 'Audit Log',
  registrationIs: (enabled: boolean) => `User registration is currently: ${enabled ? 'Enabled' : 'Disabled'}`,
  toggleRegistrationFailed: (message: string) => `Failed to toggle registration: ${message}`,
  registrationToggled: (enabled: boolean) => (enabled ? 'Registration enabled: people can sign up.' : 'Registration disabled: nobody new can sign up.'),
  fetchUsersFailed: (message: string) => `Failed to fetch users: ${message}`,
  createUserFailed: (message: string) => `Failed to create user: ${message}`,
  updateUserFailed: (message: string) => `Failed to update user: ${message}`,
  deleteUserFailed: (message: string) => `Failed to delete user: ${message}`,
  updateUser: 'Update User',
  deleteUser: 'Delete User',
} as const;

/** The dashboard's 'Get started' checklist (issue #18): what a fresh site needs before its first users. */
export const GET_STARTED_TEXTS = {
  title: 'Get started',
  intro: 'A few things decide what your first users can do. This list goes away once lists can be made and people can sign up.',
  done: 'Done',
  toDo: 'To do',
  info: 'Good to know',
  plansTitle: 'Plans or a free list limit',
  plansMissing: 'No plan is on sale and the free tier allows no list: a new user cannot make a single list.',
  plansReady: (paid: number, free: number | null) =>
    `${paid === 0 ? 'No plan on sale' : `${String(paid)} ${paid === 1 ? 'plan' : 'plans'} on sale`}; the free tier allows ${free === null ? 'unlimited lists' : `${String(free)} ${free === 1 ? 'list' : 'lists'}`}.`,
  plansAction: 'Set up plans',
  mailTitle: 'E-mail',
  mailSmtp: 'Mail is sent through SMTP.',
  mailOutbox: (outbox: string) =>
    `No mail server is set: verification and password-reset e-mails are written as files to ${outbox}, and each link is printed in the server log. The README's Configuration says how to send them.`,
  stripeTitle: 'Payments',
  stripeOn: 'Stripe is on: checkout and the billing portal work.',
  stripeOff:
    "Stripe is off (no secret key set): nothing can be bought. Pricing lists your active plans and lets people ask for one; you give it with 'Give plan' under Plan requests, or by hand on Tiers.",
  registrationTitle: 'Registration',
  registrationOpen: 'Registration is open: people can sign up.',
  registrationClosed: 'Registration is closed: nobody new can sign up. Open it in the Registration card below.',
  failed: (reason: string) => `Failed to read the setup: ${reason}`,
} as const;

/** The dashboard's Plan requests (issue #38): people who asked for a plan on /pricing. */
export const PLAN_REQUESTS_TEXTS = {
  title: 'Plan requests',
  intro: 'People who asked for a plan on the Pricing page. Each admin also gets an e-mail.',
  empty: 'Nobody is waiting for a plan.',
  person: 'Person',
  plan: 'Plan',
  asked: 'Asked',
  actions: 'Actions',
  lists: (maxlist: number | null) => (maxlist === null ? 'Unlimited lists' : `${formatCount(maxlist)} ${maxlist === 1 ? 'list' : 'lists'}`),
  give: 'Give plan',
  giveNamed: (plan: string, username: string) => `Give plan ${plan} to ${username}`,
  given: (plan: string, username: string) => `${username} now has the plan ${plan}.`,
  giveFailed: (reason: string) => `Could not give the plan: ${reason}`,
  dismiss: 'Dismiss',
  dismissNamed: (plan: string, username: string) => `Dismiss ${username}'s request for ${plan}`,
  dismissTitle: 'Dismiss request',
  dismissConfirm: (plan: string, username: string) => `Dismiss ${username}'s request for ${plan}? They keep their current plan and are not told; they can ask again.`,
  dismissed: (username: string) => `${username}'s request was dismissed.`,
  dismissFailed: (reason: string) => `Could not dismiss the request: ${reason}`,
  cancel: 'Cancel',
  failed: (reason: string) => `Failed to fetch the plan requests: ${reason}`,
} as const;

/** The dashboard's Background jobs card (issue #39): how each job last ran, once across every instance. */
export const BACKGROUND_JOBS_TEXTS = {
  title: 'Background jobs',
  intro: 'Each job runs on one instance at a time, whichever takes its turn. A job that fails is tried again sooner, then at its usual interval.',
  empty: 'No job has run yet. They start with the server.',
  job: 'Job',
  lastRun: 'Last run',
  nextRun: 'Next run',
  status: 'Status',
  never: 'Not yet',
  ok: 'OK',
  on: (instance: string) => `on ${instance}`,
  failing: (failures: number) => (failures === 1 ? 'Failed' : `Failed ${String(failures)} times in a row`),
  lastFailure: (when: string, error: string) => `Last failure ${when}: ${error}`,
  every: (ms: number) => {
    const seconds = Math.round(ms / 1000);
    if (seconds % 3600 === 0) return seconds === 3600 ? 'Every hour' : `Every ${String(seconds / 3600)} hours`;
    if (seconds % 60 === 0) return seconds === 60 ? 'Every minute' : `Every ${String(seconds / 60)} minutes`;
    return seconds === 1 ? 'Every second' : `Every ${String(seconds)} seconds`;
  },
  mail: (waiting: number, givenUp: number) =>
    `Mail queue: ${formatCount(waiting)} waiting${givenUp > 0 ? `, ${formatCount(givenUp)} given up after every try (see the server's log for why)` : ''}.`,
  failed: (reason: string) => `Failed to fetch the background jobs: ${reason}`,
};
