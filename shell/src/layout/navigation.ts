import { REMOTE_ROUTES, messages, paths, type RemoteName, type RouteContract, type RouteNavigation } from '@doorloopjes/shared';
import { contractRoutes } from '../remotes/contractRoutes';

export interface NavItem extends RouteNavigation {
  to: string;
  /** The remote that serves the route: the link is absent when that remote is switched off. */
  remote?: RemoteName;
}

/** The shell's own pages in the navigation; the remotes' links come from the route contract. */
const SHELL_NAV_ITEMS: readonly NavItem[] = [{ to: paths.dashboard(), label: messages.layout.navHome, order: 10, narrow: 'bar', tourId: 'nav-dashboard' }];

/** The sidebar links: the shell's own and every contract page that has a link, by their order. */
export function navItemsFrom(contract: RouteContract): NavItem[] {
  const remoteItems = contractRoutes(contract).flatMap(({ remote, route }) => (route.nav ? [{ ...route.nav, to: route.path, remote }] : []));
  return [...SHELL_NAV_ITEMS, ...remoteItems].sort((a, b) => a.order - b.order);
}

/** Sidebar links in the order of docs/product.md ('Main screens'). */
export const NAV_ITEMS: readonly NavItem[] = navItemsFrom(REMOTE_ROUTES);
