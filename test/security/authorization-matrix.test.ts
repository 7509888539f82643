import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, blogCategories, blogPosts, blogTags, drawEntrantLists, draws, extensions, giveaways, listSnapshots, messageTemplates, planRequests, plans, users as usersTable, workspaceInvites, workspaceMembers, workspaces } from '../../server/db/schema';
import { createSession } from '../../server/auth/session-service';
import { hashToken, newToken } from '../../server/crypto/secret-token';
import { useTestApp } from '../support/app';
import { createSignedInUser, createUser, givePlan } from '../support/factories';
import { client, newClientAddress } from '../support/http';

/**
 * The authorization matrix (issues #9, #22): every route of the server × {visitor, user A (not a
 * member), viewer, editor, B (owner), admin} → the status each must get. The route list comes from
 * the server itself (`app.routeTable`), so a new route without a row here fails this file. Each
 * cell runs on fresh objects: a fresh team of B's, current for B and for its viewer and editor,
 * holding B's lists; no answer to anyone outside the team may carry B's data.
 */

type Actor = 'visitor' | 'a' | 'viewer' | 'editor' | 'b' | 'admin';
type Expect = Record<Actor, number>;
type Objects = { listId: number; memberId: number; secret: string; userId: number; userEmail: string; planId: number; extensionId: number; postId: number; categoryId: number; tagId: number; postSlug: string; templateId: number; drawId: string; winner: string; trashedListId: number; snapshotId: number; teamId: number; viewerId: number; inviteId: number; inviteToken: string; apiTokenId: number; giveawayId: string; planRequestId: number };
type Row = { expect: Expect; path?: (o: Objects) => string; body?: (o: Objects) => unknown; headers?: Record<string, string>; /** B's data may appear in this answer for these actors. */ mayShow?: Actor[] };

