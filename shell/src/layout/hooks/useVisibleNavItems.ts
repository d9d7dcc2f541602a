import { NAV_ITEMS, type NavItem } from '../navigation';
import { useFrameRemoteOn } from './useFrameRemoteOn';

/**
 * The sidebar links whose remote is switched on in this environment; in the render that hydrates
 * the server's HTML, the links that HTML holds (useFrameRemoteOn).
 */
export function useVisibleNavItems(): NavItem[] {
  const isOn = useFrameRemoteOn();
  return NAV_ITEMS.filter((item) => item.remote === undefined || isOn(item.remote));
}
