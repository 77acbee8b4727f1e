// Before the stylesheet: the chosen theme (its cookie, which the server also renders from) or the
// system's; then the Intl warm-up (docs/decisions/0045-intl-data-warmed-in-a-worker.md).
(function () {
  var root = document.documentElement;
  var theme = null;
  try {
    theme = (/(?:^|; )theme=(\w+)/.exec(document.cookie) || [])[1];
  } catch (e) {}
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.classList.toggle('dark', theme === 'dark');
  try {
    new Worker('/intl-warmup.js').postMessage(root.lang);
  } catch (e) {}
})();
