import { useState, type ReactNode } from 'react';
import { messages } from '@doorloopjes/messages';

/** Index after a step that wraps around at both ends (carousels wrap around). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export interface CarouselProps<T> {
  title: string;
  items: T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  emptyText?: string;
  className?: string;
}

/** One item at a time with previous/next arrows that wrap around; announced politely. */
export function Carousel<T>({ title, items, renderItem, getKey, emptyText, className }: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const current = items[wrapIndex(index, items.length)];
  return (
    <section className={`dl-carousel${className ? ` ${className}` : ''}`} aria-roledescription="carousel" aria-label={title}>
      <div className="dl-carousel-header">
        <h2 className="dl-carousel-title">{title}</h2>
        {items.length > 1 && (
          <div className="dl-carousel-controls">
            <button type="button" aria-label={`${messages.common.previous}: ${title}`} onClick={() => setIndex((i) => wrapIndex(i - 1, items.length))}>
              ‹
            </button>
            <span className="dl-carousel-count" aria-hidden="true">
              {wrapIndex(index, items.length) + 1} / {items.length}
            </span>
            <button type="button" aria-label={`${messages.common.next}: ${title}`} onClick={() => setIndex((i) => wrapIndex(i + 1, items.length))}>
              ›
            </button>
          </div>
        )}
      </div>
      <div className="dl-carousel-slide" aria-live="polite">
        {current === undefined ? <p className="dl-empty">{emptyText}</p> : <div key={getKey(current)}>{renderItem(current)}</div>}
      </div>
    </section>
  );
}
