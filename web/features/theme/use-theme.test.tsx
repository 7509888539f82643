import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './theme-toggle';
import { readStoredTheme } from './theme-store';
import { useTheme } from './use-theme';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.classList.remove('dark');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useTheme', () => {
  it('starts from the class on <html> (set before the app by theme-init.js)', () => {
    root.classList.add('dark');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('dark');
  });

  it('toggles the dark class on <html> and saves the theme under "theme"', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');

    act(() => {
      result.current.toggleTheme();
    });
    expect(result.current.theme).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');

    act(() => {
      result.current.toggleTheme();
    });
    expect(result.current.theme).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('keeps every user of the hook in step', () => {
    const first = renderHook(() => useTheme());
    const second = renderHook(() => useTheme());
    act(() => {
      first.result.current.setTheme('dark');
    });
    expect(second.result.current.theme).toBe('dark');
  });

  it('still switches the theme when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderHook(() => useTheme());
    act(() => {
      result.current.toggleTheme();
    });
    expect(result.current.theme).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('follows a theme change made in another tab', () => {
    const { result } = renderHook(() => useTheme());
    localStorage.setItem('theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(result.current.theme).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
  });
});

describe('readStoredTheme', () => {
  it("defaults to 'light' when nothing or something unknown is stored", () => {
    expect(readStoredTheme()).toBe('light');
    localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('follows the system’s preference until a theme is chosen here (issue #38)', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)', media: query }));
    try {
      expect(readStoredTheme()).toBe('dark');
      localStorage.setItem('theme', 'light');
      expect(readStoredTheme()).toBe('light');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("defaults to 'light' when storage throws", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredTheme()).toBe('light');
  });
});

describe('ThemeToggle', () => {
  it('names the theme it switches to', () => {
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root.classList.contains('dark')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(root.classList.contains('dark')).toBe(false);
  });
});
