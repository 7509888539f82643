import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Security headers on every response. The SPA runs no inline script (the theme is set by
 * /theme-init.js), so `script-src 'self'` holds; styles allow inline because React and the
 * editor/picker components set style attributes. Images may come from any https host (blog
 * posts, extension and plan images).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const scriptSrc = ["'self'"];
  if (config.chatWidgetSrc) scriptSrc.push(new URL(config.chatWidgetSrc).origin);
  const headers = securityHeadersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: config.chatWidgetSrc ? [new URL(config.chatWidgetSrc).origin] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense (and is only honoured) over https.
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  // Set on the response itself, as helmet sets them: a route's own header of the same name (a
  // media image's sandbox CSP) replaces it.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets with these options, worked out once (decision 049). They depend on the
 * options only, and @fastify/helmet built helmet's middleware again on every request, parsing the
 * CSP's directives each time.
 */
function securityHeadersOf(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => {}, // X-Powered-By, which Fastify never sends
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
