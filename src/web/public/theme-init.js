// Runs before the stylesheet so the first paint already has the right theme and language.
// A classic external script: the Content-Security-Policy forbids inline scripts.
(function () {
  var root = document.documentElement;
  var theme = null;
  var language = null;
  try {
    theme = localStorage.getItem('theme');
    language = localStorage.getItem('language');
  } catch (e) {
    // Storage may be blocked; fall back to the system preference.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.classList.toggle('dark', theme === 'dark');
  if (language === 'es' || language === 'en' || language === 'fr' || language === 'pt') {
    root.lang = language;
  }
})();
