import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '../../common/auth';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `Sec-Fetch-Site` of a request made by another origin's page (another site, or a sibling subdomain or port). */
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

/**
 * Cross-site request forgery: a state-changing call made by another origin's page carries that
 * origin (browsers always send `Origin` on such requests) or `Sec-Fetch-Site: cross-site` or
 * `same-site` (another port on the host, a sibling subdomain); refuse it. Calls without either
 * header come from non-browser clients, which hold no victim's cookie. SameSite=Lax on the session
 * cookie is the second layer.
 *
 * Every unsafe method is checked, whatever the path: the router decodes percent-encoded paths
 * (`/%61pi/import` is `/api/import`), so a rule that reads the raw URL can be walked around.
 */
export function refuseCrossSiteRequests(appOrigin: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The public API (issue #23, the route the router matched): only a bearer token identifies
    // its caller, never the session cookie, and a browser never sends a token on its own, so a
    // call from another origin (the extension's) carries nothing a forger could use.
    if (request.routeOptions.config.token) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin !== undefined && origin !== appOrigin) || (typeof site === 'string' && FOREIGN_SITES.has(site))) {
      throw new AppError(403, AUTH_ERROR_CODES.crossSite, 'Cross-site request refused.');
    }
  };
}
