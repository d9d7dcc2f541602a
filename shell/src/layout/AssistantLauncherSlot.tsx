import { useLocation } from 'react-router-dom';
import { RemoteArea } from '../remotes/RemoteArea';

/**
 * The floating assistant launcher for logged-in users. The dashboard has the chat itself, so the
 * launcher is hidden there, except on narrow screens (SPEC section 2).
 */
export function AssistantLauncherSlot({ narrow }: { narrow: boolean }) {
  const { pathname } = useLocation();
  if (pathname === '/dashboard' && !narrow) return null;
  return (
    <div className="assistant-launcher-slot">
      <RemoteArea remote="assistant" module="AssistantLauncher" props={{}} />
    </div>
  );
}
