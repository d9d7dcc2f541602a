import { CONTENT_SECTIONS, type ExposedName, type RemoteName } from '@doorloopjes/shared';

/** A remote and some of its exposed modules (typed per remote). */
export type RouteRemote = { [R in RemoteName]: { remote: R; exposes: Array<ExposedName<R>> } }[RemoteName];

/** What every logged-in page shows besides its own content: the floating assistant. */
const LAUNCHER: RouteRemote = { remote: 'assistant', exposes: ['AssistantLauncher'] };

const DASHBOARD: RouteRemote[] = [
  { remote: 'assistant', exposes: ['AssistantChat', 'AssistantLauncher'] },
  { remote: 'content', exposes: ['FeaturedCarousel', 'NewsCarousel'] },
  { remote: 'doorloopjes', exposes: ['ProgressDonut', 'InProgressCarousel'] },
];

/**
 * The remote modules a logged-in path will render, so they can start loading together with the
 * shell's own code instead of one after the other. Mirrors the routes of AppRoutes.
 */
export function remotesForPath(pathname: string): RouteRemote[] {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'dashboard') return DASHBOARD;
  if (first === 'doorloopjes') return [{ remote: 'doorloopjes', exposes: ['routes'] }, LAUNCHER];
  if ((CONTENT_SECTIONS as readonly string[]).includes(first)) return [{ remote: 'content', exposes: ['routes'] }, LAUNCHER];
  if (first === 'cluster-builder-test') return [{ remote: 'cluster', exposes: ['ClusterBuilder'] }, LAUNCHER];
  if (first === 'profile') return [LAUNCHER];
  return [];
}
