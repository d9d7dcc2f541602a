/** True when the browser itself knows it has no network (a failing server is not detected here). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
