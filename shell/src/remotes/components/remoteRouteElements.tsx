import type { RemoteName, RemoteRoute, RouteContract } from '@doorloopjes/shared';
import { Route } from 'react-router-dom';
import { RemoteArea } from './RemoteArea';
import { contractRoutes, routePattern } from '../contractRoutes';
import type { RemoteRegistry } from '../registry';

function RemotePage<R extends RemoteName>({ remote, route }: { remote: R; route: RemoteRoute<R> }) {
  return <RemoteArea remote={remote} module={route.module} props={route.props} main />;
}

/**
 * One `<Route>` per page the contract declares for a remote that is switched on, each rendering
 * its module through RemoteArea. Elements, not a component: `<Routes>` takes only `<Route>`
 * children, so the router calls this inline.
 */
export function remoteRouteElements(contract: RouteContract, registry: RemoteRegistry) {
  return contractRoutes(contract, registry).map(({ remote, name, route }) => (
    <Route key={`${remote}/${name}`} path={routePattern(route)} element={<RemotePage remote={remote} route={route} />} />
  ));
}
