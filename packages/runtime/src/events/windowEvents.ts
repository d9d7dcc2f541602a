/**
 * Typed window events: how any remote asks the assistant to open or send a prompt without
 * importing it.
 */
export interface AppEventMap {
  'ai-send-prompt': { text: string };
  'open-ai-assistant': { text?: string } | undefined;
  'ai-open-and-prompt': { text: string };
}

export type AppEventName = keyof AppEventMap;

export const APP_EVENT_NAMES: readonly AppEventName[] = ['ai-send-prompt', 'open-ai-assistant', 'ai-open-and-prompt'];

/** An event nobody listened to is handed to the first listener within this time, then dropped. */
export const PENDING_EVENT_TTL_MS = 15_000;

interface PendingEvent {
  name: AppEventName;
  detail: unknown;
  at: number;
}

const subscribers = new Map<AppEventName, number>();
let pending: PendingEvent[] = [];

// The listening remote may still be loading when a user clicks (the assistant's launcher is
// fetched at run time): remember such events so they are not lost. Installed once per page,
// since @doorloopjes/runtime is a federated singleton; raw window.dispatchEvent calls count too.
if (typeof window !== 'undefined') {
  for (const name of APP_EVENT_NAMES) {
    window.addEventListener(name, (event) => {
      if ((subscribers.get(name) ?? 0) === 0) pending.push({ name, detail: (event as CustomEvent).detail, at: Date.now() });
    });
  }
}

function takePending(name: AppEventName): PendingEvent[] {
  const fresh = pending.filter((event) => Date.now() - event.at <= PENDING_EVENT_TTL_MS);
  pending = fresh.filter((event) => event.name !== name);
  return fresh.filter((event) => event.name === name);
}

export function dispatchAppEvent<K extends AppEventName>(name: K, detail: AppEventMap[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Subscribes to an app event; returns the unsubscribe function (use it in effect cleanups).
 * Events sent while nobody listened (recently) are delivered right after subscribing.
 */
export function onAppEvent<K extends AppEventName>(name: K, handler: (detail: AppEventMap[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEventMap[K]>).detail);
  window.addEventListener(name, listener);
  subscribers.set(name, (subscribers.get(name) ?? 0) + 1);
  const missed = takePending(name);
  if (missed.length > 0) queueMicrotask(() => missed.forEach((event) => handler(event.detail as AppEventMap[K])));
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    window.removeEventListener(name, listener);
    subscribers.set(name, (subscribers.get(name) ?? 1) - 1);
  };
}
