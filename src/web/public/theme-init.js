// Before the stylesheet: the theme <html> is painted in, then the Intl warm-up
// (docs/decisions/0045-intl-data-warmed-in-a-worker.md). The server renders `data-theme` (light,
// dark or system) from the theme cookie, so a page fresh from it needs no cookie read, which is a
// synchronous round trip to the browser process (10 ms and more on a fresh page). The cookie is
// read only when the page may be older than the choice: one the service worker answered (kept for
// offline use) or one the server did not render (no `data-theme`).
(function () {
  var root = document.documentElement;
  var theme = root.getAttribute('data-theme');
  var worker = navigator.serviceWorker;
  if (!theme || (worker && worker.controller)) {
    try {
      theme = (/(?:^|; )theme=(\w+)/.exec(document.cookie) || [])[1];
    } catch (e) {}
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.classList.toggle('dark', theme === 'dark');
  try {
    new Worker('/intl-warmup.js').postMessage(root.lang);
  } catch (e) {}
})();
