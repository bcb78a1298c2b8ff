/*
 * Runs in <head> before the first paint (a classic external script, so it passes a CSP of
 * script-src 'self'). It applies the stored theme mode and language direction at once, so the
 * page never flashes light before turning dark, or left-to-right before turning right-to-left.
 * Keep the keys and colours in step with src/lib/storage-keys.ts and src/lib/theme.
 */
/* global document, window */
(function () {
  var root = document.documentElement;
  var mode = 'system';
  var language = 'en';
  try {
    var stored = JSON.parse(localStorage.getItem('mainstay-layout-settings') || 'null');
    if (stored && (stored.mode === 'light' || stored.mode === 'dark')) mode = stored.mode;
    var storedLanguage = localStorage.getItem('language');
    if (storedLanguage === 'en' || storedLanguage === 'fr' || storedLanguage === 'ar') {
      language = storedLanguage;
    }
  } catch {
    // Unreadable storage: keep the defaults.
  }
  if (mode === 'system') {
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    mode = dark ? 'dark' : 'light';
  }
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  root.style.backgroundColor = mode === 'dark' ? '#25293c' : '#f8f7fa';
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
})();
