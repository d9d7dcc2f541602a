import { getToken, updateUser, useSessionStore, useVersionedSave } from '@doorloopjes/runtime';
import { type StoredClusterItem } from '@doorloopjes/shared';
import { useEffect, useRef, useState } from 'react';
import { toStored } from '../model/stateMapping';
import type { CanvasItem } from '../../cluster/model/types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'notLoggedIn' | 'conflict';

/** The success message disappears after 3 seconds. */
export const SAVED_MESSAGE_MS = 3000;

/**
 * Saves the canvas to the profile, naming the saved version the canvas is based on
 * (`useVersionedSave`): a save refused because another device saved a newer cluster makes the
 * status 'conflict' and the user chooses (overwrite, or load the newer one). A failure leaves the
 * canvas and the draft as they are, so nothing is lost.
 */
export function useSaveCluster(initialBaseVersion: number, onSaved: (revision: number) => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const versioned = useVersionedSave<{ userId: number; stored: StoredClusterItem[] }>({
    document: 'cluster',
    initialVersion: initialBaseVersion,
    write: async ({ userId, stored }, base) =>
      (await updateUser(userId, { cluster_builder_state: stored, cluster_builder_version: base })).cluster_builder_version,
  });

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const send = async (items: readonly CanvasItem[], revision: number, how: 'save' | 'overwrite') => {
    clearTimeout(clearTimer.current);
    const user = useSessionStore.getState().user;
    if (!getToken() || !user) {
      setStatus('notLoggedIn');
      return;
    }
    setStatus('saving');
    const stored = toStored(items);
    const result = await versioned[how]({ userId: user.id, stored });
    if (result.kind !== 'saved') {
      if (result.kind === 'failed') console.error('Opslaan van de cluster is mislukt.', result.error);
      setStatus(result.kind);
      return;
    }
    // The PUT answer lacks the populated lists, so only the saved fields are merged into the session.
    const latest = useSessionStore.getState().user;
    if (latest) useSessionStore.getState().setUser({ ...latest, cluster_builder_state: stored, cluster_builder_version: result.version });
    onSaved(revision);
    setStatus('saved');
    clearTimer.current = setTimeout(() => setStatus('idle'), SAVED_MESSAGE_MS);
  };

  return {
    status,
    baseVersion: versioned.baseVersion,
    save: (items: readonly CanvasItem[], revision: number) => send(items, revision, 'save'),
    /** Saves again on top of the version the server reported, replacing it on purpose. */
    overwrite: (items: readonly CanvasItem[], revision: number) => send(items, revision, 'overwrite'),
    /** The canvas now shows the server's cluster of this version. */
    adoptVersion: (version: number) => {
      versioned.adoptVersion(version);
      setStatus('idle');
    },
    dismissConflict: () => setStatus('idle'),
  };
}
