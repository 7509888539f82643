/**
 * Browser storage key of the theme (spec §3, §4): 'light' or 'dark'. Never chosen on this browser,
 * the system's preference (issue #38: a first visit ignored a dark system); light without one.
 */
const THEME_STORAGE_KEY = 'theme';
const DEFAULT_THEME = 'light';

function systemTheme(): Theme {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export type Theme = 'light' | 'dark';

/*
 * The `dark` class on <html> is the single source of truth: public/theme-init.js sets it from
 * storage before the first paint, and setTheme() changes it. React reads it through
 * useSyncExternalStore (see use-theme.ts).
 */

const listeners = new Set<() => void>();

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : systemTheme();
  } catch {
    return DEFAULT_THEME; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable: the theme still applies for this page view.
  }
}

// Another tab changed the theme: follow it.
function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY) applyTheme(readStoredTheme());
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