const SAME = (status: number): Expect => ({ visitor: status, a: status, viewer: status, editor: status, b: status, admin: status });
const PUBLIC_OK: Expect = SAME(200);
const SIGNED_IN: Expect = { ...SAME(200), visitor: 401 };
/** Signed in, but the caller's role in their current workspace must allow changes (viewers: 403). */
const SIGNED_IN_WRITE: Expect = { ...SIGNED_IN, viewer: 403 };
/** A user's own objects (templates, the draws they made): nobody else, team or not. */
const OWNER: Expect = { visitor: 401, a: 404, viewer: 404, editor: 404, b: 200, admin: 404 };
const OWNER_204: Expect = { ...OWNER, b: 204 };
/** The team's objects (lists, members, Trash): its members read them, owners and editors change them. */
const TEAM_READ: Expect = { visitor: 401, a: 404, viewer: 200, editor: 200, b: 200, admin: 404 };
const TEAM_WRITE: Expect = { ...TEAM_READ, viewer: 403 };
const TEAM_WRITE_204: Expect = { ...TEAM_WRITE, viewer: 403, editor: 204, b: 204 };
/** Owners of the current workspace only; A and the admin are owners of a personal workspace (400 there). */
const MANAGE = (b: number): Expect => ({ visitor: 401, a: 400, viewer: 403, editor: 403, b, admin: 400 });
const TEAM_SEES: Actor[] = ['b', 'viewer', 'editor'];
const ADMIN: Expect = { ...SAME(403), visitor: 401, admin: 200 };
const ADMIN_201: Expect = { ...ADMIN, admin: 201 };
const ADMIN_204: Expect = { ...ADMIN, admin: 204 };
const CSV = { 'content-type': 'text/csv' };
const csvFile = (name: string) => `"List Name","Members"\n"${name}","zed_1;zed_2"`;
const planBody = () => ({ nickname: 'Matrix', amount: 100, productId: 'prod_m', productName: 'Matrix', tier: 900, maxlist: 1 });
const tag = () => randomBytes(4).toString('hex');
/** A 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const MATRIX: Record<string, Row> = {
  'GET /healthz': { expect: PUBLIC_OK },
  'GET /readyz': { expect: PUBLIC_OK },
  'GET /robots.txt': { expect: PUBLIC_OK },
  'GET /rss.xml': { expect: PUBLIC_OK },
  'GET /sitemap.xml': { expect: PUBLIC_OK },
  'GET /api/session': { expect: PUBLIC_OK },
  'GET /api/registration-status': { expect: PUBLIC_OK },
  'GET /api/site-config': { expect: PUBLIC_OK },
  'GET /api/plans': { expect: PUBLIC_OK },
  // The public pricing page (issue #38): every active plan's public fields.
  'GET /api/pricing': { expect: PUBLIC_OK },
  'GET /api/extensions': { expect: PUBLIC_OK },
  // The browser extension's zip (issue #38): anyone's to install; this app's build has none (server/extensions/extension-download.test.ts serves one).
  'GET /api/extension-download': { expect: PUBLIC_OK },
  'GET /downloads/rollcall-extension.zip': { expect: SAME(404) },
  'GET /api/blog/categories': { expect: PUBLIC_OK },
  'GET /api/blog/home': { expect: PUBLIC_OK },
  'GET /api/blog/posts': { expect: PUBLIC_OK },
  'GET /api/blog/posts/:slug': { expect: PUBLIC_OK, path: (o) => `/api/blog/posts/${o.postSlug}` },
  // The public API's OpenAPI document and its documentation page (issue #23): the API's shape, no one's data.
  'GET /api/v1/openapi.json': { expect: PUBLIC_OK },
  'GET /api/docs': { expect: PUBLIC_OK },
  'GET /api/docs/json': { expect: PUBLIC_OK },
  'GET /api/docs/yaml': { expect: PUBLIC_OK },
  'GET /api/docs/static/index.html': { expect: SAME(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: PUBLIC_OK },
  'GET /api/docs/static/*': { expect: PUBLIC_OK, path: () => '/api/docs/static/swagger-ui.css' },
  // An uploaded image is anyone's to see (server/media/media.test.ts serves one); none here.
  'GET /media/:id/:file': { expect: SAME(404), path: () => `/media/${'A'.repeat(22)}/960.webp` },
  // Reachable by anyone; identity plays no part (the bodies are invalid, so nothing happens).
  'POST /api/auth/login': { expect: SAME(400), body: () => ({}) },
  'POST /api/auth/register': { expect: SAME(400), body: () => ({}) },
  // The first admin (issue #38): anyone may ask; only the printed link creates one (a made-up one: 403).
  'GET /api/setup': { expect: PUBLIC_OK },
  'POST /api/setup': { expect: SAME(403), body: () => ({ token: 'A'.repeat(43), email: 'setup@example.com', username: 'setup_admin', password: 'a long enough password' }) },
  'POST /api/auth/logout': { expect: PUBLIC_OK, body: () => ({}) },
  'POST /api/verify-email': { expect: SAME(400), body: () => ({}) },
  'POST /api/resend-verification': { expect: SAME(400), body: () => ({}) },
  'POST /api/request-password-reset': { expect: SAME(400), body: () => ({}) },
  'POST /api/reset-password': { expect: SAME(400), body: () => ({}) },
  'POST /api/stripe/webhook': { expect: SAME(400), body: () => ({ id: 'evt_x' }) },
  // Signed in, on one's own data.
  'POST /api/auth/logout-others': { expect: SIGNED_IN, body: () => ({}) },
  'GET /api/profile': { expect: SIGNED_IN },
  'PUT /api/profile/details': { expect: SIGNED_IN, body: () => ({ nickname: 'Nick', country: null, language: null, presence: 'online', chatAvailable: true, xVerified: false }) },
  'PUT /api/profile/x-account': { expect: SIGNED_IN, body: () => ({ xAccount: '' }) },
  'POST /api/profile/email': { expect: { ...SAME(400), visitor: 401 }, body: () => ({}) },
  'POST /api/profile/password': { expect: { ...SAME(400), visitor: 401 }, body: () => ({}) },
  // A person's data rights (issue #38 item 9): their own data, naming the teams they are in (B's team holds the secret).
  'GET /api/profile/data': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  'GET /api/profile/deletion': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  'POST /api/profile/delete': { expect: { ...SAME(400), visitor: 401 }, body: () => ({ password: 'not the password', confirmation: 'DELETE' }) },
  'GET /api/billing/status': { expect: SIGNED_IN },
  // A request for a plan (issue #38) is a signed-in user's own: made for the caller, listed to the caller.
  'GET /api/plan-requests': { expect: SIGNED_IN },
  'POST /api/plan-requests': { expect: { ...SAME(201), visitor: 401 }, body: (o) => ({ planId: o.planId }) },
  'POST /api/create-checkout-session': { expect: { ...SAME(503), visitor: 401 }, body: () => ({ planId: 'price_x', return_url: 'http://localhost:3000/' }) },
  'POST /api/create-checkout-ltd-session': { expect: { ...SAME(503), visitor: 401 }, body: () => ({ planId: 'price_x', return_url: 'http://localhost:3000/' }) },
  'POST /api/create-portal-session': { expect: { ...SAME(503), visitor: 401 }, body: () => ({ return_url: 'http://localhost:3000/' }) },
  'GET /api/lists': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  'POST /api/lists': { expect: { visitor: 401, a: 201, viewer: 403, editor: 201, b: 201, admin: 403 }, body: () => ({ name: `New ${tag()}` }) },
  'POST /api/lists/icon': { expect: SIGNED_IN_WRITE, body: (o) => ({ listIds: [o.listId], icon: '⭐' }) },
  'GET /api/members': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  // A, the admin: asked for B's member by name, they get nothing of it.
  'GET /api/members/suggest': { expect: SIGNED_IN, path: (o) => `/api/members/suggest?q=${o.secret}`, mayShow: TEAM_SEES },
  'GET /api/shoot/history': { expect: SIGNED_IN },
  // The composer's templates and settings: each user's own (issue #19).
  'GET /api/compose': { expect: SIGNED_IN, mayShow: ['b'] },
  'PATCH /api/compose/settings': { expect: SIGNED_IN, body: () => ({ numbered: true }), mayShow: ['b'] },
  'POST /api/compose/templates': { expect: { ...SAME(201), visitor: 401 }, body: () => ({ name: `T ${tag()}`, message: 'Thanks {mentions}' }) },
  'GET /api/export': { expect: { ...SIGNED_IN, admin: 400 }, mayShow: TEAM_SEES },
  'POST /api/import/preview': { expect: SIGNED_IN_WRITE, body: () => csvFile(`Preview ${tag()}`), headers: CSV },
  'POST /api/import/rejected': { expect: SIGNED_IN_WRITE, body: () => csvFile(`Rejected ${tag()}`), headers: CSV },
  'POST /api/import': { expect: { ...SIGNED_IN_WRITE, admin: 400 }, body: () => csvFile(`Imported ${tag()}`), headers: CSV, path: () => '/api/import?mode=merge' },
  // B's objects: only B.
  'PATCH /api/compose/templates/:id': { expect: OWNER, path: (o) => `/api/compose/templates/${o.templateId}`, body: () => ({ name: `Renamed ${tag()}` }), mayShow: ['b'] },
  'DELETE /api/compose/templates/:id': { expect: OWNER_204, path: (o) => `/api/compose/templates/${o.templateId}` },
  // Draw certificates (issue #20): anyone reads one (its entrants and winners are public by the
  // owner's choice, the lists' names only if allowed); only B changes or redraws it.
  'GET /api/draws/:id': { expect: PUBLIC_OK, path: (o) => `/api/draws/${o.drawId}`, mayShow: ['visitor', 'a', 'viewer', 'editor', 'b', 'admin'] },
  'PATCH /api/draws/:id': { expect: OWNER, path: (o) => `/api/draws/${o.drawId}`, body: () => ({ showListNames: true }), mayShow: ['b'] },
  'POST /api/draws': { expect: { ...TEAM_WRITE, editor: 201, b: 201 }, body: (o) => ({ listIds: [o.listId], count: 1, drawAt: new Date(Date.now() + 600_000).toISOString() }) },
  // B's draw was drawn already: B is told so, nobody else learns it exists.
  'POST /api/draws/:id/draw': { expect: { ...OWNER, b: 409 }, path: (o) => `/api/draws/${o.drawId}/draw`, body: () => ({}) },
  // Giveaways (issue #36): the team's to see (Viewers too) and make (not Viewers); the entry page anyone's.
  'GET /api/giveaways': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  'POST /api/giveaways': {
    expect: { ...TEAM_WRITE, editor: 201, b: 201 },
    body: (o) => ({ title: 'Matrix', prize: 'A prize', rules: '', organiser: 'Matrix Club', winnerCount: 1, closesAt: new Date(Date.now() + 600_000).toISOString(), timeZone: 'UTC', listIds: [o.listId], entryPage: true }),
  },
  // B's giveaway is in B's own workspace (see below): the team's members find none there; B's is still open.
  'POST /api/giveaways/:id/save-entrants': { expect: { ...TEAM_WRITE, viewer: 403, editor: 404, b: 404 }, path: (o) => `/api/giveaways/${o.giveawayId}/save-entrants`, body: () => ({ name: `Saved ${tag()}` }) },
  'GET /api/enter/:id': { expect: PUBLIC_OK, path: (o) => `/api/enter/${o.giveawayId}`, mayShow: ['visitor', 'a', 'viewer', 'editor', 'b', 'admin'] },
  'POST /api/enter/:id': { expect: SAME(201), path: (o) => `/api/enter/${o.giveawayId}`, body: () => ({ handle: `fan_${tag()}`, consent: true }), mayShow: ['visitor', 'a', 'viewer', 'editor', 'b', 'admin'] },
  'POST /api/enter/:id/withdraw': { expect: SAME(404), path: (o) => `/api/enter/${o.giveawayId}/withdraw`, body: () => ({ withdrawToken: newToken() }) },
  'POST /api/draws/:id/redraw': { expect: OWNER, path: (o) => `/api/draws/${o.drawId}/redraw`, body: (o) => ({ replace: o.winner }), mayShow: ['b'] },
  'PATCH /api/lists/:id': { expect: TEAM_WRITE, path: (o) => `/api/lists/${o.listId}`, body: () => ({ name: 'Renamed' }) },
  'DELETE /api/lists/:id': { expect: TEAM_WRITE_204, path: (o) => `/api/lists/${o.listId}` },
  'GET /api/lists/:id/members': { expect: TEAM_READ, path: (o) => `/api/lists/${o.listId}/members`, mayShow: TEAM_SEES },
  'POST /api/lists/:id/members': { expect: { ...TEAM_WRITE, editor: 201, b: 201 }, path: (o) => `/api/lists/${o.listId}/members`, body: () => ({ username: `new_${tag()}` }) },
  'POST /api/lists/:id/members/bulk': { expect: TEAM_WRITE, path: (o) => `/api/lists/${o.listId}/members/bulk`, body: () => ({ text: `bulk_${tag()}` }) },
  'GET /api/lists/:id/export': { expect: TEAM_READ, path: (o) => `/api/lists/${o.listId}/export`, mayShow: TEAM_SEES },
  'POST /api/lists/:id/import/preview': { expect: TEAM_WRITE, path: (o) => `/api/lists/${o.listId}/import/preview`, body: () => csvFile('x'), headers: CSV, mayShow: TEAM_SEES },
  'POST /api/lists/:id/import': { expect: TEAM_WRITE, path: (o) => `/api/lists/${o.listId}/import`, body: () => csvFile('x'), headers: CSV },
  'POST /api/export/selected': { expect: TEAM_READ, body: (o) => ({ listIds: [o.listId] }), mayShow: TEAM_SEES },
  'POST /api/shoot': { expect: TEAM_READ, body: (o) => ({ listIds: [o.listId], count: 1 }), mayShow: TEAM_SEES },
  // The Trash and import snapshots (issue #21): each user's own; another's id is a 404.
  'GET /api/trash': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  'DELETE /api/trash': { expect: SIGNED_IN_WRITE },
  'POST /api/trash/:id/restore': { expect: TEAM_WRITE, path: (o) => `/api/trash/${o.trashedListId}/restore`, body: () => ({}), mayShow: TEAM_SEES },
  'DELETE /api/trash/:id': { expect: TEAM_WRITE_204, path: (o) => `/api/trash/${o.trashedListId}` },
  'GET /api/import/snapshots': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  'POST /api/import/snapshots/:id/restore': { expect: TEAM_WRITE, path: (o) => `/api/import/snapshots/${o.snapshotId}/restore`, body: () => ({}), mayShow: TEAM_SEES },
  // Personal API tokens (issue #23): each user's own; another's id is a 404.
  'GET /api/tokens': { expect: SIGNED_IN, mayShow: ['b'] },
  // A new token names its workspace (issue #33), the caller's current one: B's team for its members.
  'POST /api/tokens': { expect: { ...SAME(201), visitor: 401 }, body: () => ({ name: `Token ${tag()}`, scope: 'read' }), mayShow: TEAM_SEES },
  'DELETE /api/tokens/:id': { expect: OWNER_204, path: (o) => `/api/tokens/${String(o.apiTokenId)}` },
  // Workspaces and teams (issue #22): B's team holds the secret in its name.
  'GET /api/workspaces': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  'POST /api/workspaces': { expect: { ...SAME(201), visitor: 401 }, body: () => ({ name: `Team ${tag()}` }) },
  'PUT /api/workspaces/current': { expect: { ...TEAM_READ }, body: (o) => ({ workspaceId: o.teamId }), mayShow: TEAM_SEES },
  'GET /api/team': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  'PATCH /api/team': { expect: MANAGE(200), body: () => ({ name: `Renamed ${tag()}` }) },
  'DELETE /api/team': { expect: MANAGE(204) },
  'POST /api/team/invites': { expect: MANAGE(201), body: () => ({ email: `invitee_${tag()}@example.com`, role: 'editor' }) },
  'DELETE /api/team/invites/:id': { expect: { ...MANAGE(204), a: 404, admin: 404 }, path: (o) => `/api/team/invites/${String(o.inviteId)}` },
  'PATCH /api/team/members/:userId': { expect: MANAGE(200), path: (o) => `/api/team/members/${String(o.viewerId)}`, body: () => ({ role: 'editor' }) },
  'DELETE /api/team/members/:userId': { expect: MANAGE(204), path: (o) => `/api/team/members/${String(o.viewerId)}` },
  // A, the admin: their personal workspace cannot be left; the last owner (B) cannot leave.
  'POST /api/team/leave': { expect: { visitor: 401, a: 400, viewer: 204, editor: 204, b: 409, admin: 400 }, body: () => ({}) },
  'GET /api/team/activity': { expect: SIGNED_IN, mayShow: TEAM_SEES },
  // The link is the secret: whoever holds it sees what it offers (the team's name).
  'POST /api/invites/lookup': { expect: PUBLIC_OK, body: (o) => ({ token: o.inviteToken }), mayShow: ['visitor', 'a', 'viewer', 'editor', 'b', 'admin'] },
  // The invitation is for another e-mail than anyone's here: nobody may use it.
  'POST /api/invites/accept': { expect: { ...SAME(403), visitor: 401 }, body: (o) => ({ token: o.inviteToken }) },
  // The Workspace menu's invitations (issue #38): only those sent to one's own address; the matrix's invitation is to someone else.
  'GET /api/invites': { expect: SIGNED_IN },
  'POST /api/invites/:id/accept': { expect: { ...SAME(404), visitor: 401 }, path: (o) => `/api/invites/${String(o.inviteId)}/accept` },
  'DELETE /api/members/:id': { expect: TEAM_WRITE_204, path: (o) => `/api/members/${o.memberId}` },
  'POST /api/members/:id/copy': { expect: TEAM_WRITE, path: (o) => `/api/members/${o.memberId}/copy`, body: () => ({ newListName: `Copy ${tag()}` }), mayShow: TEAM_SEES },
  'POST /api/members/:id/move': { expect: TEAM_WRITE, path: (o) => `/api/members/${o.memberId}/move`, body: () => ({ newListName: `Move ${tag()}` }), mayShow: TEAM_SEES },
  // Admins only.
  'GET /api/admin/stats': { expect: ADMIN },
  'GET /api/admin/setup': { expect: ADMIN },
  'GET /api/admin/jobs': { expect: ADMIN },
  'PUT /api/admin/registration': { expect: ADMIN, body: () => ({ open: true }) },
  'GET /api/admin/users': { expect: ADMIN, mayShow: ['admin'] },
  'POST /api/admin/users': { expect: ADMIN_201, body: () => ({ username: `made_${tag()}`, email: `made_${tag()}@example.com`, password: 'a long password 1' }) },
  'PUT /api/admin/users/:id': { expect: ADMIN, path: (o) => `/api/admin/users/${o.userId}`, body: () => ({ username: `ed_${tag()}`, email: `ed_${tag()}@example.com`, role: 'user' }) },
  'POST /api/admin/users/:id/block': { expect: ADMIN, path: (o) => `/api/admin/users/${o.userId}/block`, body: () => ({ blocked: false }) },
  'DELETE /api/admin/users/:id': { expect: ADMIN_204, path: (o) => `/api/admin/users/${o.userId}` },
  'GET /api/admin/audit': { expect: ADMIN, mayShow: ['admin'] },
  'GET /api/admin/plans': { expect: ADMIN },
  'POST /api/admin/plans': { expect: ADMIN_201, body: planBody },
  'PUT /api/admin/plans/:id': { expect: ADMIN, path: (o) => `/api/admin/plans/${o.planId}`, body: planBody },
  'DELETE /api/admin/plans/:id': { expect: ADMIN_204, path: (o) => `/api/admin/plans/${o.planId}` },
  'PUT /api/admin/free-tier': { expect: ADMIN, body: () => ({ maxlist: 0 }) },
  'GET /api/admin/plan-assignments': { expect: ADMIN },
  'POST /api/admin/plan-assignments': { expect: ADMIN_201, body: (o) => ({ email: o.userEmail, planId: null }) },
  'GET /api/admin/plan-requests': { expect: ADMIN },
  'POST /api/admin/plan-requests/:id/give': { expect: ADMIN, path: (o) => `/api/admin/plan-requests/${String(o.planRequestId)}/give`, body: () => ({}) },
  'POST /api/admin/plan-requests/:id/dismiss': { expect: ADMIN, path: (o) => `/api/admin/plan-requests/${String(o.planRequestId)}/dismiss`, body: () => ({}) },
  'GET /api/admin/extensions': { expect: ADMIN },
  'POST /api/admin/extensions': { expect: ADMIN_201, body: () => ({ title: 'Matrix ext' }) },
  'PUT /api/admin/extensions/:id': { expect: ADMIN, path: (o) => `/api/admin/extensions/${o.extensionId}`, body: () => ({ title: 'Matrix ext 2' }) },
  'DELETE /api/admin/extensions/:id': { expect: ADMIN_204, path: (o) => `/api/admin/extensions/${o.extensionId}` },
  'GET /api/admin/blog/posts': { expect: ADMIN },
  'GET /api/admin/blog/posts/:id': { expect: ADMIN, path: (o) => `/api/admin/blog/posts/${o.postId}` },
  'POST /api/admin/blog/posts': { expect: ADMIN_201, body: () => ({ title: 'Matrix post', slug: `matrix-${tag()}` }) },
  'PUT /api/admin/blog/posts/:id': { expect: ADMIN, path: (o) => `/api/admin/blog/posts/${o.postId}`, body: (o) => ({ title: 'Matrix post 2', slug: o.postSlug, status: 'published' }) },
  'DELETE /api/admin/blog/posts/:id': { expect: ADMIN_204, path: (o) => `/api/admin/blog/posts/${o.postId}` },
  'POST /api/admin/media': { expect: ADMIN_201, body: () => TINY_PNG, headers: { 'content-type': 'image/png' } },
  'GET /api/admin/blog/categories': { expect: ADMIN },
  'POST /api/admin/blog/categories': { expect: ADMIN_201, body: () => ({ name: 'Matrix', slug: `matrix-${tag()}` }) },
  'PUT /api/admin/blog/categories/:id': { expect: ADMIN, path: (o) => `/api/admin/blog/categories/${o.categoryId}`, body: () => ({ name: 'Matrix 2', slug: `matrix-${tag()}` }) },
  'DELETE /api/admin/blog/categories/:id': { expect: ADMIN_204, path: (o) => `/api/admin/blog/categories/${o.categoryId}` },
  'GET /api/admin/blog/tags': { expect: ADMIN },
  'POST /api/admin/blog/tags': { expect: ADMIN_201, body: () => ({ name: 'Matrix', slug: `matrix-${tag()}` }) },
  'PUT /api/admin/blog/tags/:id': { expect: ADMIN, path: (o) => `/api/admin/blog/tags/${o.tagId}`, body: () => ({ name: 'Matrix 2', slug: `matrix-${tag()}` }) },
  'DELETE /api/admin/blog/tags/:id': { expect: ADMIN_204, path: (o) => `/api/admin/blog/tags/${o.tagId}` },
};



/**
 * The public API (issue #23): every /api/v1 route × {no token, B's revoked token, B's read-only
 * token, B's read-and-write token, A's token (another user), a token A holds for B's team without
 * being a member, B's session cookie} on B's objects (B's team, the workspace of B's tokens). The
 * cookie is refused there; only B's live tokens see B's data.
 */
