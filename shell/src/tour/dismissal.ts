import { readStored, writeStored } from '@doorloopjes/runtime';
import { TOUR_DISMISSED_KEY } from './tourSteps';

/** The session dismissal, stored as '1'. */
export function isTourDismissed(): boolean {
  return readStored('session', TOUR_DISMISSED_KEY) === '1';
}

/** Without session storage the tour simply starts again on the next load. */
export function storeTourDismissal(): void {
  writeStored('session', TOUR_DISMISSED_KEY, '1');
}
