import { TOUR_DISMISSED_KEY } from './tourSteps';

/** The session dismissal, stored as '1'. */
export function isTourDismissed(): boolean {
  try {
    return sessionStorage.getItem(TOUR_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function storeTourDismissal(): void {
  try {
    sessionStorage.setItem(TOUR_DISMISSED_KEY, '1');
  } catch {
    // Without session storage the tour simply starts again on the next load.
  }
}
