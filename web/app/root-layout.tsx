import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LoadingState } from '../components/ui/loading-state';
import { Toaster } from '../components/ui/toaster';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every screen: header, the page in <main>, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNewPage(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <PageOutlet />
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}

/** The page of the current route, as every screen holds it (the web tests' page area too). */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    // A page that throws shows the error page inside the layout; leaving it (new key) resets.
    <RouteErrorBoundary key={pathname}>
      {/* A page fetched on first visit (lazyPage) shows this while its code arrives. */}
      <Suspense fallback={<LoadingState label="Loading..." />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * A link to another page starts at its top, as a full page load would; Back and Forward (POP)
 * leave the scroll to the browser, and a change of the query alone (a filter) keeps the position.
 */
function useScrollToTopOnNewPage(pathname: string) {
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
