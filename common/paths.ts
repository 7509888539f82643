/** The route table of spec §2, in one place: pages link with these, the router mounts them. */
export const paths = {
  home: '/',
  login: '/login',
  registrationClosed: '/registration-closed',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  contact: '/contact',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  lists: '/lists',
  /** Deleted lists and Import history (issue #21). */
  trash: '/lists/trash',
  /** A draw's public certificate (issue #20). */
  draw: (id: string) => `/draws/${encodeURIComponent(id)}`,
  members: '/members',
  /** The current workspace's members, roles, invitations and activity (issue #22). */
  team: '/team',
  /** An invitation to a team, from its mail: `/invite?token=…` (issue #22). */
  invite: '/invite',
  profile: '/profile',
  subscription: '/subscription',
  ltd: '/ltd',
  dashboard: '/dashboard',
  dashboardBlog: '/dashboard/blog',
  dashboardUsers: '/dashboard/users',
  dashboardTiers: '/dashboard/tiers',
  dashboardExtensions: '/dashboard/extensions',
  dashboardAudit: '/dashboard/audit',
} as const;
