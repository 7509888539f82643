import { beforeAll } from 'vitest';
import { preloadPages } from '../lib/lazy-page';

// Pages are fetched on first visit in the app (lazyPage); tests render them at once instead.
beforeAll(async () => {
  await preloadPages();
});
