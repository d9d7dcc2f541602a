import { createThrottle } from '../timing/throttle';

/**
 * Keeps an open tab in step with changes made elsewhere. Tabs of one browser tell each other at
 * once over a BroadcastChannel after a saved change; a tab that regains focus or becomes visible
 * refetches (throttled), which also catches changes made on another device.
 */
export const SESSION_CHANNEL = 'doorloopjes-session';
/** At most one focus/visibility refetch per interval; one more runs at its end if asked meanwhile. */
export const FOCUS_REFETCH_INTERVAL_MS = 2000;

interface UserChangedMessage {
  type: 'user-changed';
}

let channel: BroadcastChannel | null = null;

function sharedChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(SESSION_CHANNEL);
  // Node (tests) keeps its process alive for an open channel; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

/** Tells the other tabs of this browser that the user record changed. */
export function announceUserChanged(): void {
  const message: UserChangedMessage = { type: 'user-changed' };
  sharedChannel()?.postMessage(message);
}

/** Starts listening; returns the function that stops it. */
export function startSessionSync(refetch: () => void, intervalMs = FOCUS_REFETCH_INTERVAL_MS): () => void {
  const throttled = createThrottle(refetch, intervalMs);
  const onFocus = () => throttled.call();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') throttled.call();
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<UserChangedMessage> | null;
    if (data?.type === 'user-changed') refetch();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  const tabs = sharedChannel();
  tabs?.addEventListener('message', onMessage);
  return () => {
    throttled.cancel();
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisibility);
    tabs?.removeEventListener('message', onMessage);
  };
}
