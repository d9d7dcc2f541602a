import type { User } from '@doorloopjes/shared';
import type Konva from 'konva';
import { useCallback, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useAnnouncer } from '../hooks/useAnnouncer';
import { useClusterActions } from '../hooks/useClusterActions';
import { useDraftPersistence } from '../hooks/useDraftPersistence';
import { useElementSize } from '../hooks/useElementSize';
import { useSaveCluster } from '../hooks/useSaveCluster';
import type { Catalogue } from '../model/catalogue';
import { clusterReducer } from '../model/clusterReducer';
import { readDraft } from '../model/draft';
import { buildInitialCluster } from '../model/initialState';
import { contentKey, type CanvasItem } from '../model/types';
import { CanvasFrame } from './CanvasFrame';
import { ClusterCanvas } from './ClusterCanvas';
import { DownloadButton } from './DownloadButton';
import { PlacedItemList } from './PlacedItemList';
import { SaveControls } from './SaveControls';
import { SearchAdd } from './SearchAdd';

const FALLBACK_SIZE = { width: 960, height: 600 };

/** The builder itself: restored once on mount, then edited, saved and exported. */
export function ClusterEditor({ user, catalogue }: { user: User | null; catalogue: Catalogue }) {
  const userId = user?.id ?? null;
  const [initial] = useState(() =>
    buildInitialCluster(user?.cluster_builder_state, userId === null ? null : readDraft(localStorage, userId), catalogue),
  );
  const [state, dispatch] = useReducer(clusterReducer, initial.state);
  useDraftPersistence(userId, state);

  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useElementSize(frameRef, FALLBACK_SIZE);
  const { announcement, announce } = useAnnouncer();
  const titleOf = useCallback((item: CanvasItem) => catalogue.byKey.get(contentKey(item.type, item.id))?.title ?? '', [catalogue]);
  const actions = useClusterActions({ state, dispatch, titleOf, announce, stageRef });

  const markSaved = useCallback((revision: number) => dispatch({ type: 'saved', revision }), []);
  const { status, save } = useSaveCluster(markSaved);

  const onKey = (event: KeyboardEvent, instanceId: string | null) => {
    // After a removal the row (or selection) is gone: keep focus on the canvas, not on <body>.
    if (actions.handleKey(event, instanceId)) frameRef.current?.focus();
  };
  const removeAndRefocus = (instanceId: string) => {
    actions.remove(instanceId);
    frameRef.current?.focus();
  };

  return (
    <div className="cl-editor">
      {initial.notices.map((notice) => (
        <p key={notice} className="cl-notice" role="note">
          {notice}
        </p>
      ))}
      <div className="cl-toolbar">
        <SearchAdd options={catalogue.options} onAdd={actions.add} />
        <SaveControls status={status} onSave={() => void save(state.items, state.revision)} />
        <DownloadButton stageRef={stageRef} disabled={state.items.length === 0} />
      </div>
      <div className="cl-workspace">
        <CanvasFrame ref={frameRef} onKeyDown={(event) => onKey(event, null)}>
          <ClusterCanvas
            items={state.items}
            selectedId={state.selectedId}
            size={size}
            titleOf={titleOf}
            onSelect={actions.select}
            onMove={actions.move}
            stageRef={stageRef}
          />
        </CanvasFrame>
        <PlacedItemList
          items={state.items}
          selectedId={state.selectedId}
          titleOf={titleOf}
          onSelect={actions.select}
          onScale={actions.scale}
          onRemove={removeAndRefocus}
          onKeyDown={onKey}
        />
      </div>
      <p className="dl-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
