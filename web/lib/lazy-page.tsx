import { use } from 'react';
import type { ComponentType } from 'react';

const loaders = new Set<() => Promise<unknown>>();

/**
 * A page whose code is fetched when it is first shown, so the home page's bundle does not carry
 * every screen of the product (issue #6: home route JS ≤ 120 KB gzip). It suspends (the layout's
 * Suspense shows 'Loading...') until its chunk arrives; a chunk that fails to load reaches the
 * route's error page. Once loaded it renders synchronously, which is what `preloadPages` gives the
 * unit tests.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a later visit tries again (e.g. after a deploy replaced the chunk)
        throw error;
      },
    ));
  loaders.add(start);
  function LazyPage() {
    const Page = loaded ?? use(start());
    return <Page />;
  }
  return LazyPage;
}

/** Loads every lazy page now (web unit tests, before rendering). */
export async function preloadPages(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
