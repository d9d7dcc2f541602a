import { useId, type ReactNode } from 'react';

interface TitledListProps<T extends { id: number }> {
  title: string;
  className: string;
  items: readonly T[] | null | undefined;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}

/** A section named by its heading with one list item per entry; absent when there are none. */
export function TitledList<T extends { id: number }>({ title, className, items, itemClassName, children }: TitledListProps<T>) {
  const headingId = useId();
  if (!items || items.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
