import { useSessionStore } from '@doorloopjes/runtime';
import { useEscapeSkipsTour } from './useEscapeSkipsTour';
import { useReturnFocusAfterTour } from './useReturnFocusAfterTour';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventData } from 'react-joyride';
import { TOUR_EVENTS } from '../joyrideEvents';
import { useLocation, useNavigate } from 'react-router-dom';
import { isTourDismissed, storeTourDismissal } from '../dismissal';
import { STOPPED_TOUR, nextTourState, outcomeEffects, shouldAutoStart, startTour, stopTour, type TourOutcome, type TourState } from '../tourMachine';
import { TOUR_START_DELAY_MS, TOUR_STEP_COUNT, moreSheetOpenForStep, routeForStep } from '../tourSteps';

export interface UseTourOptions {
  narrow: boolean;
  /** Opens or closes the 'Meer' sheet (the tour opens it for the steps whose target is in it). */
  setMoreSheetOpen: (open: boolean) => void;
}

export interface UseTour {
  state: TourState;
  restart: () => void;
  onEvent: (data: EventData) => void;
}

/** Drives the controlled react-joyride tour: start/stop timing, routes, the sheet and outcomes. */
export function useTour({ narrow, setMoreSheetOpen }: UseTourOptions): UseTour {
  const [state, setState] = useState<TourState>(STOPPED_TOUR);
  // Joyride can report several events in one tick; each must see the state the previous one left.
  const stateRef = useRef(state);
  const startTimer = useRef<number | undefined>(undefined);
  const update = useCallback((next: TourState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const rememberFocus = useReturnFocusAfterTour(state.run);
  const restart = useCallback(() => {
    rememberFocus();
    // Starting first resets, then runs from step 0 after the start delay; a pending start is cancelled.
    window.clearTimeout(startTimer.current);
    update(stopTour());
    startTimer.current = window.setTimeout(() => update(startTour()), TOUR_START_DELAY_MS);
  }, [update, rememberFocus]);

  useEffect(() => () => window.clearTimeout(startTimer.current), []);

  const onEvent = useCallback(
    (data: EventData) => {
      if (data.type === TOUR_EVENTS.TARGET_NOT_FOUND) console.warn('Target not mounted', data.step.target);
      const transition = nextTourState(stateRef.current, data, TOUR_STEP_COUNT);
      if (transition.state !== stateRef.current) update(transition.state);
      applyOutcome(transition.outcome);
    },
    [update],
  );

  const skip = useCallback(() => {
    update(stopTour());
    applyOutcome('skipped');
  }, [update]);
  useEscapeSkipsTour(state.run, skip);

  useAutoStart(restart);
  useStepSideEffects(state, narrow, setMoreSheetOpen);
  return { state, restart, onEvent };
}

/** Finishing or skipping marks the tour completed; closing stores the session dismissal. */
function applyOutcome(outcome: TourOutcome | undefined) {
  const effects = outcomeEffects(outcome);
  if (effects.markCompleted) void useSessionStore.getState().markTourCompleted();
  if (effects.storeDismissal) storeTourDismissal();
}

/** The tour starts by itself once per layout mount for a user who has not done it. */
function useAutoStart(restart: () => void) {
  const hasCompletedTour = useSessionStore((session) => session.user?.has_completed_tour);
  const userLoaded = useSessionStore((session) => session.user !== null);
  const considered = useRef(false);
  useEffect(() => {
    if (!userLoaded || considered.current) return;
    considered.current = true;
    if (shouldAutoStart(hasCompletedTour, isTourDismissed())) restart();
  }, [userLoaded, hasCompletedTour, restart]);
}

/** Navigates to each step's route and opens the sheet for the steps whose target is in it. */
function useStepSideEffects({ run, stepIndex }: TourState, narrow: boolean, setMoreSheetOpen: (open: boolean) => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const sheetOpenedByTour = useRef(false);

  useEffect(() => {
    if (!run) return;
    const route = routeForStep(stepIndex);
    if (route && route !== pathnameRef.current) navigate(route);
  }, [run, stepIndex, navigate]);

  useEffect(() => {
    const open = run && moreSheetOpenForStep(stepIndex, narrow);
    if (open) {
      sheetOpenedByTour.current = true;
      setMoreSheetOpen(true);
    } else if (sheetOpenedByTour.current) {
      sheetOpenedByTour.current = false;
      setMoreSheetOpen(false);
    }
  }, [run, stepIndex, narrow, setMoreSheetOpen]);
}
