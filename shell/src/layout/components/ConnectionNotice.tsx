import { useSessionStore } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';

/**
 * Says that the content service cannot be reached and that the page keeps trying (it recovers on
 * its own), and that what is shown is the device's copy, possibly out of date: the last visit's
 * session (after a reload) or the pages opened before (the persisted query cache).
 * Renders nothing while the connection is fine.
 */
export function ConnectionNotice() {
  const connectionLost = useSessionStore((state) => state.connectionLost);
  const showingSavedCopy = useSessionStore((state) => state.showingSavedCopy);
  const loggedIn = useSessionStore((state) => state.user !== null);
  if (!connectionLost) return null;
  return (
    <div className="connection-notice" role="alert">
      <p>{messages.common.connectionLost}</p>
      {loggedIn && <p>{showingSavedCopy ? messages.common.savedCopyNotice : messages.common.savedPagesNotice}</p>}
    </div>
  );
}
