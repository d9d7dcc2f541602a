import { TOUR_ACTIONS as ACTIONS, TOUR_EVENTS as EVENTS, TOUR_STATUS as STATUS } from './joyrideEvents';

/**
 * The tour's state machine as pure functions. The component feeds it the
 * events react-joyride reports; it answers with the next controlled state (run, stepIndex) and
 * how the tour ended, if it did. Side effects (navigation, the API, storage) stay outside.
 */
export interface TourState {
  run: boolean;
  stepIndex: number;
  /** +1 while moving forwards, -1 after 'Terug': a missing target is skipped in that direction. */
  direction: 1 | -1;
}

export type TourOutcome = 'finished' | 'skipped' | 'closed';

export interface TourTransition {
  state: TourState;
  outcome?: TourOutcome;
}

/** The fields of a react-joyride event the machine reads. */
export interface TourSignal {
  type: string;
  action: string;
  index: number;
  status: string;
}

export const STOPPED_TOUR: TourState = { run: false, stepIndex: 0, direction: 1 };

/** Stopping sets run false and stepIndex 0. */
export function stopTour(): TourState {
  return STOPPED_TOUR;
}

/** Starting runs from step 0 (after the reset and the start delay, handled by the caller). */
export function startTour(): TourState {
  return { run: true, stepIndex: 0, direction: 1 };
}

function end(outcome: TourOutcome): TourTransition {
  return { state: stopTour(), outcome };
}

/** Moves by one step, clamped at 0; moving past the last step finishes the tour. */
function move(from: number, direction: 1 | -1, total: number): TourTransition {
  const next = Math.max(0, from + direction);
  if (next >= total) return end('finished');
  return { state: { run: true, stepIndex: next, direction } };
}

export function nextTourState(state: TourState, signal: TourSignal, total: number): TourTransition {
  if (!state.run) return { state };

  if (signal.type === EVENTS.STEP_AFTER) {
    switch (signal.action) {
      case ACTIONS.NEXT:
        return move(signal.index, 1, total);
      case ACTIONS.PREV:
        return move(signal.index, -1, total);
      case ACTIONS.SKIP:
        return end('skipped');
      case ACTIONS.CLOSE:
        return end('closed');
      default:
        return { state };
    }
  }
  if (signal.type === EVENTS.TARGET_NOT_FOUND) return move(signal.index, state.direction, total);
  if (signal.type === EVENTS.TOUR_END) return end(signal.status === STATUS.SKIPPED ? 'skipped' : 'finished');
  return { state };
}

export interface OutcomeEffects {
  /** PUT has_completed_tour true (only if not already true). */
  markCompleted: boolean;
  /** Store the session dismissal, so the tour does not start again in this session. */
  storeDismissal: boolean;
}

/** Finishing or skipping marks the tour completed; closing only dismisses it for the session. */
export function outcomeEffects(outcome: TourOutcome | undefined): OutcomeEffects {
  return {
    markCompleted: outcome === 'finished' || outcome === 'skipped',
    storeDismissal: outcome === 'closed',
  };
}

/** Auto-start for a user who has not completed the tour, unless dismissed in this session. */
export function shouldAutoStart(hasCompletedTour: boolean | null | undefined, dismissed: boolean): boolean {
  return hasCompletedTour !== true && !dismissed;
}
