import { named } from './define';

/** Who is signed in, and signing out: the header's, on every page's first paint. */
export const sessionRoutes = /* @__PURE__ */ named({
  getSession: { method: 'GET', path: '/api/session', access: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public' },
});
