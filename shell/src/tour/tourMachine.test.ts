import { ACTIONS, EVENTS, STATUS } from 'react-joyride';
import { describe, expect, it } from 'vitest';
import { STOPPED_TOUR, nextTourState, outcomeEffects, shouldAutoStart, startTour, stopTour, type TourSignal, type TourState } from './tourMachine';

const TOTAL = 9;
const running = (stepIndex: number, direction: 1 | -1 = 1): TourState => ({ run: true, stepIndex, direction });
const after = (action: string, index: number): TourSignal => ({ type: EVENTS.STEP_AFTER, action, index, status: STATUS.RUNNING });
const notFound = (index: number): TourSignal => ({ type: EVENTS.TARGET_NOT_FOUND, action: ACTIONS.UPDATE, index, status: STATUS.RUNNING });

describe('tour state machine', () => {
  it('starts at step 0 running, and stopping sets run false and step 0', () => {
    expect(startTour()).toEqual({ run: true, stepIndex: 0, direction: 1 });
    expect(stopTour()).toEqual({ run: false, stepIndex: 0, direction: 1 });
  });

  it('moves one step forward on next and one back on prev', () => {
    expect(nextTourState(running(2), after(ACTIONS.NEXT, 2), TOTAL)).toEqual({ state: running(3, 1) });
    expect(nextTourState(running(3), after(ACTIONS.PREV, 3), TOTAL)).toEqual({ state: running(2, -1) });
  });

  it('clamps prev at the first step', () => {
    expect(nextTourState(running(0), after(ACTIONS.PREV, 0), TOTAL).state.stepIndex).toBe(0);
  });

  it('finishes when moving past the last step', () => {
    const transition = nextTourState(running(8), after(ACTIONS.NEXT, 8), TOTAL);
    expect(transition).toEqual({ state: STOPPED_TOUR, outcome: 'finished' });
    expect(outcomeEffects(transition.outcome)).toEqual({ markCompleted: true, storeDismissal: false });
  });

  it('ends as skipped on skip, which marks the tour completed', () => {
    const transition = nextTourState(running(4), after(ACTIONS.SKIP, 4), TOTAL);
    expect(transition).toEqual({ state: STOPPED_TOUR, outcome: 'skipped' });
    expect(outcomeEffects(transition.outcome)).toEqual({ markCompleted: true, storeDismissal: false });
  });

  it('ends as closed on close, which only stores the session dismissal', () => {
    const transition = nextTourState(running(4), after(ACTIONS.CLOSE, 4), TOTAL);
    expect(transition).toEqual({ state: STOPPED_TOUR, outcome: 'closed' });
    expect(outcomeEffects(transition.outcome)).toEqual({ markCompleted: false, storeDismissal: true });
  });

  it('treats the end of the tour as finished or skipped by its status', () => {
    const end = (status: string): TourSignal => ({ type: EVENTS.TOUR_END, action: ACTIONS.UPDATE, index: 8, status });
    expect(nextTourState(running(8), end(STATUS.FINISHED), TOTAL).outcome).toBe('finished');
    expect(nextTourState(running(8), end(STATUS.SKIPPED), TOTAL).outcome).toBe('skipped');
  });

  it('ignores events once stopped, so a late tour-end does not act twice', () => {
    const finished = nextTourState(running(8), after(ACTIONS.NEXT, 8), TOTAL);
    const late = nextTourState(finished.state, { type: EVENTS.TOUR_END, action: ACTIONS.NEXT, index: 8, status: STATUS.FINISHED }, TOTAL);
    expect(late).toEqual({ state: finished.state });
    expect(late.outcome).toBeUndefined();
  });

  it('skips a missing target forwards, or backwards after Terug', () => {
    expect(nextTourState(running(3, 1), notFound(3), TOTAL).state).toEqual(running(4, 1));
    expect(nextTourState(running(3, -1), notFound(3), TOTAL).state).toEqual(running(2, -1));
  });

  it('finishes when the last step has no target', () => {
    expect(nextTourState(running(8), notFound(8), TOTAL).outcome).toBe('finished');
  });

  it('ignores other events', () => {
    const state = running(5);
    expect(nextTourState(state, { type: EVENTS.TOOLTIP, action: ACTIONS.UPDATE, index: 5, status: STATUS.RUNNING }, TOTAL)).toEqual({ state });
    expect(nextTourState(state, after(ACTIONS.UPDATE, 5), TOTAL)).toEqual({ state });
  });

  it('auto-starts only for a user without a completed tour who did not dismiss it', () => {
    expect(shouldAutoStart(false, false)).toBe(true);
    expect(shouldAutoStart(null, false)).toBe(true);
    expect(shouldAutoStart(undefined, false)).toBe(true);
    expect(shouldAutoStart(true, false)).toBe(false);
    expect(shouldAutoStart(false, true)).toBe(false);
  });
});
