/**
 * The route table of spec §2, in one place: pages link with these, the router mounts them, the
 * server finds a page's head by them. No zod: the first paint and the extension import it.
 */

/** The pages whose path holds a parameter, in the router's syntax (`:name`, as React Router and Fastify read it). */
export const pagePatterns = {
  blogPost: '/blog/:slug',
  /** A draw's public certificate (issue #20). */
  draw: '/draws/:id',
  /** A giveaway's public entry page (issue #36). */
  enter: '/enter/:id',
} as const;

/** A pattern's `:name` segments filled with its parameters, each encoded: `/draws/:id` → `/draws/abc`. */
export function fillPath(pattern: string, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return pattern.replace(/:(\w+)/g, (_segment, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * The parameters of a pattern in a request's pathname (still encoded), or null when it is not that
 * page: `/blog/hello` and `/blog/hello/` are the post `hello`; a parameter is one non-empty segment.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/?#]+)';
    })
    .join('\\/');
  const match = new RegExp(`^${source}\\/?$`).exec(pathname);
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) : null;
}

/**
 * The languages of the legal pages (issue #38). A legal page in one of them has its own address,
 * `/privacy-policy?lang=fr` (`legalPathIn`); without `lang` (or with one not listed here) it
 * opens in the reader's last choice, else English.
 */
export const LEGAL_LANGUAGES = ['en', 'fr'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];
export const LEGAL_LANGUAGE_PARAM = 'lang';

/** Whether a value (an address's `lang`, what a browser stored) is one of the legal pages' languages. */
export const isLegalLanguage = (value: unknown): value is LegalLanguage => (LEGAL_LANGUAGES as readonly unknown[]).includes(value);

/** A legal page's address in one language: `legalPathIn(paths.privacyPolicy, 'fr')` → `/privacy-policy?lang=fr`. */
export function legalPathIn(page: string, lang: LegalLanguage): string {
  return `${page}?${LEGAL_LANGUAGE_PARAM}=${lang}`;
}

export const paths = {
  home: '/',
  login: '/login',
  /** The first admin, from the link the server prints while there is none (issue #38). */
  setup: '/setup',
  registrationClosed: '/registration-closed',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  contact: '/contact',
  blog: '/blog',
  blogPost: (slug: string) => fillPath(pagePatterns.blogPost, { slug }),
  lists: '/lists',
  /** Deleted lists and Import history (issue #21). */
  trash: '/lists/trash',
  draw: (id: string) => fillPath(pagePatterns.draw, { id }),
  /** The workspace's giveaways and its past draws (issue #36). */
  giveaways: '/giveaways',
  enter: (id: string) => fillPath(pagePatterns.enter, { id }),
  members: '/members',
  /** The current workspace's members, roles, invitations and activity (issue #22). */
  team: '/team',
  /** An invitation to a team, from its mail: `/invite?token=…` (issue #22). */
  invite: '/invite',
  profile: '/profile',
  /** Every plan, public, and how to get each (issue #38). */
  pricing: '/pricing',
  /** The browser extension: its zip, how to install it, Connect the extension (issue #38). */
  extension: '/extension',
  subscription: '/subscription',
  ltd: '/ltd',
  dashboard: '/dashboard',
  dashboardBlog: '/dashboard/blog',
  dashboardUsers: '/dashboard/users',
  dashboardTiers: '/dashboard/tiers',
  dashboardExtensions: '/dashboard/extensions',
  dashboardAudit: '/dashboard/audit',
} as const;
