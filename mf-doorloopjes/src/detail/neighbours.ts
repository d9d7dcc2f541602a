import type { Doorloopje } from '@doorloopjes/shared';

export interface Neighbours {
  previous: Doorloopje | null;
  next: Doorloopje | null;
}

/** Previous and next guide by list order (book, then page); none past either end. */
export function neighboursOf(list: readonly Doorloopje[], slug: string): Neighbours {
  const index = list.findIndex((item) => item.slug === slug);
  if (index === -1) return { previous: null, next: null };
  return { previous: list[index - 1] ?? null, next: list[index + 1] ?? null };
}
