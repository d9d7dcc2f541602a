import { useEffect } from 'react';
import { PORTAL_ELEMENT_ID } from 'react-joyride';

/**
 * The tour is a layer above every dialog (z-index 10000), and on narrow screens it opens the
 * 'Meer' sheet itself. The shared Modal makes everything else in <body> inert while it is open,
 * which would include the tour's portal and freeze its buttons; while the tour runs, its portal
 * is kept interactive.
 */
export function useTourAboveDialogs(run: boolean): void {
  useEffect(() => {
    if (!run) return;
    const release = () => document.getElementById(PORTAL_ELEMENT_ID)?.removeAttribute('inert');
    release();
    const observer = new MutationObserver(release);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
    return () => observer.disconnect();
  }, [run]);
}
