import { getRuntimeConfig, getToken } from '@doorloopjes/runtime';
import { randomId, sendRemoteHealth, type RemoteName, type RemoteOutcome } from '@doorloopjes/shared';
import { whenIdle } from '../scheduling/whenIdle';
import type { RemoteEntry } from './registry';

/** One id per page load (this module runs once per page). */
const newPageLoadId = randomId;

let pageLoadId = newPageLoadId();
const loadTimes = new Map<RemoteName, number>();
const reported = new Set<string>();

/** This page load's id (the page figures of reportPageFigures.ts carry the same). */
export const currentPageLoadId = (): string => pageLoadId;

/** The time from the start of a remote's first load to its module's arrival on this page. */
export function noteRemoteLoadTime(remote: RemoteName, ms: number): void {
  if (!loadTimes.has(remote)) loadTimes.set(remote, Math.round(ms));
}

/**
 * Reports how a remote version fared on this page load (the content service adds it to the
 * version's health figures, which the canary guard watches): once per remote and version, the
 * first outcome counts, sent once the page is idle. A version the page cannot name
 * (/remotes.json without one) is not reported: there is nothing to compare it with.
 */
export function reportRemoteHealth(entry: RemoteEntry, outcome: RemoteOutcome): void {
  // A visitor's page reports nothing (decided now, not when the page is idle).
  if (!entry.version || getToken() === null) return;
  const key = `${entry.name}@${entry.version}`;
  if (reported.has(key)) return;
  reported.add(key);
  const report = {
    environment: getRuntimeConfig().environment,
    remote: entry.name,
    version: entry.version,
    canary: entry.canary === true,
    outcome,
    loadMs: outcome === 'load-failed' ? null : (loadTimes.get(entry.name) ?? null),
    pageLoadId,
  };
  // Sent when the page is idle: a remote arrives while the page is still loading its first
  // screen, whose requests and work go first.
  whenIdle(() => void sendRemoteHealth(report));
}

/** Tests start each case as a fresh page load. */
export function resetRemoteHealthReports(): void {
  reported.clear();
  loadTimes.clear();
  pageLoadId = newPageLoadId();
}
