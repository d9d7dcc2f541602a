import type { ContentItem } from '../../catalogue/types.js';
import type { ChatContext } from '@doorloopjes/assistant-context';

export type ProgressStatus = 'completed' | 'inProgress' | 'saved';

/** The user's relation to an item, read from the titles in the context header. */
export function progressOf(item: ContentItem, context: ChatContext): ProgressStatus | undefined {
  if (item.kind !== 'doorloopje') return undefined;
  const title = normalizeTitle(item.title);
  const has = (titles: string[]) => titles.some((entry) => normalizeTitle(entry) === title);
  if (has(context.completed)) return 'completed';
  if (has(context.inProgress)) return 'inProgress';
  if (has(context.saved)) return 'saved';
  return undefined;
}

export const PROGRESS_NOTE: Record<ProgressStatus, string> = {
  completed: 'je hebt dit al afgerond',
  inProgress: 'je bent hier al mee bezig',
  saved: 'je hebt dit opgeslagen',
};

export function normalizeTitle(title: string): string {
  return title.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}
