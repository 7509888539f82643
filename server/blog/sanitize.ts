import sanitizeHtml from 'sanitize-html';

/**
 * Post content is HTML from the admin's editor. Only this allow-list survives, on save and again
 * on output: structure and formatting from the editor (headings 2–4, lists, quotes, code), links
 * (http, https, mailto; opened without the opener) and images (http, https). No script, no
 * style, no event handler, no iframe, no javascript: or data: URL.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'img'],
    allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  }).trim();
}

/** Text for meta tags and feeds: no markup at all. */
export function plainText(html: string, max = 300): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
