import { useContext } from 'react';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import { NAV_ITEMS, type NavItem } from '../navigation';

/** The sidebar links whose remote is switched on in this environment. */
export function useVisibleNavItems(): NavItem[] {
  const registry = useContext(RegistryContext);
  return NAV_ITEMS.filter((item) => item.remote === undefined || registry[item.remote] !== undefined);
}
