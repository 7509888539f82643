import { useCallback, useSyncExternalStore } from 'react';
import { getTheme, setTheme, subscribeTheme } from './theme-store';
import type { Theme } from './theme-store';

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => {
    setTheme(getTheme() === 'dark' ? 'light' : 'dark');
  }, []);
  return { theme, setTheme, toggleTheme };
}
