import type Konva from 'konva';
import { useCallback, useRef, type Dispatch, type KeyboardEvent, type RefObject } from 'react';
import { actionOf, keyAction, type ClusterAction } from '../model/clusterReducer';
import type { ClusterState } from '../model/clusterState';
import { createInstanceId } from '../model/instanceId';
import { visibleCentre } from '../model/placement';
import { SCALE_DEFAULT } from '../model/scale';
import type { CanvasItem, ContentOption } from '../model/types';

interface ActionDeps {
  state: ClusterState;
  dispatch: Dispatch<ClusterAction>;
  titleOf: (item: CanvasItem) => string;
  announce: (text: string) => void;
  stageRef: RefObject<Konva.Stage | null>;
}

/**
 * The editing actions (model/actions/) as the canvas, the item list and the keyboard use them:
 * each taken with its screen-reader announcement. Callbacks read the latest state through a ref
 * so they stay stable and the memoised hexagons do not re-render on every change.
 */
export function useClusterActions({ state, dispatch, titleOf, announce, stageRef }: ActionDeps) {
  const latest = useRef(state);
  latest.current = state;

  const take = useCallback(
    (action: ClusterAction) => {
      const registered = actionOf(action);
      const before = latest.current;
      if (registered.ignored?.(before, action)) return;
      dispatch(action);
      const text = registered.announcement?.(before, action, titleOf);
      if (text) announce(text);
    },
    [announce, dispatch, titleOf],
  );

  const add = useCallback(
    (option: ContentOption) => {
      const stage = stageRef.current;
      const centre = stage ? visibleCentre({ width: stage.width(), height: stage.height() }, stage.position()) : { x: 0, y: 0 };
      const taken = new Set(latest.current.items.map((item) => item.instanceId));
      take({ type: 'add', item: { instanceId: createInstanceId(taken), id: option.id, type: option.type, ...centre, scale: SCALE_DEFAULT } });
    },
    [take, stageRef],
  );
  const select = useCallback((instanceId: string | null) => take({ type: 'select', instanceId }), [take]);
  const move = useCallback((instanceId: string, x: number, y: number) => take({ type: 'move', instanceId, x, y }), [take]);
  const moveBy = (instanceId: string, dx: number, dy: number) => take({ type: 'moveBy', instanceId, dx, dy });
  const scale = (instanceId: string, direction: 1 | -1) => take({ type: 'scale', instanceId, direction });
  const remove = (instanceId: string) => take({ type: 'remove', instanceId });

  /** Keys act on `instanceId` (a list row) or else on the selected item (the canvas); true after a removal. */
  const handleKey = (event: KeyboardEvent, instanceId: string | null): boolean => {
    const target = instanceId ?? latest.current.selectedId;
    const pressed = target ? keyAction(event.key, event.shiftKey, target) : null;
    if (!pressed) return false;
    event.preventDefault();
    take(pressed.action);
    return pressed.command.kind === 'remove';
  };

  return { add, select, move, moveBy, scale, remove, handleKey };
}