type Caller = 'none' | 'revoked' | 'read' | 'write' | 'other' | 'lost' | 'cookie';
type V1Row = { expect: Record<Caller, number>; path?: (o: Objects) => string; body?: (o: Objects) => unknown; mayShow?: Caller[] };
/** `lost`: a token made for B's team by someone not (any more) a member of it (issue #33): 403 on every route. */
const V1 = (read: number, write: number, other: number): Record<Caller, number> => ({ none: 401, revoked: 401, read, write, other, lost: 403, cookie: 401 });
const B_TOKENS: Caller[] = ['read', 'write'];
const MATRIX_V1: Record<string, V1Row> = {
  'GET /api/v1/me': { expect: V1(200, 200, 200), mayShow: B_TOKENS },
  'GET /api/v1/lists': { expect: V1(200, 200, 200), mayShow: B_TOKENS },
  'POST /api/v1/lists': { expect: V1(403, 201, 201), body: () => ({ name: `API ${tag()}` }) },
  'PATCH /api/v1/lists/:id': { expect: V1(403, 200, 404), path: (o) => `/api/v1/lists/${o.listId}`, body: () => ({ name: `Renamed ${tag()}` }) },
  'DELETE /api/v1/lists/:id': { expect: V1(403, 204, 404), path: (o) => `/api/v1/lists/${o.listId}` },
  'GET /api/v1/lists/:id/members': { expect: V1(200, 200, 404), path: (o) => `/api/v1/lists/${o.listId}/members`, mayShow: B_TOKENS },
  'POST /api/v1/lists/:id/members': { expect: V1(403, 200, 404), path: (o) => `/api/v1/lists/${o.listId}/members`, body: () => ({ usernames: [`api_${tag()}`] }) },
  'DELETE /api/v1/lists/:id/members/:username': { expect: V1(403, 204, 404), path: (o) => `/api/v1/lists/${o.listId}/members/${o.secret}` },
  'GET /api/v1/members': { expect: V1(200, 200, 200), mayShow: B_TOKENS },
  'GET /api/v1/handles/:username/lists': { expect: V1(200, 200, 200), path: (o) => `/api/v1/handles/${o.secret}/lists`, mayShow: B_TOKENS },
  'POST /api/v1/shoot': { expect: V1(403, 200, 404), body: (o) => ({ listIds: [o.listId], count: 1 }), mayShow: B_TOKENS },
  'GET /api/v1/export': { expect: V1(200, 200, 200), mayShow: B_TOKENS },
  'GET /api/v1/lists/:id/export': { expect: V1(200, 200, 404), path: (o) => `/api/v1/lists/${o.listId}/export`, mayShow: B_TOKENS },
  // Giveaways (issue #36): B's team's giveaway is titled with the secret; A's token finds neither it nor B's list.
  'GET /api/v1/giveaways': { expect: V1(200, 200, 200), mayShow: B_TOKENS },
  'POST /api/v1/giveaways': {
    expect: V1(403, 201, 404),
    body: (o) => ({ title: `API ${tag()}`, prize: 'A prize', rules: '', organiser: 'Matrix Club', winnerCount: 1, closesAt: new Date(Date.now() + 600_000).toISOString(), timeZone: 'UTC', listIds: [o.listId], entryPage: true }),
  },
  'GET /api/v1/giveaways/:id/entries': { expect: V1(200, 200, 404), path: (o) => `/api/v1/giveaways/${o.giveawayId}/entries` },
};
/** The CORS preflight of the public API (@fastify/cors): no identity, no data; server/api-v1/api-v1.test.ts checks its origins. */
const PREFLIGHT = 'OPTIONS /api/v1*';

