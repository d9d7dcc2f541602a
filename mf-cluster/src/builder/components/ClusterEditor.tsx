import { documentVersion } from '@doorloopjes/runtime';
import { messages, type User } from '@doorloopjes/shared';
import type Konva from 'konva';
import { useCallback, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useAnnouncer } from '../hooks/useAnnouncer';
import { useClusterActions } from '../../cluster/hooks/useClusterActions';
import { useDraftPersistence } from '../../save/hooks/useDraftPersistence';
import { useElementSize } from '../../canvas/hooks/useElementSize';
import { useNewerCluster } from '../../save/hooks/useNewerCluster';
import { useSaveCluster } from '../../save/hooks/useSaveCluster';
import type { Catalogue } from '../../catalogue/model/catalogue';
import { clusterReducer } from '../../cluster/model/clusterReducer';
import { readDraft, readDraftBaseVersion } from '../../save/model/draft';
import { buildInitialCluster } from '../model/initialState';
import { contentKey, type CanvasItem } from '../../cluster/model/types';
import { CanvasFrame } from '../../canvas/components/CanvasFrame';
import { ClusterCanvas } from '../../canvas/components/ClusterCanvas';
import { ConflictDialog } from '../../save/components/ConflictDialog';
import { DownloadButton } from '../../canvas/components/DownloadButton';
import { KeptVersionNotice } from '../../save/components/KeptVersionNotice';
import { PlacedItemList } from '../../cluster/components/PlacedItemList';
import { SaveControls } from '../../save/components/SaveControls';
import { SearchAdd } from '../../catalogue/components/SearchAdd';

const FALLBACK_SIZE = { width: 960, height: 600 };

/** The builder itself: restored once on mount, then edited, saved and exported. */
export function ClusterEditor({ user, catalogue }: { user: User | null; catalogue: Catalogue }) {
  const userId = user?.id ?? null;
  const [initial] = useState(() =>
    buildInitialCluster(user?.cluster_builder_state, userId === null ? null : readDraft(localStorage, userId), catalogue),
  );
  // A restored draft keeps the version it started from; otherwise the loaded profile's version.
  const [initialBaseVersion] = useState(
    () => (userId === null ? null : readDraftBaseVersion(localStorage, userId)) ?? documentVersion(user?.cluster_builder_version),
  );
  const [state, dispatch] = useReducer(clusterReducer, initial.state);

  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useElementSize(frameRef, FALLBACK_SIZE);
  const { announcement, announce } = useAnnouncer();
  const titleOf = useCallback((item: CanvasItem) => catalogue.byKey.get(contentKey(item.type, item.id))?.title ?? '', [catalogue]);
  const actions = useClusterActions({ state, dispatch, titleOf, announce, stageRef });

  const markSaved = useCallback((revision: number) => dispatch({ type: 'saved', revision }), []);
  const { status, baseVersion, save, overwrite, adoptVersion, dismissConflict } = useSaveCluster(initialBaseVersion, markSaved);
  useDraftPersistence(userId, state, baseVersion);
  const newer = useNewerCluster({ userId, catalogue, dispatch, onLoaded: adoptVersion });

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
      {newer.kept && <KeptVersionNotice onRestore={newer.restoreMine} onDiscard={newer.discardMine} />}
      {newer.failed && (
        <p className="cl-notice cl-error" role="alert">
          {messages.cluster.loadNewerFailed}
        </p>
      )}
      {status === 'conflict' && (
        <ConflictDialog
          onLoadNewer={() => void newer.loadNewer(state.items)}
          onOverwrite={() => void overwrite(state.items, state.revision)}
          onCancel={dismissConflict}
        />
      )}
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
          onMoveBy={actions.moveBy}
          onKeyDown={onKey}
        />
      </div>
      <p className="dl-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
