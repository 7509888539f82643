import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '../../common/auth';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a state-changing API call made by another site's page carries that
 * site's Origin (browsers always send it on such requests) or `Sec-Fetch-Site: cross-site`; refuse
 * it. Calls without either header come from non-browser clients, which hold no victim's cookie.
 * SameSite=Lax on the session cookie is the second layer.
 */
export function refuseCrossSiteRequests(appOrigin: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin !== undefined && origin !== appOrigin) || site === 'cross-site') {
      throw new AppError(403, AUTH_ERROR_CODES.crossSite, 'Cross-site request refused.');
    }
  };
}
