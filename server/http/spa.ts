import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LEGAL_TITLES } from '../../common/legal-titles.plain';
import { documentTitle } from '../../common/page-title.plain';
import { escapeMarkup } from '../../common/text.plain';
import { isLegalLanguage, LEGAL_LANGUAGE_PARAM, paths, type LegalLanguage } from '../../common/paths.plain';

/** Vite writes content-hashed file names under assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from `clientDir` (dist/client). Hashed assets are cached for good;
 * index.html and the other public files are revalidated on every visit so a deploy shows at once.
 * Returns the index.html text for the not-found handler's client-route fallback.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<string> {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: clientDir,
    index: ['index.html'],
    wildcard: true,
    // The build wrote a .br and a .gz beside each text file (vite.config.ts): sent as the browser accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(clientDir, filePath);
      res.setHeader('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      // A cache in between must keep the brotli, gzip and plain copies apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return indexHtml;
}

/** True when a not-found GET should get index.html: a client route, not a missing file or API call. */
export function wantsSpaFallback(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (accept ?? '').includes('text/html');
}

const LEGAL_PAGES: ReadonlyMap<string, Record<LegalLanguage, string>> = new Map<string, Record<LegalLanguage, string>>([
  [paths.privacyPolicy, LEGAL_TITLES.privacyPolicy],
  [paths.termsOfService, LEGAL_TITLES.termsOfService],
]);

/**
 * A legal page's first HTML in the language its address asks for (`/privacy-policy?lang=fr`,
 * issue #38): `<html lang>` and the title, for a reader, a crawler or a browser's translation
 * offer that runs no script. Any other page, or no language asked, is index.html as it is.
 */
export function withLegalLanguage(indexHtml: string, url: string): string {
  const [pathname = '/', query = ''] = url.split('?');
  const titles = LEGAL_PAGES.get(pathname);
  const lang = new URLSearchParams(query).get(LEGAL_LANGUAGE_PARAM);
  if (!titles || !isLegalLanguage(lang)) return indexHtml;
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(documentTitle(titles[lang]))}</title>`);
}
