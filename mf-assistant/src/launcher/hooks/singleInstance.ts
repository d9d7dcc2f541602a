import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Only one launcher is active at a time. Mounted launchers queue up in mount
 * order; the first is active, and when it unmounts the next one takes over.
 */
const mounted: symbol[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Whether any launcher is mounted (the dashboard chat then leaves focus handling to it). */
export function hasLauncher(): boolean {
  return mounted.length > 0;
}

export function useIsActiveInstance(): boolean {
  const [id] = useState(() => Symbol('launcher'));
  useEffect(() => {
    mounted.push(id);
    notify();
    return () => {
      mounted.splice(mounted.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => mounted[0] === id, () => false);
}
