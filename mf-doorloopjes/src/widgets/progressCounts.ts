import type { Doorloopje } from '@doorloopjes/shared';
import { statusOf, type UserProgress } from '../progress/userProgress';

export interface ProgressCounts {
  completed: number;
  inProgress: number;
  notStarted: number;
  total: number;
}

/** Counts over the guide list, by the same derived status the list and detail show. */
export function progressCounts(list: readonly Doorloopje[], progress: UserProgress): ProgressCounts {
  const counts: ProgressCounts = { completed: 0, inProgress: 0, notStarted: 0, total: list.length };
  for (const item of list) {
    const status = statusOf(progress, item.id);
    if (status === 'completed') counts.completed += 1;
    else if (status === 'in_progress') counts.inProgress += 1;
    else counts.notStarted += 1;
  }
  return counts;
}

export function completedPercent(counts: ProgressCounts): number {
  return counts.total === 0 ? 0 : Math.round((counts.completed / counts.total) * 100);
}
