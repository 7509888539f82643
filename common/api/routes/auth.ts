import { named } from './define';

/** Accounts (spec §5, §7): registration, login, verification, reset. */
export const authRoutes = /* @__PURE__ */ named({
  getRegistrationStatus: { method: 'GET', path: '/api/registration-status', access: 'public' },
  register: { method: 'POST', path: '/api/auth/register', access: 'public' },
  login: { method: 'POST', path: '/api/auth/login', access: 'public' },
  verifyEmail: { method: 'POST', path: '/api/verify-email', access: 'public' },
  resendVerification: { method: 'POST', path: '/api/resend-verification', access: 'public' },
  requestPasswordReset: { method: 'POST', path: '/api/request-password-reset', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/reset-password', access: 'public' },
});
