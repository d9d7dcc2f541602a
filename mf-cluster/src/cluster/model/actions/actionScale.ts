import { messages } from '@doorloopjes/shared';
import { findItem, itemGone, update } from '../clusterState';
import { formatScale, stepScale } from '../scale';
import { register } from './register';

/** Makes an item one step larger (+1) or smaller (-1): the + and - keys and buttons. */
export interface ScaleAction {
  type: 'scale';
  instanceId: string;
  direction: 1 | -1;
}

export interface ScaleCommand {
  kind: 'scale';
  direction: 1 | -1;
}

const SCALE_KEYS: Record<string, 1 | -1> = { '+': 1, '=': 1, '-': -1, _: -1 };

/** The scale buttons of a placed item's row, in their order there. */
export const SCALE_BUTTONS: readonly { direction: 1 | -1; symbol: string; label: (title: string) => string }[] = [
  { direction: -1, symbol: '−', label: messages.cluster.scaleDown },
  { direction: 1, symbol: '+', label: messages.cluster.scaleUp },
];

export const actionScale = register<ScaleAction, ScaleCommand>({
  perform: (state, action) => update(state, action.instanceId, (item) => ({ ...item, scale: stepScale(item.scale, action.direction) })),
  ignored: itemGone,
  // Announced at the bounds too, where the scale stays: the user hears it cannot go further.
  announcement: (before, action, titleOf) => {
    const item = findItem(before, action.instanceId)!;
    return messages.cluster.announceScaled(titleOf(item), formatScale(stepScale(item.scale, action.direction)));
  },
  keyCommand: (key) => {
    const direction = SCALE_KEYS[key];
    return direction ? { kind: 'scale', direction } : null;
  },
  fromKey: (command, instanceId) => ({ type: 'scale', instanceId, direction: command.direction }),
});