describe('authorization matrix', () => {
  const t = useTestApp();

  it('covers every route the server registers', () => {
    const routes = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(routes.filter((route) => !(route in MATRIX) && !(route in MATRIX_V1) && route !== PREFLIGHT)).toEqual([]);
    expect([...Object.keys(MATRIX), ...Object.keys(MATRIX_V1)].filter((route) => !routes.includes(route))).toEqual([]);
  });

  // One test a route (six callers each): a limit per test then bounds one route's work, not the
  // whole matrix's, which grows with every route (issue #34).
  describe('gives each actor exactly the expected status on B’s objects, and leaks nothing of B', () => {
    type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
    let actors: Record<Actor, ReturnType<typeof client>>;
    let a: SignedIn, b: SignedIn, viewer: SignedIn, editor: SignedIn, admin: SignedIn;
    let users: Record<Exclude<Actor, 'visitor'>, SignedIn['user']>;
    beforeAll(async () => {
      actors = { visitor: client(t.app), a: client(t.app), viewer: client(t.app), editor: client(t.app), b: client(t.app), admin: client(t.app) };
      a = await createSignedInUser(t.db);
      b = await createSignedInUser(t.db);
      viewer = await createSignedInUser(t.db);
      editor = await createSignedInUser(t.db);
      admin = await createSignedInUser(t.db, { role: 'admin' });
      await givePlan(t.db, a.user.id, { tier: 901, maxlist: null });
      await givePlan(t.db, b.user.id, { tier: 902, maxlist: null });
      actors.a.cookie = a.cookie;
      users = { a: a.user, b: b.user, viewer: viewer.user, editor: editor.user, admin: admin.user };
      await actors.a.post('/api/lists', { name: 'A’s own list' }); // A has data of their own
    });

    /**
     * Fresh objects of B's for one cell. About 30 statements: those that do not need each other's
     * ids run together, in five waves (on PostgreSQL the pool overlaps their round trips: one after
     * the other they took 65 ms a cell there, for 780 cells).
     */
    async function objects(): Promise<Objects> {
      const secret = `secret_${tag()}`;
      const fingerprint = randomBytes(32).toString('hex');
      const postSlug = `post-${tag()}`;
      const [, , user, [plan], [extension], [post], [category], [tagRow]] = await Promise.all([
        (async () => {
          // B may have 20 teams: the previous cells' go first.
          await t.db.execute(sql`delete from lists where workspace_id in (select id from workspaces where personal_of is null and billing_owner_id = ${b.user.id})`);
          await t.db.execute(sql`delete from workspaces where personal_of is null and billing_owner_id = ${b.user.id}`);
          // A and the admin back in their personal workspaces (a cell may have switched them).
          await t.db.update(usersTable).set({ currentWorkspaceId: null }).where(inArray(usersTable.id, [a.user.id, admin.user.id]));
          await t.db.delete(apiTokens).where(eq(apiTokens.userId, b.user.id)); // B keeps fewer than the limit
        })(),
        // A draw's stored list of entrants (its certificate is public).
        t.db.insert(drawEntrantLists).values({ fingerprint, entrantCount: 2, entrants: `${secret}\nother_${tag()}` }),
        createUser(t.db),
        t.db.insert(plans).values({ ...planBody(), tier: 950 + Math.floor(Math.random() * 1000) }).returning({ id: plans.id }),
        t.db.insert(extensions).values({ title: 'Ext' }).returning({ id: extensions.id }),
        t.db.insert(blogPosts).values({ title: 'Post', slug: postSlug, status: 'published' }).returning({ id: blogPosts.id }),
        t.db.insert(blogCategories).values({ name: 'Cat', slug: `cat-${tag()}` }).returning({ id: blogCategories.id }),
        t.db.insert(blogTags).values({ name: 'Tag', slug: `tag-${tag()}` }).returning({ id: blogTags.id }),
      ]);
      // A fresh team of B's (named with the secret), current for B, its viewer and its editor.
      const [team] = await t.db.insert(workspaces).values({ name: `Team ${secret}`, billingOwnerId: b.user.id }).returning({ id: workspaces.id });
      const teamId = team!.id;
      const inviteToken = newToken();
      const [, [invite], [list], [apiToken], [template], [snapshot], [trashed], [planRequest]] = await Promise.all([
        (async () => {
          await t.db.insert(workspaceMembers).values([
            { workspaceId: teamId, userId: b.user.id, role: 'owner' },
            { workspaceId: teamId, userId: viewer.user.id, role: 'viewer' },
            { workspaceId: teamId, userId: editor.user.id, role: 'editor' },
          ]);
          await t.db.update(usersTable).set({ currentWorkspaceId: teamId }).where(inArray(usersTable.id, [b.user.id, viewer.user.id, editor.user.id]));
        })(),
        t.db
          .insert(workspaceInvites)
          .values({ workspaceId: teamId, email: `someone_${tag()}@example.com`, role: 'editor', tokenHash: hashToken(inviteToken), invitedBy: b.user.id, expiresAt: new Date(Date.now() + 86_400_000) })
          .returning({ id: workspaceInvites.id }),
        t.db.execute<{ id: number }>(sql`insert into lists (name, workspace_id, color) values (${`B list ${secret}`}, ${teamId}, '#123456') returning id`).then((result) => result.rows),
        t.db.insert(apiTokens).values({ userId: b.user.id, workspaceId: teamId, name: `B token ${secret}`, scope: 'write', tokenHash: hashToken(newToken()), prefix: 'abcdef' }).returning({ id: apiTokens.id }),
        (async () => {
          await t.db.delete(messageTemplates).where(eq(messageTemplates.userId, b.user.id)); // B keeps fewer than the limit
          return t.db.insert(messageTemplates).values({ userId: b.user.id, name: `B template ${secret}`, message: secret }).returning({ id: messageTemplates.id });
        })(),
        t.db.insert(listSnapshots).values({ workspaceId: teamId, kind: 'import', listCount: 1, memberCount: 1 }).returning({ id: listSnapshots.id }),
        // A list of B's in the Trash, and (below) one in a snapshot of B's, each holding the secret.
        t.db.execute<{ id: number }>(sql`insert into lists (name, workspace_id, removed_at) values (${`B trashed ${secret}`}, ${teamId}, now()) returning id`).then((result) => result.rows),
        // Someone's open request for the plan (issue #38).
        t.db.insert(planRequests).values({ userId: user.id, planId: plan!.id }).returning({ id: planRequests.id }),
      ]);
      const drawId = randomBytes(16).toString('base64url');
      const giveawayId = randomBytes(16).toString('base64url');
      const [[member], , , , [kept]] = await Promise.all([
        t.db.execute<{ id: number }>(sql`insert into list_members (list_id, username) values (${list!.id}, ${secret}) returning id`).then((result) => result.rows),
        // A draw of B's: its certificate is public, acting on it is B's alone.
        t.db.insert(draws).values({ id: drawId, userId: b.user.id, workspaceId: teamId, selection: String(list!.id), listIds: [list!.id], listNames: [`B list ${secret}`], algorithm: 'rollcall-draw-v1', status: 'drawn', seed: '0'.repeat(64), count: 1, fingerprint, selectionFingerprint: fingerprint, membersKey: fingerprint, entrantCount: 2, winners: [secret] }),
        t.db.execute(sql`insert into removed_list_members (id, list_id, username, created_at) values (nextval(pg_get_serial_sequence('list_members', 'id')), ${trashed!.id}, ${secret}, now())`),
        // A giveaway of B's own workspace (an open one would keep B's team from being deleted), its
        // entry page open: its title is public, as the organiser's name.
        t.db.insert(giveaways).values({ id: giveawayId, workspaceId: b.user.id, userId: b.user.id, title: 'Matrix giveaway', prize: 'A prize', rules: '', organiser: 'Matrix Club', winnerCount: 1, closesAt: new Date(Date.now() + 600_000), timeZone: 'UTC', listIds: [list!.id], entryPage: true, seed: '0'.repeat(64), commitment: '1'.repeat(64) }),
        t.db.execute<{ id: number }>(sql`insert into lists (name, workspace_id, removed_at, snapshot_id) values (${`B kept ${secret}`}, ${teamId}, now(), ${snapshot!.id}) returning id`).then((result) => result.rows),
      ]);
      await t.db.execute(sql`insert into removed_list_members (id, list_id, username, created_at) values (nextval(pg_get_serial_sequence('list_members', 'id')), ${kept!.id}, ${secret}, now())`);
      return { apiTokenId: apiToken!.id, teamId, viewerId: viewer.user.id, inviteId: invite!.id, inviteToken, trashedListId: trashed!.id, snapshotId: snapshot!.id, listId: list!.id, memberId: member!.id, secret, userId: user.id, userEmail: user.email, planId: plan!.id, extensionId: extension!.id, postId: post!.id, postSlug, categoryId: category!.id, tagId: tagRow!.id, templateId: template!.id, drawId, winner: secret, giveawayId, planRequestId: planRequest!.id };
    }

    it.each(Object.entries(MATRIX))('%s', async (route, row) => {
      const mismatches: string[] = [];
      const [method, url] = route.split(' ') as [string, string];
      // B last: an owner's delete must not run before the others tried.
      for (const actor of ['visitor', 'a', 'admin', 'viewer', 'editor', 'b'] as Actor[]) {
        const o = await objects();
        const target = row.path ? row.path(o) : url;
        const body = row.body?.(o);
        const c = actors[actor];
        // A fresh session per cell: logout and logout-others end sessions, and must not end the next cell's.
        if (actor !== 'visitor') c.cookie = `rollcall_session=${(await createSession(t.db, users[actor].id)).token}`;
        const response =
          method === 'GET'
            ? await c.get(target)
            : method === 'DELETE'
              ? await c.delete(target)
              : await (method === 'POST' ? c.post : method === 'PUT' ? c.put : c.patch)(target, body ?? {}, row.headers);
        if (response.statusCode !== row.expect[actor]) mismatches.push(`${route} as ${actor}: ${String(response.statusCode)} (expected ${String(row.expect[actor])}) ${response.body.slice(0, 120)}`);
        if (!(row.mayShow ?? []).includes(actor) && response.body.includes(o.secret)) mismatches.push(`${route} as ${actor}: shows B's data`);
        if (/password_?hash|\$2[aby]\$\d\d\$/i.test(response.body)) mismatches.push(`${route} as ${actor}: shows a password hash`);
      }
      expect(mismatches).toEqual([]);
    });
  });

  describe('gives each API token exactly the expected status on B’s objects, and leaks nothing of B', () => {
    let a: Awaited<ReturnType<typeof createSignedInUser>>, b: Awaited<ReturnType<typeof createSignedInUser>>;
    beforeAll(async () => {
      a = await createSignedInUser(t.db);
      b = await createSignedInUser(t.db);
      await givePlan(t.db, a.user.id, { tier: 903, maxlist: null });
      await givePlan(t.db, b.user.id, { tier: 904, maxlist: null });
      await t.db.execute(sql`insert into lists (name, workspace_id, color) values ('A’s own list', ${a.user.id}, '#123456')`);
    });
    it.each(Object.entries(MATRIX_V1))('%s', async (route, row) => {
      const mismatches: string[] = [];
      const [method, url] = route.split(' ') as [string, string];
      for (const caller of ['none', 'revoked', 'read', 'other', 'lost', 'cookie', 'write'] as Caller[]) {
        // Fresh objects per cell: B's team (current for B) with a list holding the secret and a
        // giveaway titled with it, B's tokens made for it (issue #33), A's for A's personal workspace.
        const secret = `secret_${tag()}`;
        const [team] = await t.db.insert(workspaces).values({ name: `Team ${secret}`, billingOwnerId: b.user.id }).returning({ id: workspaces.id });
        await t.db.insert(workspaceMembers).values({ workspaceId: team!.id, userId: b.user.id, role: 'owner' });
        await t.db.update(usersTable).set({ currentWorkspaceId: team!.id }).where(eq(usersTable.id, b.user.id));
        const [list] = (await t.db.execute<{ id: number }>(sql`insert into lists (name, workspace_id, color) values (${`B list ${secret}`}, ${team!.id}, '#123456') returning id`)).rows;
        await t.db.execute(sql`insert into list_members (list_id, username) values (${list!.id}, ${secret})`);
        const giveawayId = randomBytes(16).toString('base64url');
        await t.db.insert(giveaways).values({ id: giveawayId, workspaceId: team!.id, userId: b.user.id, title: `B giveaway ${secret}`, prize: 'A prize', rules: '', organiser: 'Matrix Club', winnerCount: 1, closesAt: new Date(Date.now() + 600_000), timeZone: 'UTC', listIds: [list!.id], entryPage: true, seed: '0'.repeat(64), commitment: '1'.repeat(64) });
        const bearer = async (userId: number, scope: 'read' | 'write', revoked = false, workspaceId = userId === b.user.id ? team!.id : userId) => {
          const token = `rc_${newToken()}`;
          await t.db.insert(apiTokens).values({ userId, workspaceId, name: userId === b.user.id ? `T ${secret}` : 'A token', scope, tokenHash: hashToken(token), prefix: token.slice(3, 9), revokedAt: revoked ? new Date() : null });
          return { authorization: `Bearer ${token}` };
        };
        const headers: Record<Caller, Record<string, string>> = {
          none: {},
          revoked: await bearer(b.user.id, 'write', true),
          read: await bearer(b.user.id, 'read'),
          write: await bearer(b.user.id, 'write'),
          other: await bearer(a.user.id, 'write'),
          lost: await bearer(a.user.id, 'write', false, team!.id),
          cookie: { cookie: `rollcall_session=${(await createSession(t.db, b.user.id)).token}` },
        };
        const o = { listId: list!.id, secret, giveawayId } as Objects;
        const target = row.path ? row.path(o) : url;
        const body = row.body?.(o);
        const response = await t.app.inject({
          method: method as 'GET',
          url: target,
          remoteAddress: newClientAddress(),
          headers: headers[caller],
          ...(body === undefined ? {} : { payload: body as object }),
        });
        if (response.statusCode !== row.expect[caller]) mismatches.push(`${route} as ${caller}: ${String(response.statusCode)} (expected ${String(row.expect[caller])}) ${response.body.slice(0, 120)}`);
        if (!(row.mayShow ?? []).includes(caller) && response.body.includes(secret)) mismatches.push(`${route} as ${caller}: shows B's data`);
        await t.db.execute(sql`delete from lists where workspace_id = ${team!.id}`);
        await t.db.execute(sql`delete from workspaces where id = ${team!.id}`);
        await t.db.delete(apiTokens).where(inArray(apiTokens.userId, [a.user.id, b.user.id]));
      }
      expect(mismatches).toEqual([]);
    });
  });
});
