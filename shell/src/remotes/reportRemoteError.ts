import { sendAnalyticsEvent, type RemoteName } from '@doorloopjes/shared';
import type { RemoteEntry } from './registry';
import { reportRemoteHealth } from './reportRemoteHealth';

/** Where a remote failed: fetching its manifest/entry/module, or rendering it. */
export type RemoteErrorStage = 'load' | 'render';

/** Marks errors of the loader, so the boundary can tell a failed load from a throwing render. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

const reported = new Set<RemoteName>();

/**
 * Reports a failing remote as the analytics event `remote_error`, once per remote and page load
 * (retries and several areas of one remote do not repeat it), so a bad release shows up, and
 * as the version's health outcome, which the canary guard counts.
 */
export function reportRemoteError(entry: RemoteEntry, error: unknown): void {
  const stage: RemoteErrorStage = error instanceof RemoteLoadError ? 'load' : 'render';
  reportRemoteHealth(entry, stage === 'load' ? 'load-failed' : 'render-failed');
  const { name: remote, version } = entry;
  if (reported.has(remote)) return;
  reported.add(remote);
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  void sendAnalyticsEvent({
    type: 'remote_error',
    path: window.location.pathname,
    payload: { remote, version: version ?? null, stage, message },
  });
}

/** Tests start each case as a fresh page load. */
export function resetRemoteErrorReports(): void {
  reported.clear();
}
