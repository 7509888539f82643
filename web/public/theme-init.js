// Applies the saved theme before the first paint, so a dark-theme user never sees a light flash.
// A classic script file (not inline) because the server's CSP allows only script-src 'self'.
// Keep in sync with THEME_STORAGE_KEY / DEFAULT_THEME in common/constants.ts.
(function () {
  var dark = false;
  try {
    dark = window.localStorage.getItem('theme') === 'dark';
  } catch {
    // Storage disabled: keep the default light theme.
  }
  document.documentElement.classList.toggle('dark', dark);
})();
