/**
 * Runs `work` once the browser has painted its next frame (at once in a hidden tab, which paints
 * none): what it starts then does not delay what the page is about to show. Free of libraries, so
 * the landing page's first script can use it.
 */
export function afterNextPaint(work: () => void, doc: Document = document): void {
  if (doc.visibilityState === 'hidden') {
    work();
    return;
  }
  // A frame's callback runs just before that frame paints; a task it queues runs after the paint.
  requestAnimationFrame(() => setTimeout(work, 0));
}
