import { afterNextPaint } from '../scheduling/afterNextPaint';
import { VISITOR_ENTRY_META } from '@doorloopjes/static-server/page-names';
import { LANDING_TAKEN_OVER_EVENT } from './landingHandOver';
import { startScriptsNamedIn } from './pageScripts';

/**
 * The landing page's first script. The page arrives rendered by the server; its app's scripts
 * are started only after the browser has painted it, so a phone shows the page before it spends
 * its connection and processor on JavaScript. Kept free of libraries: it is the one script that
 * runs before the first paint.
 */

/**
 * Until React has taken over the markup its buttons do nothing, so a press in that moment (Inloggen,
 * the cookie choice) is held and made again afterwards. Links need no help: they work without
 * JavaScript.
 */
export function holdPressesUntilTakenOver(doc: Document = document): void {
  let held: HTMLButtonElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    LANDING_TAKEN_OVER_EVENT,
    () => {
      doc.removeEventListener('click', hold, true);
      if (held?.isConnected) held.click();
    },
    { once: true },
  );
}

export function loadVisitorApp(doc: Document = document): void {
  holdPressesUntilTakenOver(doc);
  afterNextPaint(() => startScriptsNamedIn(VISITOR_ENTRY_META, doc), doc);
}
