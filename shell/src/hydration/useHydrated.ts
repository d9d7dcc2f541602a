import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates the server's HTML (and on the server), true in every other render.
 * React re-renders a hydrated component with `true` right after the takeover: what the server
 * cannot know (the user, a QA override, the browser's registry) is shown then, as an update, so
 * the hydrating render matches the server's markup exactly. A page React renders itself (no
 * server markup) gets `true` from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
