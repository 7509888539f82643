import { isValidElement, use } from 'react';
import type { ComponentType, ReactNode } from 'react';

const loaders = new Set<() => Promise<unknown>>();
/** Each lazy page's loader, by the component lazyPage returned (what a route's element holds). */
const loaderOf = new WeakMap<object, () => Promise<unknown>>();

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
  loaderOf.set(LazyPage, start);
  return LazyPage;
}

/**
 * How long the first render waits for the opening page's code: as long as React would hold the page
 * back after a 'Loading...' anyway. On a slow network the layout and 'Loading...' show after it.
 */
export const OPENING_PAGE_WAIT_MS = 300;

/**
 * Loads the lazy pages among these route elements (the ones the opening address matched), so the
 * first render has the page's code and never suspends. A page that suspends shows 'Loading...' and
 * React then holds its content back for at least 300 ms (React 19 throttles Suspense reveals, so
 * that one flash does not follow another): on every full page load that was 300 ms of blank
 * screen after the code had arrived. Never rejects: a chunk that fails to load fails again on
 * render, where the route's error page says so; and never waits longer than `waitMs`, so a slow
 * network shows the layout and 'Loading...' rather than a blank page.
 */
export async function preloadElements(elements: readonly ReactNode[], waitMs = OPENING_PAGE_WAIT_MS): Promise<void> {
  const loads = Promise.allSettled(elements.map((element) => (isValidElement(element) ? loaderOf.get(element.type as object)?.() : undefined)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([loads, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

/** Loads every lazy page now (web unit tests, before rendering). */
export async function preloadPages(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
