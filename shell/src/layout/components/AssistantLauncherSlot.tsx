import { paths } from '@doorloopjes/shared';
import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../../remotes/components/RemoteArea';
import { useOtherAreasMayLoad } from '../../remotes/mainContent';

/**
 * The floating assistant launcher for logged-in users. The dashboard has the chat itself, so the
 * launcher is hidden there, except on narrow screens (768 px or less). There it sits at the end
 * of the page instead of floating: a floating button would cover the chat's send button. It loads
 * once the page's main content has shown (useOtherAreasMayLoad).
 */
export function AssistantLauncherSlot({ narrow }: { narrow: boolean }) {
  const { pathname } = useLocation();
  const dashboard = pathname === paths.dashboard();
  const mayLoad = useOtherAreasMayLoad();
  if ((dashboard && !narrow) || !mayLoad) return null;
  return (
    <div className={dashboard ? 'assistant-launcher-slot assistant-launcher-slot-inline' : 'assistant-launcher-slot'}>
      <RemoteArea remote="assistant" module="AssistantLauncher" props={dashboard ? { placement: 'inline' } : {}} />
    </div>
  );
}
