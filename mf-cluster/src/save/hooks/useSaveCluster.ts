import { conflictVersion, getToken, isVersionConflict, updateUser, useSessionStore } from '@doorloopjes/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toStored } from '../model/stateMapping';
import type { CanvasItem } from '../../cluster/model/types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'notLoggedIn' | 'conflict';

/** The success message disappears after 3 seconds. */
export const SAVED_MESSAGE_MS = 3000;

/**
 * Saves the canvas to the profile, naming the saved version the canvas is based
 * on. The content service refuses (409) a save when another device saved a newer cluster since;
 * the status is then 'conflict' and the user chooses (overwrite, or load the newer one). A
 * failure leaves the canvas and the draft as they are, so nothing is lost.
 */
export function useSaveCluster(initialBaseVersion: number, onSaved: (revision: number) => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [baseVersion, setBaseVersion] = useState(initialBaseVersion);
  /** The version stored on the server when the last save was refused. */
  const [serverVersion, setServerVersion] = useState<number | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const save = useCallback(
    async (items: readonly CanvasItem[], revision: number, base: number = baseVersion) => {
      clearTimeout(clearTimer.current);
      const user = useSessionStore.getState().user;
      if (!getToken() || !user) {
        setStatus('notLoggedIn');
        return;
      }
      setStatus('saving');
      const stored = toStored(items);
      let savedVersion: number;
      try {
        const answer = await updateUser(user.id, { cluster_builder_state: stored, cluster_builder_version: base });
        savedVersion = typeof answer.cluster_builder_version === 'number' ? answer.cluster_builder_version : base + 1;
      } catch (error) {
        if (isVersionConflict(error)) {
          setServerVersion(conflictVersion(error));
          setStatus('conflict');
          return;
        }
        console.error('Opslaan van de cluster is mislukt.', error);
        setStatus('failed');
        return;
      }
      setBaseVersion(savedVersion);
      setServerVersion(null);
      // The PUT answer lacks the populated lists, so only the saved fields are merged into the session.
      const latest = useSessionStore.getState().user;
      if (latest) useSessionStore.getState().setUser({ ...latest, cluster_builder_state: stored, cluster_builder_version: savedVersion });
      onSaved(revision);
      setStatus('saved');
      clearTimer.current = setTimeout(() => setStatus('idle'), SAVED_MESSAGE_MS);
    },
    [onSaved, baseVersion],
  );

  /** Saves again on top of the version the server reported, replacing it on purpose. */
  const overwrite = useCallback(
    (items: readonly CanvasItem[], revision: number) => save(items, revision, serverVersion ?? baseVersion),
    [save, serverVersion, baseVersion],
  );

  /** The canvas now shows the server's cluster of this version. */
  const adoptVersion = useCallback((version: number) => {
    setBaseVersion(version);
    setServerVersion(null);
    setStatus('idle');
  }, []);

  const dismissConflict = useCallback(() => setStatus('idle'), []);

  return { status, baseVersion, save, overwrite, adoptVersion, dismissConflict };
}
