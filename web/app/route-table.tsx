import { useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * A route table, rendered by whichever router holds it (BrowserRouter in main.tsx, a memory
 * history in the tests). A page's failure shows inside the layout (RootLayout's boundary); this
 * boundary is for the layout itself. Apart from web/router.tsx so that a test of one page renders
 * it without importing the app's table (and every page with it).
 */
export function RouteTable({ table }: { table: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(table)}</RouteErrorBoundary>;
}
