import { messages } from '@doorloopjes/shared';
import type { Catalogue } from '../../catalogue/model/catalogue';
import { initialClusterState, type ClusterState } from '../../cluster/model/clusterState';
import { chooseInitialSource } from '../../save/model/draft';
import { fromStored } from '../../save/model/stateMapping';

export interface InitialCluster {
  state: ClusterState;
  /** Messages for the user about what the restore did (draft brought back, items dropped). */
  notices: string[];
}

/**
 * The canvas on load, built once: an unsaved draft if there is one, else the profile's saved
 * state, minus items whose content no longer exists. A restored draft stays dirty (unsaved).
 */
export function buildInitialCluster(saved: unknown, draft: unknown[] | null, catalogue: Catalogue): InitialCluster {
  const { entries, fromDraft } = chooseInitialSource(saved, draft);
  const { items, dropped } = fromStored(entries, catalogue);
  const notices: string[] = [];
  if (fromDraft && items.length > 0) notices.push(messages.cluster.draftRestored);
  if (dropped > 0) notices.push(messages.cluster.droppedNotice(dropped));
  return { state: { ...initialClusterState, items, dirty: fromDraft && items.length > 0 }, notices };
}
