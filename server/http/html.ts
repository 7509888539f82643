import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);
let loaded: typeof SanitizeHtml | null = null;
/** sanitize-html, loaded at its first use (a blog post or a plan written, a feed read): not at start (decision 040). */
const sanitizeHtml = () => (loaded ??= require('sanitize-html') as typeof SanitizeHtml);

/**
 * HTML written by an admin (blog posts, plan features) and shown to everyone: one link policy for
 * all of it. Links are http, https or mailto; never protocol-relative, which also drops `\\host`
 * and `/\host`, because browsers read backslashes as slashes and go to another host (issue #16).
 * Each caller gives its own tags and attributes.
 */
export function sanitizeAdminHtml(
  html: string,
  allowed: { tags: string[]; attributes: Record<string, string[]>; linkAttributes: Record<string, string>; imageSchemes?: string[] },
): string {
  return sanitizeHtml()(html, {
    allowedTags: allowed.tags,
    allowedAttributes: allowed.attributes,
    allowedSchemes: ['http', 'https', 'mailto'],
    ...(allowed.imageSchemes ? { allowedSchemesByTag: { img: allowed.imageSchemes } } : {}),
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml().simpleTransform('a', allowed.linkAttributes) },
  }).trim();
}

/** Text for meta tags and feeds: no markup at all. */
export function plainText(html: string, max = 300): string {
  const text = sanitizeHtml()(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
