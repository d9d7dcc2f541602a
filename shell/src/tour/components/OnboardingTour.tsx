import { useMemo } from 'react';
import { Joyride, type EventData } from 'react-joyride';
import { TOUR_STYLES, TOUR_THEME, buildJoyrideSteps } from '../joyrideSteps';
import type { TourState } from '../tourMachine';
import { useTourAboveDialogs } from '../hooks/useTourAboveDialogs';

interface OnboardingTourProps {
  state: TourState;
  narrow: boolean;
  onEvent: (data: EventData) => void;
}

/** The controlled react-joyride tour: run and stepIndex come from the layout's tour state. */
export function OnboardingTour({ state, narrow, onEvent }: OnboardingTourProps) {
  // Stable per width: a new steps array would make joyride reload its steps.
  const steps = useMemo(() => buildJoyrideSteps(narrow), [narrow]);
  useTourAboveDialogs(state.run);
  return (
    <Joyride
      steps={steps}
      run={state.run}
      stepIndex={state.stepIndex}
      continuous
      onEvent={onEvent}
      options={{ ...TOUR_THEME, skipBeacon: true }}
      styles={TOUR_STYLES}
    />
  );
}
