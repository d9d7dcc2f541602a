import { messages } from '@doorloopjes/shared';
import type Konva from 'konva';
import { useCallback, useRef, type Dispatch, type KeyboardEvent, type RefObject } from 'react';
import type { ClusterAction, ClusterState } from '../model/clusterReducer';
import { createInstanceId } from '../model/instanceId';
import { keyCommand } from '../model/keyboard';
import { visibleCentre } from '../model/placement';
import { SCALE_DEFAULT, formatScale, stepScale } from '../model/scale';
import type { CanvasItem, ContentOption } from '../model/types';

interface ActionDeps {
  state: ClusterState;
  dispatch: Dispatch<ClusterAction>;
  titleOf: (item: CanvasItem) => string;
  announce: (text: string) => void;
  stageRef: RefObject<Konva.Stage | null>;
}

/**
 * The editing actions shared by the canvas, the item list and the keyboard, each with its
 * screen-reader announcement. Callbacks read the latest state through a ref so they stay stable
 * and the memoised hexagons do not re-render on every change.
 */
export function useClusterActions({ state, dispatch, titleOf, announce, stageRef }: ActionDeps) {
  const latest = useRef(state);
  latest.current = state;
  const find = (instanceId: string) => latest.current.items.find((item) => item.instanceId === instanceId);

  const add = useCallback(
    (option: ContentOption) => {
      const stage = stageRef.current;
      const centre = stage ? visibleCentre({ width: stage.width(), height: stage.height() }, stage.position()) : { x: 0, y: 0 };
      const taken = new Set(latest.current.items.map((item) => item.instanceId));
      const item: CanvasItem = { instanceId: createInstanceId(taken), id: option.id, type: option.type, ...centre, scale: SCALE_DEFAULT };
      dispatch({ type: 'add', item });
      announce(messages.cluster.announceAdded(option.title));
    },
    [announce, dispatch, stageRef],
  );

  const select = useCallback(
    (instanceId: string | null) => {
      if (instanceId === latest.current.selectedId) return;
      dispatch({ type: 'select', instanceId });
      const item = instanceId ? find(instanceId) : undefined;
      if (item) announce(messages.cluster.announceSelected(titleOf(item)));
    },
    [announce, dispatch, titleOf],
  );

  const move = useCallback((instanceId: string, x: number, y: number) => dispatch({ type: 'move', instanceId, x, y }), [dispatch]);

  const moveBy = (instanceId: string, dx: number, dy: number) => {
    const item = find(instanceId);
    if (!item) return;
    dispatch({ type: 'moveBy', instanceId, dx, dy });
    announce(messages.cluster.announceMoved(titleOf(item), item.x + dx, item.y + dy));
  };

  const scale = (instanceId: string, direction: 1 | -1) => {
    const item = find(instanceId);
    if (!item) return;
    dispatch({ type: 'scale', instanceId, direction });
    announce(messages.cluster.announceScaled(titleOf(item), formatScale(stepScale(item.scale, direction))));
  };

  const remove = (instanceId: string) => {
    const item = find(instanceId);
    if (!item) return;
    dispatch({ type: 'remove', instanceId });
    announce(messages.cluster.announceRemoved(titleOf(item)));
  };

  /** Keys act on `instanceId` (a list row) or else on the selected item (the canvas). */
  const handleKey = (event: KeyboardEvent, instanceId: string | null): boolean => {
    const command = keyCommand(event.key, event.shiftKey);
    const target = instanceId ?? latest.current.selectedId;
    if (!command || !target) return false;
    event.preventDefault();
    if (command.kind === 'move') moveBy(target, command.dx, command.dy);
    else if (command.kind === 'scale') scale(target, command.direction);
    else if (command.kind === 'remove') remove(target);
    else dispatch({ type: 'select', instanceId: null });
    return command.kind === 'remove';
  };

  return { add, select, move, moveBy, scale, remove, handleKey };
}
