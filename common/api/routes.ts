/**
 * Where each endpoint of the API lives: its method, path, who may call it, and the media of its
 * body and answer. This half of the route contract carries no zod (the home page's budget,
 * decision 014): the web's typed client builds its requests from it. The other half,
 * `contract.ts`, gives the same names their schemas; the server registers every route from both
 * (server/http/endpoint.ts) and a test checks that no route exists outside them (decision 017).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** public: anyone; user: signed in (the default everywhere); admin: role admin. */
export type Access = 'public' | 'user' | 'admin';

export interface RouteAddress {
  method: HttpMethod;
  /** Fastify's syntax: `/api/lists/:id`. */
  path: string;
  access: Access;
  /** The request body: JSON (default), a CSV file (`text/csv` or one multipart file), or raw bytes (Stripe). */
  bodyMedia?: 'csv' | 'raw';
  /** The answer: JSON (default) or a CSV download. */
  answerMedia?: 'csv';
}

export const routes = {
  // Session and accounts (spec §5, §7).
  getSession: { method: 'GET', path: '/api/session', access: 'public' },
  getRegistrationStatus: { method: 'GET', path: '/api/registration-status', access: 'public' },
  register: { method: 'POST', path: '/api/auth/register', access: 'public' },
  login: { method: 'POST', path: '/api/auth/login', access: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public' },
  logoutOthers: { method: 'POST', path: '/api/auth/logout-others', access: 'user' },
  verifyEmail: { method: 'POST', path: '/api/verify-email', access: 'public' },
  resendVerification: { method: 'POST', path: '/api/resend-verification', access: 'public' },
  requestPasswordReset: { method: 'POST', path: '/api/request-password-reset', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/reset-password', access: 'public' },

  // Profile.
  getProfile: { method: 'GET', path: '/api/profile', access: 'user' },
  updateProfileDetails: { method: 'PUT', path: '/api/profile/details', access: 'user' },
  updateXAccount: { method: 'PUT', path: '/api/profile/x-account', access: 'user' },
  changeEmail: { method: 'POST', path: '/api/profile/email', access: 'user' },
  changePassword: { method: 'POST', path: '/api/profile/password', access: 'user' },

  // Lists, their members, the shoot.
  getLists: { method: 'GET', path: '/api/lists', access: 'user' },
  createList: { method: 'POST', path: '/api/lists', access: 'user' },
  updateList: { method: 'PATCH', path: '/api/lists/:id', access: 'user' },
  setListsIcon: { method: 'POST', path: '/api/lists/icon', access: 'user' },
  deleteList: { method: 'DELETE', path: '/api/lists/:id', access: 'user' },
  getListMembers: { method: 'GET', path: '/api/lists/:id/members', access: 'user' },
  addMember: { method: 'POST', path: '/api/lists/:id/members', access: 'user' },
  addMembersBulk: { method: 'POST', path: '/api/lists/:id/members/bulk', access: 'user' },
  shoot: { method: 'POST', path: '/api/shoot', access: 'user' },
  getShootHistory: { method: 'GET', path: '/api/shoot/history', access: 'user' },

  // The members screen.
  getMembers: { method: 'GET', path: '/api/members', access: 'user' },
  deleteMember: { method: 'DELETE', path: '/api/members/:id', access: 'user' },
  copyMember: { method: 'POST', path: '/api/members/:id/copy', access: 'user' },
  moveMember: { method: 'POST', path: '/api/members/:id/move', access: 'user' },

  // CSV (spec §3, §7).
  previewImport: { method: 'POST', path: '/api/import/preview', access: 'user', bodyMedia: 'csv' },
  importLists: { method: 'POST', path: '/api/import', access: 'user', bodyMedia: 'csv' },
  previewListImport: { method: 'POST', path: '/api/lists/:id/import/preview', access: 'user', bodyMedia: 'csv' },
  importList: { method: 'POST', path: '/api/lists/:id/import', access: 'user', bodyMedia: 'csv' },
  exportLists: { method: 'GET', path: '/api/export', access: 'user', answerMedia: 'csv' },
  exportSelectedLists: { method: 'POST', path: '/api/export/selected', access: 'user', answerMedia: 'csv' },
  exportList: { method: 'GET', path: '/api/lists/:id/export', access: 'user', answerMedia: 'csv' },

  // Plans and billing.
  getPlans: { method: 'GET', path: '/api/plans', access: 'public' },
  getBillingStatus: { method: 'GET', path: '/api/billing/status', access: 'user' },
  createCheckoutSession: { method: 'POST', path: '/api/create-checkout-session', access: 'user' },
  createLtdCheckoutSession: { method: 'POST', path: '/api/create-checkout-ltd-session', access: 'user' },
  createPortalSession: { method: 'POST', path: '/api/create-portal-session', access: 'user' },
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook', access: 'public', bodyMedia: 'raw' },

  // The extensions catalogue.
  getExtensions: { method: 'GET', path: '/api/extensions', access: 'public' },

  // The public blog and site.
  getPosts: { method: 'GET', path: '/api/blog/posts', access: 'public' },
  getPost: { method: 'GET', path: '/api/blog/posts/:slug', access: 'public' },
  getBlogCategories: { method: 'GET', path: '/api/blog/categories', access: 'public' },
  getHomePosts: { method: 'GET', path: '/api/blog/home', access: 'public' },
  getSiteConfig: { method: 'GET', path: '/api/site-config', access: 'public' },

  // The admin area (spec §6).
  getAdminStats: { method: 'GET', path: '/api/admin/stats', access: 'admin' },
  setRegistrationOpen: { method: 'PUT', path: '/api/admin/registration', access: 'admin' },
  getAdminUsers: { method: 'GET', path: '/api/admin/users', access: 'admin' },
  createUser: { method: 'POST', path: '/api/admin/users', access: 'admin' },
  updateUser: { method: 'PUT', path: '/api/admin/users/:id', access: 'admin' },
  blockUser: { method: 'POST', path: '/api/admin/users/:id/block', access: 'admin' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/:id', access: 'admin' },
  getAuditLog: { method: 'GET', path: '/api/admin/audit', access: 'admin' },
  getAdminPlans: { method: 'GET', path: '/api/admin/plans', access: 'admin' },
  createPlan: { method: 'POST', path: '/api/admin/plans', access: 'admin' },
  updatePlan: { method: 'PUT', path: '/api/admin/plans/:id', access: 'admin' },
  deletePlan: { method: 'DELETE', path: '/api/admin/plans/:id', access: 'admin' },
  getPlanAssignments: { method: 'GET', path: '/api/admin/plan-assignments', access: 'admin' },
  assignPlan: { method: 'POST', path: '/api/admin/plan-assignments', access: 'admin' },
  getAdminExtensions: { method: 'GET', path: '/api/admin/extensions', access: 'admin' },
  createExtension: { method: 'POST', path: '/api/admin/extensions', access: 'admin' },
  updateExtension: { method: 'PUT', path: '/api/admin/extensions/:id', access: 'admin' },
  deleteExtension: { method: 'DELETE', path: '/api/admin/extensions/:id', access: 'admin' },
  getAdminPosts: { method: 'GET', path: '/api/admin/blog/posts', access: 'admin' },
  getAdminPost: { method: 'GET', path: '/api/admin/blog/posts/:id', access: 'admin' },
  createPost: { method: 'POST', path: '/api/admin/blog/posts', access: 'admin' },
  updatePost: { method: 'PUT', path: '/api/admin/blog/posts/:id', access: 'admin' },
  deletePost: { method: 'DELETE', path: '/api/admin/blog/posts/:id', access: 'admin' },
  getAdminCategories: { method: 'GET', path: '/api/admin/blog/categories', access: 'admin' },
  createCategory: { method: 'POST', path: '/api/admin/blog/categories', access: 'admin' },
  updateCategory: { method: 'PUT', path: '/api/admin/blog/categories/:id', access: 'admin' },
  deleteCategory: { method: 'DELETE', path: '/api/admin/blog/categories/:id', access: 'admin' },
  getAdminTags: { method: 'GET', path: '/api/admin/blog/tags', access: 'admin' },
  createTag: { method: 'POST', path: '/api/admin/blog/tags', access: 'admin' },
  updateTag: { method: 'PUT', path: '/api/admin/blog/tags/:id', access: 'admin' },
  deleteTag: { method: 'DELETE', path: '/api/admin/blog/tags/:id', access: 'admin' },
} as const satisfies Record<string, RouteAddress>;

export type RouteName = keyof typeof routes;
