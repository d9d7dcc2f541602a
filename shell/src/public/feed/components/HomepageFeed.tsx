import { messages } from '@doorloopjes/shared';
import type { FeedItem } from '../buildHomepageFeed';
import { FeedEntry } from './FeedEntry';
import './feed.css';

/** The mixed homepage feed; absent when nothing is flagged for the homepage. */
export function HomepageFeed({ items, onMoreInfo }: { items: FeedItem[]; onMoreInfo: (path: string) => void }) {
  if (items.length === 0) return null;
  return (
    <section className="sh-feed" aria-labelledby="sh-feed-title">
      <h2 id="sh-feed-title">{messages.auth.feedTitle}</h2>
      {items.map((item, index) => (
        <FeedEntry key={item.key} item={item} align={index % 2 === 0 ? 'left' : 'right'} onMoreInfo={onMoreInfo} />
      ))}
    </section>
  );
}
