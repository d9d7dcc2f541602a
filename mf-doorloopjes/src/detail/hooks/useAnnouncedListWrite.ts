import { announce, useSessionStore } from '@doorloopjes/runtime';
import { useCallback } from 'react';

/**
 * Runs a favourite or status change and, once the server has it, tells screen-reader users so
 * (the button's label changes at once, before the save, so it cannot be the confirmation). A
 * refused change is not announced here: the write error notice says it, as an alert.
 */
export function useAnnouncedListWrite(): (write: () => Promise<void>, savedText: string) => Promise<void> {
  return useCallback(async (write, savedText) => {
    await write();
    if (useSessionStore.getState().listWriteError === null) announce(savedText);
  }, []);
}
