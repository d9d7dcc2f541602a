import { messages } from '@doorloopjes/shared';
import type { Step, Styles } from 'react-joyride';
import { TOUR_STEPS, placementForStep, type TourStepDefinition } from './tourSteps';

/** Tour styling constants. */
export const TOUR_THEME = {
  primaryColor: '#58595b',
  textColor: '#231f20',
  backgroundColor: '#ffffff',
  zIndex: 10000,
} as const;

export const TOUR_STYLES: Partial<Styles> = {
  buttonPrimary: { borderRadius: 999, padding: '8px 16px' },
  buttonBack: { color: TOUR_THEME.primaryColor },
  buttonSkip: { color: TOUR_THEME.primaryColor },
};

export interface TourButtonLabels {
  back: string;
  skip: string;
  last: string;
  next: string;
}

/** Labels per step: 'Volgende (Stap N van M)' counts from 1. */
export function tourLabels(index: number, total: number): TourButtonLabels {
  const l = messages.layout;
  return { back: l.tourBack, skip: l.tourSkip, last: l.tourLast, next: l.tourNext(index + 1, total) };
}

/**
 * 'Overslaan' on every step, the welcome included (a keyboard user must be able to leave a tour
 * they did not ask for at once); 'Terug' from the second step on; there is never a close button.
 */
export function tourButtons(index: number): Array<'back' | 'skip' | 'primary'> {
  return index === 0 ? ['skip', 'primary'] : ['back', 'skip', 'primary'];
}

export type TargetResolver = (tourId: string) => HTMLElement | null;

/** The first element with this `data-tour` id that is actually shown (desktop or narrow copy). */
export const visibleTourTarget: TargetResolver = (tourId) => {
  const candidates = document.querySelectorAll<HTMLElement>(`[data-tour="${tourId}"]`);
  return Array.from(candidates).find((element) => element.getClientRects().length > 0) ?? null;
};

function toJoyrideStep(definition: TourStepDefinition, index: number, narrow: boolean, resolve: TargetResolver): Step {
  const { tourId } = definition;
  const firstStep = index === 0;
  return {
    target: tourId ? () => resolve(tourId) : 'body',
    placement: placementForStep(definition, narrow),
    title: definition.title,
    content: definition.content,
    skipBeacon: true,
    buttons: tourButtons(index),
    locale: tourLabels(index, TOUR_STEPS.length),
    // Escape is handled by the tour itself (it skips, like 'Overslaan'); joyride would only close.
    dismissKeyAction: false,
    // A click on the overlay of the first step is most likely a stray one; later it closes.
    overlayClickAction: firstStep ? false : 'close',
    // Every target sits in the sticky sidebar, the fixed bottom bar or the fixed sheet: always in
    // view. Scrolling towards it, or positioning against the page, only makes the tooltip move
    // while the routed page below changes.
    isFixed: tourId !== undefined,
    skipScroll: tourId !== undefined,
  };
}

/** The react-joyride steps for the current screen width. */
export function buildJoyrideSteps(narrow: boolean, resolve: TargetResolver = visibleTourTarget): Step[] {
  return TOUR_STEPS.map((definition, index) => toJoyrideStep(definition, index, narrow, resolve));
}
