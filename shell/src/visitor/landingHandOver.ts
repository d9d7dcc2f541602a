/**
 * What the landing page's HTML (packages/static-server/src/landingPrerender.ts), its loader
 * (visitorLoader.ts) and the visitor's entry agree on.
 */

/** The meta tag naming the visitor's entry scripts, which the loader starts after the first paint. */
export const VISITOR_ENTRY_META = 'visitor-entry';

/**
 * Sent on the document once the page no longer needs the loader's help: React has taken over the
 * server's markup, or the whole platform is starting instead.
 */
export const LANDING_TAKEN_OVER_EVENT = 'doorloopjes:landing-taken-over';

export function announceLandingTakenOver(doc: Document = document): void {
  doc.dispatchEvent(new Event(LANDING_TAKEN_OVER_EVENT));
}
