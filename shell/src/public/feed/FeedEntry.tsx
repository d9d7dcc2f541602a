import { formatDate, formatDateTime, mediaUrl, messages } from '@doorloopjes/shared';
import type { FeedItem } from './buildHomepageFeed';
import { FEED_LABELS } from './feedLabels';
import { WebinarLinks } from './WebinarLinks';

interface Props {
  item: FeedItem;
  /** Entries alternate left and right by index (SPEC section 2). */
  align: 'left' | 'right';
  onMoreInfo: (path: string) => void;
}

export function FeedEntry({ item, align, onMoreInfo }: Props) {
  const image = mediaUrl(item.image?.formats?.small?.url ?? item.image?.url);
  const date = item.webinar ? formatDateTime(item.webinar.eventDate) : formatDate(item.sortDate);
  return (
    <article className={`sh-feed-entry sh-feed-${align}`} aria-labelledby={`sh-feed-${item.key}`}>
      {image && <img className="sh-feed-image" src={image} alt="" loading="lazy" />}
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
