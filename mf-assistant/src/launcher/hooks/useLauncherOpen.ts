import { readStored, STORAGE_KEYS, writeStored } from '@doorloopjes/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useChatStore } from '../../chat/model/chatStore';

/** Local storage key of the launcher's open state (wide screens only). */
export const FAB_OPEN_KEY = STORAGE_KEYS.assistantOpen;

const readRemembered = (): boolean => readStored('local', FAB_OPEN_KEY) === 'true';

/** Not remembered when storage is unavailable: the launcher simply starts closed next time. */
function remember(open: boolean): void {
  writeStored('local', FAB_OPEN_KEY, String(open));
}

/**
 * The launcher's open state: remembered on wide screens, closed on every route
 * change, and opened when a window event asks for the assistant.
 */
export function useLauncherOpen(narrow: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => !narrow && readRemembered());
  const narrowRef = useRef(narrow);
  narrowRef.current = narrow;

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    // The full-screen drawer of a phone should not greet the user on every visit.
    if (!narrowRef.current) remember(next);
  }, []);

  // A new page closes the launcher; a request to open it (the chat store's openRequests) opens it.
  const { pathname } = useLocation();
  useOnChange(pathname, useCallback(() => setOpen(false), [setOpen]));
  const openRequests = useChatStore((state) => state.openRequests);
  useOnChange(openRequests, useCallback(() => setOpen(true), [setOpen]));

  return [open, setOpen];
}

/** Calls `onChange` when `value` differs from the one last seen (never on the first render). */
function useOnChange<T>(value: T, onChange: () => void): void {
  const seen = useRef(value);
  useEffect(() => {
    if (value === seen.current) return;
    seen.current = value;
    onChange();
  }, [value, onChange]);
}
