import { named } from './define';

/** Personal API tokens (issue #23, common/api-tokens.ts): managed with the session only. */
export const tokensRoutes = /* @__PURE__ */ named({
  getApiTokens: { method: 'GET', path: '/api/tokens', access: 'user' },
  createApiToken: { method: 'POST', path: '/api/tokens', access: 'user' },
  revokeApiToken: { method: 'DELETE', path: '/api/tokens/:id', access: 'user' },
});
