import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingState } from '../components/ui/loading-state';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every screen: header, the page in <main>, footer. */
export function RootLayout() {
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
        {/* A page fetched on first visit (lazyPage) shows this while its code arrives. */}
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
