/**
 * The application page opens in a new tab. Browsers only let a page open one inside the click
 * that asked for it, but its address is known only after the application is recorded: so the tab
 * is opened empty in the click handler and sent on when the answer comes.
 */
export function reserveTab(): Window | null {
  try {
    const tab = window.open('about:blank', '_blank');
    // The company's page must not be able to steer this one (window.opener).
    if (tab) tab.opener = null;
    return tab;
  } catch {
    return null;
  }
}

/** Only web links are followed: an answer naming anything else (javascript:, data:) is not opened. */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Sends the reserved tab to `url`; without one (it was blocked or closed) tries a fresh tab. */
export function sendTab(tab: Window | null, url: string): void {
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank', 'noopener,noreferrer');
}

export function releaseTab(tab: Window | null): void {
  if (tab && !tab.closed) tab.close();
}
