/**
 * What the landing page's loader (visitorLoader.ts) and the visitor's entry agree on (the names in
 * the page's HTML come from @doorloopjes/static-server/page-names).
 */

/**
 * Sent on the document once the page no longer needs the loader's help: React has taken over the
 * server's markup, or the whole platform is starting instead.
 */
export const LANDING_TAKEN_OVER_EVENT = 'doorloopjes:landing-taken-over';

export function announceLandingTakenOver(doc: Document = document): void {
  doc.dispatchEvent(new Event(LANDING_TAKEN_OVER_EVENT));
}
