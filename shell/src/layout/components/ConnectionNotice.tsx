import { messages, useSessionStore } from '@doorloopjes/shared';

/**
 * Says that the content service cannot be reached and that the page keeps trying (it recovers on
 * its own), and, when the device's copy of the last visit is shown, that it may be out of date.
 * Renders nothing while the connection is fine.
 */
export function ConnectionNotice() {
  const connectionLost = useSessionStore((state) => state.connectionLost);
  const showingSavedCopy = useSessionStore((state) => state.showingSavedCopy);
  if (!connectionLost) return null;
  return (
    <div className="connection-notice" role="alert">
      <p>{messages.common.connectionLost}</p>
      {showingSavedCopy && <p>{messages.common.savedCopyNotice}</p>}
    </div>
  );
}
