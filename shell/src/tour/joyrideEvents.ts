import type { ACTIONS, EVENTS, STATUS } from 'react-joyride';

/**
 * The react-joyride event names the tour logic reads, as plain strings: the state machine and the
 * hook need them before the tour runs, and importing them from the library would put the whole
 * library in the logged-in layout's chunk (it loads only when the tour starts). `satisfies`
 * keeps them equal to the library's own values.
 */
export const TOUR_EVENTS = {
  STEP_AFTER: 'step:after',
  TARGET_NOT_FOUND: 'error:target_not_found',
  TOUR_END: 'tour:end',
} as const satisfies Partial<typeof EVENTS>;

export const TOUR_ACTIONS = { NEXT: 'next', PREV: 'prev', SKIP: 'skip', CLOSE: 'close' } as const satisfies Partial<typeof ACTIONS>;

export const TOUR_STATUS = { SKIPPED: 'skipped' } as const satisfies Partial<typeof STATUS>;
