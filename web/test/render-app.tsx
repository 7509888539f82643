import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { RouteObject, To } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionUser } from '../../common/session';
import { AppProviders } from '../app/app-providers';
import { sessionQueryKey } from '../api/session';
import { AppRoutes, routes as appRoutes } from '../router';

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

type RenderAppOptions = {
  /** The session: a user, null for a visitor, or undefined to leave GET /api/session pending. */
  user?: SessionUser | null;
  routes?: RouteObject[];
};

/** Renders the app's route table (or `routes`) at `path` with the session already known. */
export function renderApp(path: string, { user, routes = appRoutes }: RenderAppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (user !== undefined) queryClient.setQueryData(sessionQueryKey, { user });
  const { history, router } = memoryRouter(path);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <HistoryRouter history={history} useTransitions={false}>
        <AppRoutes table={routes} />
      </HistoryRouter>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
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
