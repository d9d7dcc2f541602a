import { announce } from '@doorloopjes/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The profile message disappears after 3000 ms. */
export const PROFILE_MESSAGE_TIMEOUT_MS = 3000;

export interface FormMessage {
  text: string;
  kind: 'success' | 'error';
}

/**
 * A message that clears itself after a while; a newer message restarts the clock. A success is also
 * said through the page's live region, which speaks it however briefly it shows (an error is an
 * alert of its own: inserted alerts are read).
 */
export function useTransientMessage(timeoutMs = PROFILE_MESSAGE_TIMEOUT_MS) {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (next: FormMessage) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      if (next.kind === 'success') announce(next.text);
      timer.current = window.setTimeout(() => setMessage(null), timeoutMs);
    },
    [timeoutMs],
  );
  return [message, show] as const;
}
