import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../common/paths';
import { NotFoundPage } from './app/not-found-page';
import { RootLayout } from './app/root-layout';
import { RouteErrorPage } from './app/route-error-page';
import { DashboardAuditPage } from './features/admin/dashboard-audit-page';
import { DashboardBlogPage } from './features/admin/dashboard-blog-page';
import { DashboardExtensionsPage } from './features/admin/dashboard-extensions-page';
import { DashboardPage } from './features/admin/dashboard-page';
import { DashboardTiersPage } from './features/admin/dashboard-tiers-page';
import { DashboardUsersPage } from './features/admin/dashboard-users-page';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { RedirectIfSignedIn, RequireAdmin, RequireUser } from './features/auth/guards';
import { LoginPage } from './features/auth/login-page';
import { RegistrationClosedPage } from './features/auth/registration-closed-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { VerifyEmailPage } from './features/auth/verify-email-page';
import { LtdPage } from './features/billing/ltd-page';
import { SubscriptionPage } from './features/billing/subscription-page';
import { BlogPage } from './features/blog/blog-page';
import { BlogPostPage } from './features/blog/blog-post-page';
import { ContactPage } from './features/contact/contact-page';
import { HomePage } from './features/home/home-page';
import { PrivacyPolicyPage } from './features/legal/privacy-policy-page';
import { TermsOfServicePage } from './features/legal/terms-of-service-page';
import { ListsPage } from './features/lists/lists-page';
import { MembersPage } from './features/members/members-page';
import { ProfilePage } from './features/profile/profile-page';

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    // Only when the layout itself fails; a page's failure shows inside the layout (below).
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          {
            element: <RedirectIfSignedIn />,
            children: [{ path: paths.login, element: <LoginPage /> }],
          },
          { path: paths.registrationClosed, element: <RegistrationClosedPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.verifyEmail, element: <VerifyEmailPage /> },
          { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
          { path: paths.termsOfService, element: <TermsOfServicePage /> },
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.blog, element: <BlogPage /> },
          { path: `${paths.blog}/:slug`, element: <BlogPostPage /> },
          {
            element: <RequireUser />,
            children: [
              { path: paths.lists, element: <ListsPage /> },
              { path: paths.members, element: <MembersPage /> },
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
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
