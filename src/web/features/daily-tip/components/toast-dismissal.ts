const DISMISSED_KEY = 'ritualia.dailyTip.toastDismissed';

/** The day the person closed the toast in this tab, so it does not come back on every page. */
export function dismissedOn(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function rememberDismissed(date: string) {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, date);
  } catch {
    // Storage blocked: the toast may show again on the next load, nothing worse.
  }
}
