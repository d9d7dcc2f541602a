import type { Key } from 'react';
import { ContentCard, type ContentCardProps } from './ContentCard';

interface CardListProps<T> {
  items: readonly T[];
  /** Shown instead of the list when there are no items. */
  emptyText: string;
  getKey: (item: T) => Key;
  card: (item: T) => ContentCardProps;
  /** Cards side by side where the page is wide enough, instead of one under the other. */
  grid?: boolean;
}

/** A list page's items as cards, or its empty message (/nieuws, /webinars' columns, /achtergronden). */
export function CardList<T>({ items, emptyText, getKey, card, grid = false }: CardListProps<T>) {
  if (items.length === 0) return <p className="dl-empty">{emptyText}</p>;
  return (
    <ul className={grid ? 'ct-card-list ct-card-grid' : 'ct-card-list'}>
      {items.map((item) => (
        <li key={getKey(item)}>
          <ContentCard {...card(item)} />
        </li>
      ))}
    </ul>
  );
}
