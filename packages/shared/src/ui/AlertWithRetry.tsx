export interface AlertWithRetryProps {
  /** The sentence that says what failed. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The box's class: each app styles it as its own. */
  className: string;
  /** The button's class, in the app's own button style. */
  buttonClassName: string;
}

/**
 * A failure announced at once (role alert) with the one thing to do about it: try again. The
 * shell's fallback for a remote that is down and the cluster builder's load failure both show it.
 */
export function AlertWithRetry({ message, retryLabel, onRetry, className, buttonClassName }: AlertWithRetryProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
