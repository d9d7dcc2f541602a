import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';
import { afterNextPaint } from '../scheduling/afterNextPaint';
import { remotesForPath } from './routeRemotes';

/** Longest the other areas wait for the main content: a slow remote must not hold them back for long. */
export const OTHER_AREAS_WAIT_MS = 2000;

/** `marked`: the main content has rendered; `shown`: the browser has painted it since. */
const useMainContentStore = create<{ marked: boolean; shown: boolean }>(() => ({ marked: false, shown: false }));

/**
 * The page's main area (RemoteArea with `main`) has rendered its content, its fallback, or nothing
 * (its remote is switched off). The other areas start once the browser has painted that, so their
 * requests and work come after the page's main content on the screen, not before it. Once per page
 * load: later pages find the connection warm.
 */
export function markMainContentShown(): void {
  if (useMainContentStore.getState().marked) return;
  useMainContentStore.setState({ marked: true });
  afterNextPaint(() => useMainContentStore.setState({ shown: true }));
}

/**
 * Whether the areas around a page's main content (the dashboard's side widgets, the assistant
 * launcher) may load. On a first visit they wait until the main content has shown, or at most
 * OTHER_AREAS_WAIT_MS: a phone fetches everything over one slow connection, and their files
 * (a remote entry, its modules, their data) would otherwise share it with the main content's and
 * make the teacher wait longer for what she came for. A page whose main content is the shell's
 * own (the profile) has nothing to wait for.
 */
export function useOtherAreasMayLoad(): boolean {
  const { pathname } = useLocation();
  const shown = useMainContentStore((state) => state.shown);
  const waitsForRemote = remotesForPath(pathname).length > 0;
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    if (shown || !waitsForRemote) return undefined;
    const timer = window.setTimeout(() => setWaitedEnough(true), OTHER_AREAS_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [shown, waitsForRemote]);
  // Deferred: the areas' first render (their skeletons, the start of their remotes' loading) is
  // done in slices React can interrupt, not in one task right after the main content's paint.
  return useDeferredValue(shown || !waitsForRemote || waitedEnough);
}

/** Test helper: a fresh page load. */
export function resetMainContentForTests(): void {
  useMainContentStore.setState({ marked: false, shown: false });
}
