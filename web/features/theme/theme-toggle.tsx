import { Moon, Sun } from 'lucide-react';
import { useTheme } from './use-theme';

export function themeToggleLabel(theme: 'light' | 'dark'): string {
  return theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
}

/** The header's light/dark switch; its label names the theme it switches to. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = themeToggleLabel(theme);
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-theme={theme}
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
