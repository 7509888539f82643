import { legalPathIn, paths } from '../common/paths.plain';

/**
 * Every screen of the product, by who sees it: what the accessibility test checks and what
 * `npm run screenshots` photographs (issue #18). A screen added to the router belongs here.
 */
export const VISITOR_ROUTES = [
  paths.home,
  paths.blog,
  // A post of the demo content every fresh database gets.
  paths.blogPost('welcome-to-rollcall'),
  paths.contact,
  // Every plan and how to get it (issue #38).
  paths.pricing,
  // The browser extension (issue #38): its zip, how to install it; 'Sign in to connect'.
  paths.extension,
  paths.privacyPolicy,
  paths.termsOfService,
  // The legal pages' French addresses (issue #38).
  legalPathIn(paths.privacyPolicy, 'fr'),
  legalPathIn(paths.termsOfService, 'fr'),
  paths.login,
  paths.forgotPassword,
  paths.registrationClosed,
  `${paths.verifyEmail}?token=expired`,
  `${paths.resetPassword}?token=unknown`,
  // The first admin's page (issue #38) on a server that has one: it says so and offers to sign in.
  `${paths.setup}?token=${'A'.repeat(43)}`,
  // An invitation's page (issue #22) with a link that is no longer valid.
  '/invite?token=no-such-invitation-token',
  '/no-such-page',
] as const;
export const USER_ROUTES = [paths.lists, paths.trash, paths.members, paths.giveaways, paths.team, paths.profile, paths.pricing, paths.extension, paths.subscription, paths.ltd] as const;
export const ADMIN_ROUTES = [paths.dashboard, paths.dashboardBlog, paths.dashboardUsers, paths.dashboardTiers, paths.dashboardExtensions, paths.dashboardAudit] as const;
