import { currentUser, documentVersion, fetchMe, useSessionStore } from '@doorloopjes/runtime';
import { useCallback, useState, type Dispatch } from 'react';
import type { Catalogue } from '../../catalogue/model/catalogue';
import type { ClusterAction } from '../../cluster/model/clusterReducer';
import { clearKept, readKept, writeKept } from '../model/draft';
import { fromStored, toStored } from '../model/stateMapping';
import type { CanvasItem } from '../../cluster/model/types';

interface Options {
  userId: number | null;
  catalogue: Catalogue;
  dispatch: Dispatch<ClusterAction>;
  /** Called with the version of the cluster that was loaded. */
  onLoaded: (version: number) => void;
}

/**
 * "Load the newer one" after a conflict: the canvas shows the cluster saved elsewhere, and the own
 * version is kept (in memory and localStorage) so "put mine back" restores it as unsaved work.
 */
export function useNewerCluster({ userId, catalogue, dispatch, onLoaded }: Options) {
  const [kept, setKept] = useState<unknown[] | null>(() => (userId === null ? null : readKept(localStorage, userId)));
  const [failed, setFailed] = useState(false);

  const loadNewer = useCallback(
    async (mine: readonly CanvasItem[]) => {
      if (userId === null) return;
      setFailed(false);
      let fresh;
      try {
        fresh = await fetchMe();
      } catch (error) {
        console.error('Ophalen van de nieuwere cluster is mislukt.', error);
        setFailed(true);
        return;
      }
      const own = toStored(mine);
      writeKept(localStorage, userId, own);
      setKept(own);
      const version = documentVersion(fresh.cluster_builder_version);
      dispatch({ type: 'restore', items: fromStored(fresh.cluster_builder_state, catalogue).items, dirty: false });
      const latest = currentUser();
      if (latest) useSessionStore.getState().setUser({ ...latest, cluster_builder_state: fresh.cluster_builder_state, cluster_builder_version: version });
      onLoaded(version);
    },
    [userId, dispatch, catalogue, onLoaded],
  );

  const restoreMine = useCallback(() => {
    if (userId === null || kept === null) return;
    dispatch({ type: 'restore', items: fromStored(kept, catalogue).items, dirty: true });
    clearKept(localStorage, userId);
    setKept(null);
  }, [userId, kept, dispatch, catalogue]);

  const discardMine = useCallback(() => {
    if (userId !== null) clearKept(localStorage, userId);
    setKept(null);
  }, [userId]);

  return { kept: kept !== null, failed, loadNewer, restoreMine, discardMine };
}
