import type { ClusterItemType, Doorloopje, Explainer } from '@doorloopjes/shared';
import { contentKey, type ContentOption } from '../../cluster/model/types';

export interface Catalogue {
  options: ContentOption[];
  /** contentKey(type, documentId) -> option, to find a placed item's title. */
  byKey: ReadonlyMap<string, ContentOption>;
  /** contentKey(type, numeric row id) -> option: layouts saved before documentIds named items so. */
  byRowId: ReadonlyMap<string, ContentOption>;
}

const optionOf = (type: ClusterItemType, item: Doorloopje | Explainer): ContentOption => ({
  // Strapi 5 answers every entry with its documentId; the row id only stands in for one without.
  id: item.documentId ?? String(item.id),
  rowId: item.id,
  type,
  title: item.title,
});

/** Everything that can be placed, doorloopjes first, then why and how items. */
export function buildCatalogue(doorloopjes: readonly Doorloopje[], whies: readonly Explainer[], hows: readonly Explainer[]): Catalogue {
  const options: ContentOption[] = [
    ...doorloopjes.map((item) => optionOf('doorloopje', item)),
    ...whies.map((item) => optionOf('why', item)),
    ...hows.map((item) => optionOf('how', item)),
  ];
  return {
    options,
    byKey: new Map(options.map((option) => [contentKey(option.type, option.id), option])),
    byRowId: new Map(options.map((option) => [contentKey(option.type, option.rowId), option])),
  };
}
