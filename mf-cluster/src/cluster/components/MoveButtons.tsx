import { messages } from '@doorloopjes/shared';
import { MOVE_STEPS } from '../model/actions/actionMoveBy';

export interface MoveButtonsProps {
  instanceId: string;
  title: string;
  onMoveBy: (instanceId: string, dx: number, dy: number) => void;
}

/** Moves the selected item with single clicks, for whoever cannot drag (announced like the arrow keys). */
export function MoveButtons({ instanceId, title, onMoveBy }: MoveButtonsProps) {
  return (
    <span className="cl-row-actions cl-row-move" role="group" aria-label={messages.cluster.moveGroup(title)}>
      {MOVE_STEPS.map((step) => (
        <button key={step.symbol} type="button" aria-label={step.label(title)} onClick={() => onMoveBy(instanceId, step.dx, step.dy)}>
          {step.symbol}
        </button>
      ))}
    </span>
  );
}
