import { useContext } from 'react';
import { useHydrated } from '../../app/useHydrated';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import { NAV_ITEMS, type NavItem } from '../navigation';
import { ServerNavigationContext } from './ServerNavigationContext';

/**
 * The sidebar links whose remote is switched on in this environment; in the render that hydrates
 * the server's HTML, the links that HTML holds (ServerNavigationContext).
 */
export function useVisibleNavItems(): NavItem[] {
  const registry = useContext(RegistryContext);
  const serverRemotes = useContext(ServerNavigationContext);
  const hydrated = useHydrated();
  const isOn: (remote: NonNullable<NavItem['remote']>) => boolean =
    !hydrated && serverRemotes ? (remote) => serverRemotes.includes(remote) : (remote) => registry[remote] !== undefined;
  return NAV_ITEMS.filter((item) => item.remote === undefined || isOn(item.remote));
}
