import { formatDate, formatDateTime, messages, Picture } from '@doorloopjes/shared';
import type { FeedItem } from '../buildHomepageFeed';
import { FEED_LABELS } from '../feedLabels';
import { WebinarLinks } from './WebinarLinks';

interface Props {
  item: FeedItem;
  /** Entries alternate left and right by index. */
  align: 'left' | 'right';
  onMoreInfo: (path: string) => void;
}

export function FeedEntry({ item, align, onMoreInfo }: Props) {
  const date = item.webinar ? formatDateTime(item.webinar.eventDate) : formatDate(item.sortDate);
  return (
    <article className={`sh-feed-entry sh-feed-${align}`} aria-labelledby={`sh-feed-${item.key}`}>
      {/* 40% of the entry (at most 420 px, less on tablets) beside the text; full width on narrow screens. */}
      <Picture image={item.image} preferred="small" className="sh-feed-image" sizes="(max-width: 768px) 100vw, min(40vw, 420px)" alt="" loading="lazy" decoding="async" />
      <div className="sh-feed-text">
        <p className="sh-feed-meta">
          <span className="sh-feed-label">{FEED_LABELS[item.kind]}</span>
          {date && <span> · {date}</span>}
        </p>
        <h3 id={`sh-feed-${item.key}`}>{item.title}</h3>
        {item.summary && <p>{item.summary}</p>}
        <div className="sh-feed-actions">
          <button type="button" className="button" onClick={() => onMoreInfo(item.path)} aria-describedby={`sh-feed-${item.key}`}>
            {messages.auth.moreInfo}
          </button>
          {item.webinar && <WebinarLinks webinar={item.webinar} />}
        </div>
      </div>
    </article>
  );
}
