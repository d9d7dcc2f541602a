import type { ContentOption } from '../../cluster/model/types';

/** The builder search shows at most 15 results. */
export const SEARCH_LIMIT = 15;

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase('nl-NL');
}

/** Case-insensitive title match over doorloopjes, why and how items; nothing for a blank query. */
export function searchContent(options: readonly ContentOption[], query: string, limit = SEARCH_LIMIT): ContentOption[] {
  const needle = normalise(query);
  if (!needle) return [];
  const hits: ContentOption[] = [];
  for (const option of options) {
    if (normalise(option.title).includes(needle)) hits.push(option);
    if (hits.length === limit) break;
  }
  return hits;
}
