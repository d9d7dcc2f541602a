import { getToken, updateUser, useSessionStore, useVersionedSave, type StoredClusterItem } from '@doorloopjes/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toStored } from '../model/stateMapping';
import type { CanvasItem } from '../../cluster/model/types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'notLoggedIn' | 'conflict';

/** The success message disappears after 3 seconds. */
export const SAVED_MESSAGE_MS = 3000;

interface ClusterDraft {
  userId: number;
  stored: StoredClusterItem[];
}

/**
 * Saves the canvas to the profile, naming the saved version the canvas is based on
 * (`useVersionedSave`): a save refused because another device saved a newer cluster makes the
 * status 'conflict' and the user chooses (overwrite, or load the newer one). A failure leaves the
 * canvas and the draft as they are, so nothing is lost.
 */
export function useSaveCluster(initialBaseVersion: number, onSaved: (revision: number) => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const versioned = useVersionedSave<ClusterDraft>({
    document: 'cluster',
    initialVersion: initialBaseVersion,
    write: async ({ userId, stored }, base) =>
      (await updateUser(userId, { cluster_builder_state: stored, cluster_builder_version: base })).cluster_builder_version,
  });

  const { save: saveVersion, overwrite: overwriteVersion, adoptVersion: adopt } = versioned;

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const send = useCallback(
    async (items: readonly CanvasItem[], revision: number, how: 'save' | 'overwrite') => {
      clearTimeout(clearTimer.current);
      const user = useSessionStore.getState().user;
      if (!getToken() || !user) {
        setStatus('notLoggedIn');
        return;
      }
      setStatus('saving');
      const stored = toStored(items);
      const result = await (how === 'save' ? saveVersion : overwriteVersion)({ userId: user.id, stored });
      if (result.kind === 'conflict') {
        setStatus('conflict');
        return;
      }
      if (result.kind === 'failed') {
        console.error('Opslaan van de cluster is mislukt.', result.error);
        setStatus('failed');
        return;
      }
      // The PUT answer lacks the populated lists, so only the saved fields are merged into the session.
      const latest = useSessionStore.getState().user;
      if (latest) useSessionStore.getState().setUser({ ...latest, cluster_builder_state: stored, cluster_builder_version: result.version });
      onSaved(revision);
      setStatus('saved');
      clearTimer.current = setTimeout(() => setStatus('idle'), SAVED_MESSAGE_MS);
    },
    [saveVersion, overwriteVersion, onSaved],
  );

  const save = useCallback((items: readonly CanvasItem[], revision: number) => send(items, revision, 'save'), [send]);

  /** Saves again on top of the version the server reported, replacing it on purpose. */
  const overwrite = useCallback((items: readonly CanvasItem[], revision: number) => send(items, revision, 'overwrite'), [send]);

  /** The canvas now shows the server's cluster of this version. */
  const adoptVersion = useCallback(
    (version: number) => {
      adopt(version);
      setStatus('idle');
    },
    [adopt],
  );

  const dismissConflict = useCallback(() => setStatus('idle'), []);

  return { status, baseVersion: versioned.baseVersion, save, overwrite, adoptVersion, dismissConflict };
}
