import { useEffect } from 'react';
import type { ClusterState } from '../../cluster/model/clusterState';
import { clearDraft, writeDraft } from '../model/draft';
import { toStored } from '../model/stateMapping';

/**
 * Keeps localStorage in step with the canvas: a draft (with the saved version it is based on)
 * while there are unsaved changes, none after a save.
 */
export function useDraftPersistence(userId: number | null, state: Pick<ClusterState, 'items' | 'dirty'>, baseVersion: number): void {
  const { items, dirty } = state;
  useEffect(() => {
    if (userId === null) return;
    if (dirty) writeDraft(localStorage, userId, toStored(items), baseVersion);
    else clearDraft(localStorage, userId);
  }, [userId, items, dirty, baseVersion]);
}
