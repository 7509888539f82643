import { named } from './define';

/**
 * The public API (issue #23): called with a personal API token, never with the session cookie
 * (`access: 'token'`). A read-only token reaches only the routes whose `workspace` is 'read'.
 */
export const v1Routes = /* @__PURE__ */ named({
  /** The API's OpenAPI 3.1 document, generated from this contract; public (the docs at /api/docs read it). */
  v1OpenApi: { method: 'GET', path: '/api/v1/openapi.json', access: 'public' },
  v1Me: { method: 'GET', path: '/api/v1/me', access: 'token' },
  v1GetLists: { method: 'GET', path: '/api/v1/lists', access: 'token', workspace: 'read' },
  v1CreateList: { method: 'POST', path: '/api/v1/lists', access: 'token', workspace: 'write' },
  v1RenameList: { method: 'PATCH', path: '/api/v1/lists/:id', access: 'token', workspace: 'write' },
  v1DeleteList: { method: 'DELETE', path: '/api/v1/lists/:id', access: 'token', workspace: 'write', removesOnly: true },
  v1GetListMembers: { method: 'GET', path: '/api/v1/lists/:id/members', access: 'token', workspace: 'read' },
  v1AddMembers: { method: 'POST', path: '/api/v1/lists/:id/members', access: 'token', workspace: 'write' },
  v1RemoveMember: { method: 'DELETE', path: '/api/v1/lists/:id/members/:username', access: 'token', workspace: 'write' },
  v1GetMembers: { method: 'GET', path: '/api/v1/members', access: 'token', workspace: 'read' },
  v1HandleLists: { method: 'GET', path: '/api/v1/handles/:username/lists', access: 'token', workspace: 'read' },
  v1Shoot: { method: 'POST', path: '/api/v1/shoot', access: 'token', workspace: 'read' },
  v1ExportLists: { method: 'GET', path: '/api/v1/export', access: 'token', workspace: 'read', answerMedia: 'csv' },
  v1ExportList: { method: 'GET', path: '/api/v1/lists/:id/export', access: 'token', workspace: 'read', answerMedia: 'csv' },
});
