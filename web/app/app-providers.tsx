import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The providers around the router, shared by main.tsx and the tests. Handing ReactDOM.flushSync
 * to the router (what `react-router/dom` does) lets a navigation ask to be rendered at once,
 * `navigate(to, { flushSync: true })`, which logout needs.
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </QueryClientProvider>
  );
}
