import { StrictMode } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router';
import type { RouteObject, To } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionUser } from '../../common/session';
import { sessionQueryKey } from '../api/session';
import { Toaster } from '../components/ui/toaster';
import { AppProviders } from '../app/app-providers';
import { PageOutlet, RootLayout } from '../app/root-layout';
import { RouteTable } from '../app/route-table';

// jsdom has no scrolling; the layout calls window.scrollTo on each navigation to a new page.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
// Unmount between tests even when the Vitest config does not enable globals.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    username: 'alice',
    email: 'alice@example.com',
    role: 'user',
    subscriptionType: null,
    hasActiveLTDPlan: false,
    ...overrides,
  };
}

export type RenderOptions = {
  /** The session: a user, null for a visitor, or undefined to leave GET /api/session pending. */
  user?: SessionUser | null;
  /** Render in React's StrictMode (effects run twice), as `npm run dev` does. */
  strict?: boolean;
  /** A query cache the test filled before the page renders (what main.tsx's preloadRouteData fills). */
  queryClient?: QueryClient;
};

export type RenderRouteOptions = RenderOptions & {
  /** The route pattern `element` answers (`/blog/:slug`); by default the pathname of `url`. */
  path?: string;
  /** The layout route the app puts around the page (`<RequireUser />`), when the test needs what it does. */
  guard?: ReactElement;
  /** The other pages the test goes to, beside `element` (`{ path: paths.login, element: <LoginPage /> }`). */
  routes?: RouteObject[];
  /**
   * What surrounds the pages: 'page' (default) the page area of the app's layout (its error
   * boundary, Suspense and the toaster) without header and footer; 'app' the app's whole layout
   * (RootLayout: header, footer), for tests of what the header does to the page.
   */
  layout?: 'page' | 'app';
};

/**
 * Renders one page (or any element) at `url`, in the app's providers and a memory router holding
 * just that route and the `routes` the test navigates to. A page's unit test needs nothing more:
 * mounting the whole route table loads every lazy page first (web/test/render-app.tsx does, for
 * the tests of the table itself). A path outside these routes shows a placeholder naming it, so a
 * test can follow a link to a page it does not render and check where it went.
 */
export function renderRoute(url: string, element: ReactNode, { path, guard, routes = [], layout = 'page', ...options }: RenderRouteOptions = {}) {
  const page: RouteObject = { path: path ?? new URL(url, 'http://localhost').pathname, element };
  const children: RouteObject[] = [guard ? { element: guard, children: [page] } : page, ...routes, { path: '*', element: <OtherPage /> }];
  return renderRoutes(url, [{ element: layout === 'app' ? <RootLayout /> : <PageArea />, children }], options);
}

/** Renders a route table (the app's, or one a test builds) at `url` with the session already known. */
export function renderRoutes(url: string, table: RouteObject[], { user, strict = false, queryClient = testQueryClient() }: RenderOptions = {}) {
  if (user !== undefined) queryClient.setQueryData(sessionQueryKey, { user });
  const { history, router } = memoryRouter(url);
  const app = (
    <AppProviders queryClient={queryClient}>
      <HistoryRouter history={history} useTransitions={false}>
        <RouteTable table={table} />
      </HistoryRouter>
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, queryClient };
}

/** The tests' query cache: no retries, nothing refetched behind the test's back. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

/** RootLayout's page area, without the header and footer: what a page needs around it. */
function PageArea() {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Toaster />
    </>
  );
}

/** Where a link leads when the test does not render that page. */
function OtherPage() {
  const { pathname } = useLocation();
  return <p data-testid="other-page">{pathname}</p>;
}

/**
 * An in-memory history for a test, and a view of it shaped like the data router's
 * (`router.state.location`, `router.state.historyAction`, `router.navigate`).
 */
export function memoryRouter(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: (to: To | number) => (typeof to === 'number' ? history.go(to) : history.push(to)),
  };
  return { history, router };
}
