import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../components/ui/toaster';

// findBy… and waitFor wait for what a person would see; their limit is only when to give up. The
// default second is a race with the machine's speed (a first render on two busy cores takes
// longer), so the limit is generous: a passing test never waits for it.
configure({ asyncUtilTimeout: 10_000 });

// Toasts live outside React (one store for the page): each test starts without the last one's.
afterEach(() => {
  clearToasts();
});
