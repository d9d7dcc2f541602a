import { REMOTE_ROUTES, paths, type ExposedName, type RemoteName, type RouteContract } from '@doorloopjes/shared';
import { matchPath } from 'react-router-dom';
import { contractRoutes, routePattern } from './contractRoutes';
import { DASHBOARD_REMOTES } from './dashboardRemotes';

/** A remote and some of its exposed modules (typed per remote). */
export type RouteRemote = { [R in RemoteName]: { remote: R; exposes: Array<ExposedName<R>> } }[RemoteName];

/**
 * The remote modules of a logged-in path's main content, so they can start loading together with
 * the shell's own code instead of one after the other. A remote's pages are matched with the same
 * patterns the router mounts them on (the route contract). The areas around the main content
 * (the dashboard's widgets, the assistant launcher) are not listed: they load after it.
 */
export function remotesForPath(pathname: string, contract: RouteContract = REMOTE_ROUTES): RouteRemote[] {
  const top = `/${pathname.split('/')[1] ?? ''}`;
  if (top === paths.dashboard()) return DASHBOARD_REMOTES;
  const page = contractRoutes(contract).find(({ route }) => matchPath(routePattern(route), pathname) !== null);
  if (!page?.route.preload) return [];
  // The module is the page's own remote's (the contract's type); destructuring loses that link.
  return [{ remote: page.remote, exposes: [page.route.module] } as RouteRemote];
}
