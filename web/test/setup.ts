import { afterEach, beforeAll } from 'vitest';
import { clearToasts } from '../components/ui/toaster';
import { preloadPages } from '../lib/lazy-page';

// Pages are fetched on first visit in the app (lazyPage); tests render them at once instead.
beforeAll(async () => {
  await preloadPages();
});

// Toasts live outside React (one store for the page): each test starts without the last one's.
afterEach(() => {
  clearToasts();
});
