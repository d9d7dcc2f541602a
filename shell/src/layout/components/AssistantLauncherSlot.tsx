import { paths } from '@doorloopjes/shared';
import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../../remotes/components/RemoteArea';
import { useOtherAreasMayLoad } from '../../remotes/mainContent';

/**
 * The assistant launcher for logged-in users. On a wide screen it floats in the corner, except on
 * the dashboard, which has the chat itself. On narrow screens (768 px or less) it is an icon button
 * in the bottom bar, on every page: floating there, it covered the text of the page (issue 46). It
 * loads once the page's main content has shown (useOtherAreasMayLoad).
 */
export function AssistantLauncherSlot({ placement }: { placement: 'floating' | 'bar' }) {
  const { pathname } = useLocation();
  const mayLoad = useOtherAreasMayLoad();
  // In the bar its place is kept while it loads (as in the frame's skeleton): the links beside it do not move.
  if (placement === 'bar') {
    return <div className="sidebar-assistant">{mayLoad && <RemoteArea remote="assistant" module="AssistantLauncher" props={{ placement: 'bar' }} compact />}</div>;
  }
  if (pathname === paths.dashboard() || !mayLoad) return null;
  return (
    <div className="assistant-launcher-slot">
      <RemoteArea remote="assistant" module="AssistantLauncher" props={{}} />
    </div>
  );
}
