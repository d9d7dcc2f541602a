import type { Doorloopje, Explainer } from '@doorloopjes/shared';
import { contentKey, type ContentOption } from '../../cluster/model/types';

export interface Catalogue {
  options: ContentOption[];
  /** contentKey -> option, to find a placed item's title. */
  byKey: ReadonlyMap<string, ContentOption>;
}

/** Everything that can be placed, doorloopjes first, then why and how items. */
export function buildCatalogue(doorloopjes: readonly Doorloopje[], whies: readonly Explainer[], hows: readonly Explainer[]): Catalogue {
  const options: ContentOption[] = [
    ...doorloopjes.map((item) => ({ id: item.id, type: 'doorloopje' as const, title: item.title })),
    ...whies.map((item) => ({ id: item.id, type: 'why' as const, title: item.title })),
    ...hows.map((item) => ({ id: item.id, type: 'how' as const, title: item.title })),
  ];
  return { options, byKey: new Map(options.map((option) => [contentKey(option.type, option.id), option])) };
}
