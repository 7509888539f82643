import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../server/db/open';
import { createSignedInUser, givePlan } from './factories';

let counter = 0;
/** A fresh client address, so a test's requests get their own rate-limit bucket. */
export function newClientAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** A small client for one person: keeps the session cookie between calls, like a browser. */
export function client(app: FastifyInstance, remoteAddress = newClientAddress()) {
  let cookie: string | null = null;
  const call = async (method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      cookie = pair!.endsWith('=') ? null : pair!;
    }
    return response;
  };
  return {
    remoteAddress,
    get cookie() {
      return cookie;
    },
    set cookie(value: string | null) {
      cookie = value;
    },
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call('POST', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => call('PUT', url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) => call('PATCH', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

let planTiers = 9000;

/**
 * A signed-in person and a client carrying their cookie, on a plan of `maxlist` lists (null:
 * unlimited) under a tier of its own, or on no plan with 0.
 */
export async function signedInPerson(t: { app: FastifyInstance; db: Db }, maxlist: number | null = null) {
  const { user, cookie } = await createSignedInUser(t.db);
  if (maxlist !== 0) await givePlan(t.db, user.id, { tier: (planTiers += 1), maxlist });
  const c = client(t.app);
  c.cookie = cookie;
  return { user, c };
}
