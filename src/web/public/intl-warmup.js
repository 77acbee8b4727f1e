// A worker theme-init.js starts. A page's first Intl.NumberFormat costs the main thread 12–30 ms
// and its first time zone a few more while the browser loads their data, once per tab's process.
// Loaded here, on another thread, that data is ready when the page formats (ADR 0045).
onmessage = function (event) {
  try {
    new Intl.NumberFormat(event.data, { style: 'unit', unit: 'minute' }).format(1);
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZoneName: 'short' }).format(0);
  } catch (e) {}
  close();
};
