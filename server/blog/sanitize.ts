import { sanitizeAdminHtml } from '../http/html';

export { plainText } from '../http/html';

/**
 * Post content is HTML from the admin's editor. Only this allow-list survives, on save and again
 * on output: structure and formatting from the editor (headings 2–4, lists, quotes, code), links
 * (http, https, mailto; opened without the opener) and images (http, https, and this site's own
 * uploads with their widths in `srcset`). No script, no
 * style, no event handler, no iframe, no javascript: or data: URL (server/http/html.ts).
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeAdminHtml(html, {
    tags: ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img'],
    attributes: { a: ['href', 'title', 'rel'], img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'] },
    linkAttributes: { rel: 'noopener noreferrer' },
    imageSchemes: ['http', 'https'],
  });
}
