import { getToken, updateUser, useSessionStore } from '@doorloopjes/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toStored } from '../model/stateMapping';
import type { CanvasItem } from '../model/types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'notLoggedIn';

/** SPEC section 9: the success message disappears after 3 seconds. */
export const SAVED_MESSAGE_MS = 3000;

/**
 * Saves the canvas to the profile (SPEC call 12). A failure leaves the canvas and the draft as
 * they are, so nothing is lost and the user can simply try again.
 */
export function useSaveCluster(onSaved: (revision: number) => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const save = useCallback(
    async (items: readonly CanvasItem[], revision: number) => {
      clearTimeout(clearTimer.current);
      const user = useSessionStore.getState().user;
      if (!getToken() || !user) {
        setStatus('notLoggedIn');
        return;
      }
      setStatus('saving');
      const stored = toStored(items);
      try {
        await updateUser(user.id, { cluster_builder_state: stored });
      } catch (error) {
        console.error('Opslaan van de cluster is mislukt.', error);
        setStatus('failed');
        return;
      }
      // The PUT answer lacks the populated lists, so only the saved field is merged into the session.
      const latest = useSessionStore.getState().user;
      if (latest) useSessionStore.getState().setUser({ ...latest, cluster_builder_state: stored });
      onSaved(revision);
      setStatus('saved');
      clearTimer.current = setTimeout(() => setStatus('idle'), SAVED_MESSAGE_MS);
    },
    [onSaved],
  );

  return { status, save };
}
