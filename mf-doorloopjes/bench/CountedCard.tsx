import { memo } from 'react';
import { DoorloopjeCardView, type DoorloopjeCardProps } from '../src/list/components/DoorloopjeCard';

declare global {
  interface Window {
    __cardRenders: number;
  }
}
window.__cardRenders = 0;

/**
 * Stands in for the list's card module in the benchmark build only: the real card view behind
 * the same memo, plus a render counter, so the benchmark can prove cards are not re-rendered.
 */
function CountedCard(props: DoorloopjeCardProps) {
  window.__cardRenders += 1;
  return <DoorloopjeCardView {...props} />;
}

export const DoorloopjeCard = memo(CountedCard);
export { DoorloopjeCardView };
