import { STORAGE_KEYS } from '@doorloopjes/runtime';
import { messages, paths } from '@doorloopjes/shared';

/** The tour starts 10 ms after it was reset. */
export const TOUR_START_DELAY_MS = 10;

/** Session-storage key of the 'closed for this session' flag (the value stored is '1'). */
export const TOUR_DISMISSED_KEY = STORAGE_KEYS.tourDismissed;

export type TourPlacement = 'center' | 'right' | 'left' | 'top' | 'bottom-end';

export interface TourStepDefinition {
  /** Value of the `data-tour` attribute of the target; absent for the centred welcome step. */
  tourId?: string;
  /** The route the tour navigates to when it reaches this step. */
  route: string;
  title?: string;
  content: string;
  placement: TourPlacement;
  /** Placement at the narrow-screen breakpoint, where the sidebar is a bar at the bottom. */
  narrowPlacement?: TourPlacement;
  /** On narrow screens this step's target lives in the 'Meer' sheet, which the tour opens. */
  inMoreSheet?: boolean;
}

const l = messages.layout;

/** The 9 steps, in order, with their routes (docs/product.md, 'Onboarding tour'). */
export const TOUR_STEPS: readonly TourStepDefinition[] = [
  { route: paths.dashboard(), title: l.tourWelcomeTitle, content: l.tourWelcome, placement: 'center' },
  { tourId: 'nav-dashboard', route: paths.dashboard(), content: l.tourDashboard, placement: 'right', narrowPlacement: 'top' },
  { tourId: 'nav-doorloopjes', route: paths.doorloopjes(), content: l.tourDoorloopjes, placement: 'right', narrowPlacement: 'top' },
  { tourId: 'nav-clusters', route: paths.clusterBuilder(), content: l.tourClusters, placement: 'right', narrowPlacement: 'top' },
  { tourId: 'nav-nieuws', route: paths.nieuws(), content: l.tourNews, placement: 'right', narrowPlacement: 'top' },
  { tourId: 'nav-kennisbank', route: paths.achtergronden(), content: l.tourKennisbank, placement: 'right', narrowPlacement: 'top', inMoreSheet: true },
  { tourId: 'nav-webinars', route: paths.webinars(), content: l.tourWebinars, placement: 'right', narrowPlacement: 'top', inMoreSheet: true },
  { tourId: 'nav-contact', route: paths.webinars(), content: l.tourContact, placement: 'right', narrowPlacement: 'top', inMoreSheet: true },
  { tourId: 'profile-menu', route: paths.dashboard(), content: l.tourProfile, placement: 'left', narrowPlacement: 'bottom-end' },
];

export const TOUR_STEP_COUNT = TOUR_STEPS.length;

export function routeForStep(index: number): string | undefined {
  return TOUR_STEPS[index]?.route;
}

/**
 * The product opens the sheet for 'steps 5, 6 and 7': the step indexes of the three targets
 * (Kennisbank, Webinars, Contact) that sit in the 'Meer' sheet on narrow screens.
 */
export function moreSheetOpenForStep(index: number, narrow: boolean): boolean {
  return narrow && TOUR_STEPS[index]?.inMoreSheet === true;
}

export function placementForStep(step: TourStepDefinition, narrow: boolean): TourPlacement {
  return narrow ? (step.narrowPlacement ?? step.placement) : step.placement;
}
