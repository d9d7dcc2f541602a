import type { ContentItem } from '../../catalogue/types.js';
import { foldTitle } from '../../language/dutchText.js';
import type { ChatContext } from '@doorloopjes/assistant-context';

export type ProgressStatus = 'completed' | 'inProgress' | 'saved';

/** The user's relation to an item, read from the titles in the context header. */
export function progressOf(item: ContentItem, context: ChatContext): ProgressStatus | undefined {
  if (item.kind !== 'doorloopje') return undefined;
  const title = foldTitle(item.title);
  const has = (titles: string[]) => titles.some((entry) => foldTitle(entry) === title);
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

