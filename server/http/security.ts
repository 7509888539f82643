import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
  await app.register(helmet, {
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
}
