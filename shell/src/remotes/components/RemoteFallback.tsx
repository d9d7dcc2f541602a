import { messages } from '@doorloopjes/shared';

/** What a remote's area shows when the remote is down, slow or throwing. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="remote-fallback" role="alert">
      <p>{messages.common.remoteUnavailable}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {messages.common.retry}
      </button>
    </div>
  );
}
