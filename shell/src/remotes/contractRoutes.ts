import { REMOTE_NAMES, type RemoteName, type RemoteRoute, type RouteContract } from '@doorloopjes/shared';
import type { RemoteRegistry } from './registry';

/** A page of the route contract together with the remote that serves it. */
export type ContractRoute = { [R in RemoteName]: { remote: R; name: string; route: RemoteRoute<R> } }[RemoteName];

function routesOf<R extends RemoteName>(contract: RouteContract, remote: R): ContractRoute[] {
  const routes: Readonly<Record<string, RemoteRoute<R>>> = contract[remote];
  // Built from R's own routes; TypeScript cannot match a generic R to its member of the union.
  return Object.entries(routes).map(([name, route]) => ({ remote, name, route }) as ContractRoute);
}

/**
 * Every page the contract declares, in the contract's order; with a registry, only those of the
 * remotes switched on in it (the router: a switched-off remote has no routes at all).
 */
export function contractRoutes(contract: RouteContract, registry?: RemoteRegistry): ContractRoute[] {
  const remotes = registry ? REMOTE_NAMES.filter((remote) => registry[remote] !== undefined) : REMOTE_NAMES;
  return remotes.flatMap((remote) => routesOf(contract, remote));
}

/** The router pattern of a page: its path, plus everything below it when the module routes there itself. */
export function routePattern(route: RemoteRoute): string {
  return route.subroutes ? `${route.path}/*` : route.path;
}
