import { named } from './define';

/**
 * The public API (issue #23): called with a personal API token, never with the session cookie
 * (`access: 'token'`). Each route names the scope of token it needs (`tokenScope`), and the auth
 * hook reads it there: a read-only token reaches only the 'read' routes. Read means nothing
 * written, so the shoot needs 'write' (it records a draw, the shoot history and the team's
 * rotation), though its `workspace` is 'read' (a Viewer may shoot in the app).
 */
export const v1Routes = /* @__PURE__ */ named({
  /** The API's OpenAPI 3.1 document, generated from this contract; public (the docs at /api/docs read it). */
  v1OpenApi: { method: 'GET', path: '/api/v1/openapi.json', access: 'public' },
  v1Me: { method: 'GET', path: '/api/v1/me', access: 'token', tokenScope: 'read' },
  v1GetLists: { method: 'GET', path: '/api/v1/lists', access: 'token', tokenScope: 'read', workspace: 'read' },
  v1CreateList: { method: 'POST', path: '/api/v1/lists', access: 'token', tokenScope: 'write', workspace: 'write' },
  v1RenameList: { method: 'PATCH', path: '/api/v1/lists/:id', access: 'token', tokenScope: 'write', workspace: 'write' },
  v1DeleteList: { method: 'DELETE', path: '/api/v1/lists/:id', access: 'token', tokenScope: 'write', workspace: 'write', removesOnly: true },
  v1GetListMembers: { method: 'GET', path: '/api/v1/lists/:id/members', access: 'token', tokenScope: 'read', workspace: 'read' },
  v1AddMembers: { method: 'POST', path: '/api/v1/lists/:id/members', access: 'token', tokenScope: 'write', workspace: 'write' },
  v1RemoveMember: { method: 'DELETE', path: '/api/v1/lists/:id/members/:username', access: 'token', tokenScope: 'write', workspace: 'write' },
  v1GetMembers: { method: 'GET', path: '/api/v1/members', access: 'token', tokenScope: 'read', workspace: 'read' },
  v1HandleLists: { method: 'GET', path: '/api/v1/handles/:username/lists', access: 'token', tokenScope: 'read', workspace: 'read' },
  v1Shoot: { method: 'POST', path: '/api/v1/shoot', access: 'token', tokenScope: 'write', workspace: 'read' },
  v1ExportLists: { method: 'GET', path: '/api/v1/export', access: 'token', tokenScope: 'read', workspace: 'read', answerMedia: 'csv' },
  v1ExportList: { method: 'GET', path: '/api/v1/lists/:id/export', access: 'token', tokenScope: 'read', workspace: 'read', answerMedia: 'csv' },
  // Giveaways (issue #36): the app's roles, Viewers read, Editors and Owners make them.
  v1GetGiveaways: { method: 'GET', path: '/api/v1/giveaways', access: 'token', tokenScope: 'read', workspace: 'read' },
  v1CreateGiveaway: { method: 'POST', path: '/api/v1/giveaways', access: 'token', tokenScope: 'write', workspace: 'write' },
  v1GetGiveawayEntries: { method: 'GET', path: '/api/v1/giveaways/:id/entries', access: 'token', tokenScope: 'read', workspace: 'read' },
});
