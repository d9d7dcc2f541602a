import { AlertWithRetry, messages } from '@doorloopjes/shared';

/**
 * What a remote's area shows when the remote is down, slow or throwing. A compact area (a control
 * in a row, such as the launcher in the phone's bottom bar) has no room for the sentence: it shows
 * a retry button that carries the sentence as its description.
 */
export function RemoteFallback({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  if (compact) {
    return (
      <button type="button" className="remote-fallback-compact" onClick={onRetry} aria-label={messages.common.retry} title={messages.common.remoteUnavailable}>
        <span aria-hidden="true">↻</span>
      </button>
    );
  }
  return (
    <AlertWithRetry
      className="remote-fallback"
      buttonClassName="button button-secondary"
      message={messages.common.remoteUnavailable}
      retryLabel={messages.common.retry}
      onRetry={onRetry}
    />
  );
}
