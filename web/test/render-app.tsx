import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionUser } from '../../common/session';
import { AppProviders } from '../app/app-providers';
import { sessionQueryKey } from '../features/auth/use-session';
import { routes as appRoutes } from '../router';

// jsdom has no scrolling; the router's ScrollRestoration calls window.scrollTo on each navigation.
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<AppProviders queryClient={queryClient} router={router} />);
  return { ...result, router, queryClient };
}
