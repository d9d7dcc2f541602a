import { messages, paths, thumbnailUrl, type Doorloopje, type DoorloopjeStatus } from '@doorloopjes/shared';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { statusLabel } from '../../progress/statusLabel';
import { descriptionPreview } from '../descriptionPreview';

export interface DoorloopjeCardProps {
  item: Doorloopje;
  status: DoorloopjeStatus;
  saved: boolean;
}

/** One guide in the list. Only primitives and the store's own object as props, so memo holds. */
export function DoorloopjeCardView({ item, status, saved }: DoorloopjeCardProps) {
  const preview = useMemo(() => descriptionPreview(item.description), [item.description]);
  const image = thumbnailUrl(item.steps?.[0]?.image);
  return (
    <li className={`dj-card dj-card-${status}`}>
      {image && <img className="dj-card-image" src={image} alt="" width={96} height={72} loading="lazy" decoding="async" />}
      <div className="dj-card-body">
        <h3 className="dj-card-title">
          <Link className="dj-card-link" to={paths.doorloopje(item.slug)}>
            {item.title}
          </Link>
        </h3>
        {item.book != null && item.page != null && <p className="dj-card-meta">{messages.doorloopjes.bookPage(item.book, item.page)}</p>}
        {preview && <p className="dj-card-preview">{preview}</p>}
        <p className="dj-card-badges">
          {status !== 'not_started' && <span className={`dj-badge dj-badge-${status}`}>{statusLabel(status)}</span>}
          {saved && <span className="dj-badge dj-badge-saved">{messages.doorloopjes.saved}</span>}
        </p>
      </div>
    </li>
  );
}

export const DoorloopjeCard = memo(DoorloopjeCardView);
