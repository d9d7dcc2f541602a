import { useSessionStore } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';

/** Says that a favourite or status change was not saved (and was undone), until dismissed. */
export function WriteErrorNotice() {
  const error = useSessionStore((state) => state.listWriteError);
  const dismiss = useSessionStore((state) => state.dismissListWriteError);
  if (!error) return null;
  return (
    <p className="dj-write-error" role="alert">
      {error}{' '}
      <button type="button" className="dj-write-error-close" onClick={dismiss} aria-label={messages.doorloopjes.dismissWriteError}>
        ×
      </button>
    </p>
  );
}
