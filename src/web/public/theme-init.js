// Runs before the stylesheet so the first paint already has the right theme. The server renders
// the chosen theme (its cookie) and the language; this adds the system's preference when nothing
// was chosen. A classic external script: the Content-Security-Policy forbids inline scripts.
(function () {
  var root = document.documentElement;
  var theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch (e) {
    // Storage may be blocked; the server's choice or the system preference decides.
  }
  if (theme !== 'light' && theme !== 'dark') theme = root.getAttribute('data-theme');
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.classList.toggle('dark', theme === 'dark');
})();
