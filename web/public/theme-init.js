// Applies the saved theme before the first paint, so a dark-theme user never sees a light flash.
// A classic script file (not inline) because the server's CSP allows only script-src 'self'.
// Keep in sync with THEME_STORAGE_KEY and readStoredTheme in web/features/theme/theme-store.ts.
(function () {
  var dark = false;
  try {
    var stored = window.localStorage.getItem('theme');
    // Never chosen here: the system's preference (issue #38).
    dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Storage disabled: keep the default light theme.
  }
  document.documentElement.classList.toggle('dark', dark);
})();
