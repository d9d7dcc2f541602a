import { getRuntimeConfig, getToken } from '@doorloopjes/runtime';
import { sendRemotePageFigure, type PageFigure } from '@doorloopjes/shared';
import { afterNextPaint } from '../scheduling/afterNextPaint';
import { whenIdle } from '../scheduling/whenIdle';
import type { RemoteEntry } from './registry';
import { currentPageLoadId } from './reportRemoteHealth';

/** The remote that owns this page load's main area: its figures are the page's. */
let owner: RemoteEntry | null = null;

function send(entry: RemoteEntry, metric: PageFigure, value: number): void {
  void sendRemotePageFigure({
    environment: getRuntimeConfig().environment,
    remote: entry.name,
    version: entry.version as string,
    canary: entry.canary === true,
    pageLoadId: currentPageLoadId(),
    metric,
    value,
  });
}

/**
 * The page's Core Web Vitals, attributed to the main area's remote. `web-vitals` is loaded only
 * here, lazily, on a logged-in page once its main content has shown: the landing page's scripts
 * never contain it, and it never competes with the first screen. Its observers read buffered
 * entries, so the LCP that came before it is still seen; each figure is sent once, when final
 * (LCP at the first input or when the page is hidden, INP and CLS when it is hidden).
 */
async function watchWebVitals(entry: RemoteEntry): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  onLCP((metric) => send(entry, 'LCP', Math.round(metric.value)));
  onINP((metric) => send(entry, 'INP', Math.round(metric.value)));
  onCLS((metric) => send(entry, 'CLS', Math.round(metric.value * 1000) / 1000));
}

/**
 * The page's main area has rendered its remote's content: once per page load, its time to
 * content (ms from the start of the page load to the first paint after it) goes to the content
 * service for that remote version, and the page's Web Vitals follow. A visitor's page, a version
 * the page cannot name, or a page that was hidden meanwhile (a background tab paints nothing,
 * its times say nothing) report nothing.
 */
export function reportMainContent(entry: RemoteEntry): void {
  if (owner || !entry.version || getToken() === null) return;
  owner = entry;
  afterNextPaint(() => {
    if (document.visibilityState === 'hidden') return;
    const contentMs = Math.round(performance.now());
    whenIdle(() => {
      send(entry, 'content', contentMs);
      void watchWebVitals(entry);
    });
  });
}

/** Tests start each case as a fresh page load. */
export function resetPageFigures(): void {
  owner = null;
}
