import { messages } from '@doorloopjes/shared';

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
    <div className="remote-fallback" role="alert">
      <p>{messages.common.remoteUnavailable}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {messages.common.retry}
      </button>
    </div>
  );
}
