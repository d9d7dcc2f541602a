/**
 * Typed window events: how any remote asks the assistant to open or send a prompt without
 * importing it (SPEC section 7, 'Browser events').
 */
export interface AppEventMap {
  'ai-send-prompt': { text: string };
  'open-ai-assistant': { text?: string } | undefined;
  'ai-open-and-prompt': { text: string };
}

export type AppEventName = keyof AppEventMap;

export function dispatchAppEvent<K extends AppEventName>(name: K, detail: AppEventMap[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to an app event; returns the unsubscribe function (use it in effect cleanups). */
export function onAppEvent<K extends AppEventName>(name: K, handler: (detail: AppEventMap[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEventMap[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
