import type { RemoteName } from '@doorloopjes/platform-contract';
import { apiClient, getToken } from '@doorloopjes/runtime';

/** How a remote fared on one page load: loaded, failed to load, or failed while rendering. */
export type RemoteOutcome = 'loaded' | 'load-failed' | 'render-failed';

export interface RemoteHealthEvent {
  environment: string;
  remote: RemoteName;
  version: string;
  /** Whether this page got the remote's canary version. */
  canary: boolean;
  outcome: RemoteOutcome;
  /** From the start of the load to the module's arrival; null when it never arrived. */
  loadMs: number | null;
  /** One id per page load, so a session counts once however often it is sent. */
  pageLoadId: string;
}

/**
 * POST /api/remote-health/events. Only logged-in sessions report (the content service takes the
 * user from the token); failures are ignored, so reporting can never break a page.
 */
export async function sendRemoteHealth(event: RemoteHealthEvent): Promise<void> {
  if (!getToken()) return;
  try {
    await apiClient.post('/api/remote-health/events', { data: event });
  } catch {
    // Ignored by design.
  }
}

/**
 * What a teacher feels of a remote on one page load, attributed to the remote that owns the
 * page's main area: the time until its main content rendered (`content`, ms since the page load
 * started) and the page's Core Web Vitals (LCP and INP in ms, CLS as a score).
 */
export type PageFigure = 'content' | 'LCP' | 'INP' | 'CLS';

export interface RemotePageFigure {
  environment: string;
  remote: RemoteName;
  version: string;
  canary: boolean;
  pageLoadId: string;
  metric: PageFigure;
  value: number;
}

/**
 * POST /api/remote-health/figures, like sendRemoteHealth; `keepalive`, because the last figures
 * (INP, CLS) are final only when the page is hidden or closed.
 */
export async function sendRemotePageFigure(figure: RemotePageFigure): Promise<void> {
  if (!getToken()) return;
  try {
    await apiClient.post('/api/remote-health/figures', { data: figure }, { keepalive: true });
  } catch {
    // Ignored by design.
  }
}
