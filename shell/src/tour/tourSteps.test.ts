import { messages } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../layout/navigation';
import { buildJoyrideSteps, tourButtons, tourLabels } from './joyrideSteps';
import { TOUR_STEPS, TOUR_STEP_COUNT, moreSheetOpenForStep, routeForStep } from './tourSteps';

describe('tour steps', () => {
  it('has 9 steps with the routes, in order', () => {
    expect(TOUR_STEP_COUNT).toBe(9);
    expect(TOUR_STEPS.map((_, index) => routeForStep(index))).toEqual([
      '/dashboard',
      '/dashboard',
      '/doorloopjes',
      '/cluster-builder-test',
      '/nieuws',
      '/achtergronden',
      '/webinars',
      '/webinars',
      '/dashboard',
    ]);
  });

  it('centres a welcome step first, then follows the sidebar order, Contact and the profile menu', () => {
    expect(TOUR_STEPS[0]).toMatchObject({ placement: 'center', title: messages.layout.tourWelcomeTitle });
    expect(TOUR_STEPS.slice(1).map((step) => step.tourId)).toEqual([...NAV_ITEMS.map((item) => item.tourId), 'nav-contact', 'profile-menu']);
  });

  it('labels the buttons Terug, Overslaan, Klaar and Volgende (Stap N van M)', () => {
    expect(tourLabels(0, 9)).toEqual({ back: 'Terug', skip: 'Overslaan', last: 'Klaar', next: 'Volgende (Stap 1 van 9)' });
    expect(tourLabels(7, 9).next).toBe('Volgende (Stap 8 van 9)');
  });

  it('shows Overslaan (and Terug) only from the second step on, and never a close button', () => {
    expect(tourButtons(0)).toEqual(['skip', 'primary']);
    for (let index = 1; index < 9; index += 1) expect(tourButtons(index)).toEqual(['back', 'skip', 'primary']);
  });

  it('disables beacons and overlay clicks on the first step, and leaves Escape to the tour itself', () => {
    const steps = buildJoyrideSteps(false, () => null);
    expect(steps.every((step) => step.skipBeacon === true)).toBe(true);
    expect(steps.every((step) => step.dismissKeyAction === false)).toBe(true);
    expect(steps[0]).toMatchObject({ target: 'body', overlayClickAction: false });
    expect(steps.slice(1).every((step) => step.overlayClickAction === 'close')).toBe(true);
  });

  it('places sidebar tooltips on top and the profile menu bottom-end on narrow screens', () => {
    const wide = buildJoyrideSteps(false, () => null).map((step) => step.placement);
    const narrow = buildJoyrideSteps(true, () => null).map((step) => step.placement);
    expect(wide).toEqual(['center', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left']);
    expect(narrow).toEqual(['center', 'top', 'top', 'top', 'top', 'top', 'top', 'top', 'bottom-end']);
  });

  it('resolves each target through its data-tour id', () => {
    const asked: string[] = [];
    const element = document.createElement('a');
    const steps = buildJoyrideSteps(false, (tourId) => {
      asked.push(tourId);
      return element;
    });
    const target = steps[2]?.target;
    expect(typeof target === 'function' ? target() : null).toBe(element);
    expect(asked).toEqual(['nav-doorloopjes']);
  });

  it('opens the Meer sheet for the Kennisbank, Webinars and Contact steps on narrow screens only', () => {
    expect(TOUR_STEPS.map((_, index) => moreSheetOpenForStep(index, true))).toEqual([false, false, false, false, false, true, true, true, false]);
    expect(TOUR_STEPS.some((_, index) => moreSheetOpenForStep(index, false))).toBe(false);
  });
});
