// Pre-paint theme and Intl warm-up, shipped as written: docs/decisions/0045-intl-data-warmed-in-a-worker.md
(function () {
  var root = document.documentElement;
  var theme = root.getAttribute('data-theme');
  var sw = navigator.serviceWorker;
  if (!theme || (sw && sw.controller)) {
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
