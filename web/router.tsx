import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { sessionQueryOptions } from './api/session';
import { pagePatterns, paths } from '../common/paths.plain';
import { NotFoundPage } from './app/not-found-page';
import { RootLayout } from './app/root-layout';
import { RouteTable } from './app/route-table';
import { lazyPage, preloadElements } from './lib/lazy-page';
import { RedirectIfSignedIn, RequireAdmin, RequireUser } from './features/auth/guards';
import { HomePage } from './app/pages/home-page';

// Every page but the home page is fetched on first visit (web/lib/lazy-page.tsx).
const LoginPage = lazyPage(() => import('./features/auth/login-page').then((m) => m.LoginPage));
const DashboardAuditPage = lazyPage(() => import('./features/admin/dashboard-audit-page').then((m) => m.DashboardAuditPage));
const DashboardBlogPage = lazyPage(() => import('./features/admin/dashboard-blog-page').then((m) => m.DashboardBlogPage));
const DashboardExtensionsPage = lazyPage(() => import('./features/admin/dashboard-extensions-page').then((m) => m.DashboardExtensionsPage));
const DashboardPage = lazyPage(() => import('./features/admin/dashboard-page').then((m) => m.DashboardPage));
const DashboardTiersPage = lazyPage(() => import('./features/admin/dashboard-tiers-page').then((m) => m.DashboardTiersPage));
const DashboardUsersPage = lazyPage(() => import('./features/admin/dashboard-users-page').then((m) => m.DashboardUsersPage));
const PricingPage = lazyPage(() => import('./features/billing/pricing-page').then((m) => m.PricingPage));
const LtdPage = lazyPage(() => import('./features/billing/ltd-page').then((m) => m.LtdPage));
const SubscriptionPage = lazyPage(() => import('./app/pages/subscription-page').then((m) => m.SubscriptionPage));
const BlogPage = lazyPage(() => import('./features/blog/blog-page').then((m) => m.BlogPage));
const DrawPage = lazyPage(() => import('./features/draws/draw-page').then((m) => m.DrawPage));
const EnterPage = lazyPage(() => import('./features/giveaways/enter-page').then((m) => m.EnterPage));
const GiveawaysRoute = lazyPage(() => import('./app/pages/giveaways/giveaways-route').then((m) => m.GiveawaysRoute));
const BlogPostPage = lazyPage(() => import('./features/blog/blog-post-page').then((m) => m.BlogPostPage));
const ContactPage = lazyPage(() => import('./features/contact/contact-page').then((m) => m.ContactPage));
const PrivacyPolicyPage = lazyPage(() => import('./features/legal/privacy-policy-page').then((m) => m.PrivacyPolicyPage));
const TermsOfServicePage = lazyPage(() => import('./features/legal/terms-of-service-page').then((m) => m.TermsOfServicePage));
const ListsPage = lazyPage(() => import('./app/pages/lists/lists-page').then((m) => m.ListsPage));
const TrashPage = lazyPage(() => import('./features/trash/trash-page').then((m) => m.TrashPage));
const MembersPage = lazyPage(() => import('./features/members/members-page').then((m) => m.MembersPage));
const TeamPage = lazyPage(() => import('./features/teams/team-page').then((m) => m.TeamPage));
const InvitePage = lazyPage(() => import('./features/teams/invite-page').then((m) => m.InvitePage));
const ProfilePage = lazyPage(() => import('./app/pages/profile-page').then((m) => m.ProfilePage));
const ForgotPasswordPage = lazyPage(() => import('./features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('./features/auth/reset-password-page').then((m) => m.ResetPasswordPage));
const VerifyEmailPage = lazyPage(() => import('./features/auth/verify-email-page').then((m) => m.VerifyEmailPage));
const SetupPage = lazyPage(() => import('./features/admin/setup-page').then((m) => m.SetupPage));
const ExtensionPage = lazyPage(() => import('./features/tokens/extension-page').then((m) => m.ExtensionPage));
const RegistrationClosedPage = lazyPage(() => import('./features/auth/registration-closed-page').then((m) => m.RegistrationClosedPage));

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <RedirectIfSignedIn />,
        children: [{ path: paths.login, element: <LoginPage /> }],
      },
      { path: paths.registrationClosed, element: <RegistrationClosedPage /> },
      // The first admin, from the link the server prints while there is none (issue #38).
      { path: paths.setup, element: <SetupPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.termsOfService, element: <TermsOfServicePage /> },
      { path: paths.contact, element: <ContactPage /> },
      // Every plan, signed out too, and how to get each (issue #38).
      { path: paths.pricing, element: <PricingPage /> },
      { path: paths.blog, element: <BlogPage /> },
      { path: pagePatterns.blogPost, element: <BlogPostPage /> },
      // A draw's certificate: public, for anyone the link is shared with (issue #20).
      { path: pagePatterns.draw, element: <DrawPage /> },
      { path: pagePatterns.enter, element: <EnterPage /> },
      // An invitation's link (issue #22): public, so a visitor learns what it offers before signing in.
      { path: paths.invite, element: <InvitePage /> },
      // The browser extension (issue #38): public to read and download; connecting asks to sign in.
      { path: paths.extension, element: <ExtensionPage /> },
      {
        element: <RequireUser />,
        children: [
          { path: paths.lists, element: <ListsPage /> },
          { path: paths.trash, element: <TrashPage /> },
          { path: paths.members, element: <MembersPage /> },
          { path: paths.giveaways, element: <GiveawaysRoute /> },
          { path: paths.team, element: <TeamPage /> },
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.subscription, element: <SubscriptionPage /> },
          { path: paths.ltd, element: <LtdPage /> },
        ],
      },
      {
        path: paths.dashboard,
        element: <RequireAdmin />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: paths.dashboardBlog, element: <DashboardBlogPage /> },
          { path: paths.dashboardUsers, element: <DashboardUsersPage /> },
          { path: paths.dashboardTiers, element: <DashboardTiersPage /> },
          { path: paths.dashboardExtensions, element: <DashboardExtensionsPage /> },
          { path: paths.dashboardAudit, element: <DashboardAuditPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's route table (RouteTable). Declarative routing, not a data router: the pages fetch
 * with TanStack Query, and the data router's code would cost the home page ~16 KB gzip.
 */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return <RouteTable table={table} />;
}

/** The first data of a signed-in page worth asking for before its code has run: the code that asks for it. */
const ROUTE_DATA: Partial<Record<string, () => Promise<(queryClient: QueryClient) => Promise<unknown>>>> = {
  [paths.members]: () => import('./features/members/api/get-members').then((m) => m.prefetchMembers),
};

/**
 * Asks for the session at once, and when someone is signed in, for the opening page's first data
 * (ROUTE_DATA, whose code is fetched meanwhile), in the cache the page then reads: the page's
 * code, the session and the data no longer wait for one another. A visitor's page asks for nothing
 * more (the guard sends them to sign in).
 */
export async function preloadRouteData(pathname: string, queryClient: QueryClient): Promise<void> {
  const code = ROUTE_DATA[pathname]?.().catch(() => null);
  const session = await queryClient.fetchQuery(sessionQueryOptions).catch(() => null);
  const prefetch = await code;
  if (session?.user && prefetch) await prefetch(queryClient).catch(() => undefined);
}

/** Loads the code of the pages this address shows (main.tsx, before the first render: lazy-page.tsx says why). */
export function preloadRoute(pathname: string, table = routes, waitMs?: number): Promise<void> {
  return preloadElements(
    (matchRoutes(table, pathname) ?? []).map((match) => match.route.element),
    waitMs,
  );
}
