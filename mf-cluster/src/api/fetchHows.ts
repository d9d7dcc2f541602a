import type { How } from '@doorloopjes/shared';
import { fetchExplainerTitles } from './explainerTitles';

/** GET /api/hows: every how item that can be placed on the canvas. */
export function fetchHows(): Promise<How[]> {
  return fetchExplainerTitles('/api/hows');
}
