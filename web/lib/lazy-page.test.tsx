import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteTable } from '../app/route-table';
import { preloadRoute } from '../router';
import { lazyPage, OPENING_PAGE_WAIT_MS } from './lazy-page';

afterEach(cleanup);

/** Two lazy pages under a layout route, each loader counted. */
function table() {
  const loadA = vi.fn(() => Promise.resolve(() => <h1>Page A</h1>));
  const loadB = vi.fn(() => Promise.resolve(() => <h1>Page B</h1>));
  const broken = vi.fn(() => Promise.reject(new Error('chunk gone')));
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Suspense fallback="Loading...">{null}</Suspense>,
      children: [
        { path: 'a', element: (() => { const A = lazyPage(loadA); return <A />; })() },
        { path: 'b', element: (() => { const B = lazyPage(loadB); return <B />; })() },
        { path: 'broken', element: (() => { const Broken = lazyPage(broken); return <Broken />; })() },
      ],
    },
  ];
  return { routes, loadA, loadB, broken };
}

function renderAt(path: string, routes: RouteObject[]) {
  const leaf = routes[0]!.children!.find((route) => `/${route.path}` === path)!;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback="Loading...">
        <RouteTable table={[{ path, element: leaf.element }]} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('the opening page preloaded (main.tsx)', () => {
  it("loads only the code of the page the address shows, and that page's first render has it: no 'Loading...'", async () => {
    const { routes, loadA, loadB } = table();
    await preloadRoute('/a', routes);
    expect(loadA).toHaveBeenCalledOnce();
    expect(loadB).not.toHaveBeenCalled();
    renderAt('/a', routes);
    // Synchronously, at the first render: the page, not the fallback React holds for 300 ms
    // (without the preload, this render shows 'Loading...').
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('an address with no lazy page, or a chunk that fails to load, still lets the app render', async () => {
    const { routes, loadA, loadB, broken } = table();
    await expect(preloadRoute('/nowhere', routes)).resolves.toBeUndefined();
    await expect(preloadRoute('/broken', routes)).resolves.toBeUndefined();
    expect(broken).toHaveBeenCalledOnce();
    expect(loadA).not.toHaveBeenCalled();
    expect(loadB).not.toHaveBeenCalled();
  });

  it('waits no longer than OPENING_PAGE_WAIT_MS for a slow chunk, so a slow network sees the layout, not a blank page', async () => {
    vi.useFakeTimers();
    try {
      let arrive: (component: () => ReactNode) => void = () => {};
      const slow = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
      const Slow = slow;
      const routes: RouteObject[] = [{ path: '/', element: <Suspense fallback="Loading...">{null}</Suspense>, children: [{ path: 'slow', element: <Slow /> }] }];
      let done = false;
      const preload = preloadRoute('/slow', routes).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(OPENING_PAGE_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await preload;
      expect(done).toBe(true);
      // The app renders now, with the chunk still on its way ('Loading...' until it arrives).
      arrive(() => <h1>Slow page</h1>);
    } finally {
      vi.useRealTimers();
    }
  });
});
