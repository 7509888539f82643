import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteTable } from '../app/route-table';
import { preloadRoute } from '../router';
import { lazyPage } from './lazy-page';

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
});
