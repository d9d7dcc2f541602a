import { REMOTE_ROUTES, paths, type ExposedName, type RemoteName, type RouteContract } from '@doorloopjes/shared';
import { matchPath } from 'react-router-dom';
import { contractRoutes, routePattern } from './contractRoutes';

/** A remote and some of its exposed modules (typed per remote). */
export type RouteRemote = { [R in RemoteName]: { remote: R; exposes: Array<ExposedName<R>> } }[RemoteName];

/** What every logged-in page shows besides its own content: the floating assistant. */
const LAUNCHER: RouteRemote = { remote: 'assistant', exposes: ['AssistantLauncher'] };

/** The shell's own dashboard is composed of widgets of three remotes. */
const DASHBOARD: RouteRemote[] = [
  { remote: 'assistant', exposes: ['AssistantChat', 'AssistantLauncher'] },
  { remote: 'content', exposes: ['FeaturedCarousel', 'NewsCarousel'] },
  { remote: 'doorloopjes', exposes: ['ProgressDonut', 'InProgressCarousel'] },
];

/**
 * The remote modules a logged-in path will render, so they can start loading together with the
 * shell's own code instead of one after the other. A remote's pages are matched with the same
 * patterns the router mounts them on (the route contract).
 */
export function remotesForPath(pathname: string, contract: RouteContract = REMOTE_ROUTES): RouteRemote[] {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  if (top === paths.dashboard()) return DASHBOARD;
  if (top === paths.profile()) return [LAUNCHER];
  const page = contractRoutes(contract).find(({ route }) => matchPath(routePattern(route), pathname) !== null);
  if (!page) return [];
  if (!page.route.preload) return [LAUNCHER];
  // The module is the page's own remote's (the contract's type); destructuring loses that link.
  const own = { remote: page.remote, exposes: [page.route.module] } as RouteRemote;
  return [own, LAUNCHER];
}
