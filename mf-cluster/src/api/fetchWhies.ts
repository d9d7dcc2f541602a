import type { Why } from '@doorloopjes/shared';
import { fetchExplainerTitles } from './explainerTitles';

/** GET /api/whies: every why item that can be placed on the canvas. */
export function fetchWhies(): Promise<Why[]> {
  return fetchExplainerTitles('/api/whies');
}
