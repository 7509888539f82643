import type { RouteObject } from 'react-router';
import { beforeAll } from 'vitest';
import { preloadPages } from '../lib/lazy-page';
import { routes as appRoutes } from '../router';
import { renderRoutes, type RenderOptions } from './render-route';

export { makeUser, memoryRouter } from './render-route';

// The app fetches a page's code on its first visit (lazyPage); a test of the whole route table
// loads them all first, so that every page renders at once. Only the files that import this do.
beforeAll(async () => {
  await preloadPages();
});

/**
 * Renders the app's whole route table (or `routes`) at `path` with the session already known: for
 * the tests of the table itself (guards, redirects, deep links, the OOPS page). A page's own test
 * renders just that page (renderRoute in ./render-route.tsx).
 */
export function renderApp(path: string, { user, routes = appRoutes }: RenderOptions & { routes?: RouteObject[] } = {}) {
  return renderRoutes(path, routes, { user });
}
