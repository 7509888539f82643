import { named } from './define';

/** The signed-in user's own profile and sessions. */
export const profileRoutes = /* @__PURE__ */ named({
  getProfile: { method: 'GET', path: '/api/profile', access: 'user' },
  updateProfileDetails: { method: 'PUT', path: '/api/profile/details', access: 'user' },
  updateXAccount: { method: 'PUT', path: '/api/profile/x-account', access: 'user' },
  changeEmail: { method: 'POST', path: '/api/profile/email', access: 'user' },
  changePassword: { method: 'POST', path: '/api/profile/password', access: 'user' },
  logoutOthers: { method: 'POST', path: '/api/auth/logout-others', access: 'user' },
  /** A person's data rights (issue #38, decision 036): their own data, their own account. */
  downloadMyData: { method: 'GET', path: '/api/profile/data', access: 'user' },
  accountDeletionPreview: { method: 'GET', path: '/api/profile/deletion', access: 'user' },
  deleteAccount: { method: 'POST', path: '/api/profile/delete', access: 'user' },
});
