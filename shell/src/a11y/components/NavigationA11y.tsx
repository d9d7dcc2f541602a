import { LiveAnnouncer } from '@doorloopjes/shared';
import { useNavigationFocus } from '../hooks/useNavigationFocus';

/** The page's live regions and the focus move after a route change; rendered once, in the router. */
export function NavigationA11y() {
  useNavigationFocus();
  return <LiveAnnouncer />;
}
