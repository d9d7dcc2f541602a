import { useSessionUser } from '@doorloopjes/runtime';
import { messages, parseVimeoLink, paths, type Doorloopje } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';
import { statusOf, toUserProgress } from '../../progress/userProgress';
import { VideoLauncher } from '../../video/components/VideoLauncher';
import { AiActionsCard } from './AiActionsCard';
import { CollapsibleDescription } from './CollapsibleDescription';
import { GuideNavigation } from './GuideNavigation';
import { neighboursOf } from '../neighbours';
import { RelatedWebinars } from './RelatedWebinars';
import { SaveButton } from './SaveButton';
import { StatusPicker } from './StatusPicker';
import { StepCards } from './StepCards';
import { WriteErrorNotice } from './WriteErrorNotice';

/** One guide: header with save and status, navigation, description, video, steps and follow-ups. */
export function DoorloopjeDetail({ doorloopje, list }: { doorloopje: Doorloopje; list: Doorloopje[] }) {
  const user = useSessionUser();
  const progress = toUserProgress(user);
  const video = parseVimeoLink(doorloopje.vimeo_url);

  return (
    <article className="dj-detail">
      <header className="dj-detail-header">
        <p className="dj-breadcrumb">
          <Link to={paths.doorloopjes()}>{(doorloopje.theme?.title || messages.doorloopjes.defaultTheme).toUpperCase()}</Link>
        </p>
        <h1 tabIndex={-1}>
          {doorloopje.title}
        </h1>
        <div className="dj-detail-controls">
          <SaveButton doorloopjeId={doorloopje.id} saved={progress.favorites.has(doorloopje.id)} />
          <StatusPicker doorloopjeId={doorloopje.id} status={statusOf(progress, doorloopje.id)} />
        </div>
        <WriteErrorNotice />
        <GuideNavigation {...neighboursOf(list, doorloopje.slug)}>
          {doorloopje.book != null && doorloopje.page != null && <p>{messages.doorloopjes.bookPage(doorloopje.book, doorloopje.page)}</p>}
        </GuideNavigation>
      </header>
      <div className="dj-detail-layout">
        <div className="dj-detail-main">
          <CollapsibleDescription key={doorloopje.slug} blocks={doorloopje.description} />
          {video && doorloopje.vimeo_url && <VideoLauncher doorloopje={doorloopje} videoUrl={doorloopje.vimeo_url} video={video} />}
          <StepCards steps={doorloopje.steps} />
        </div>
        <aside className="dj-detail-side">
          <AiActionsCard title={doorloopje.title} />
          <RelatedWebinars webinars={doorloopje.digidates} />
        </aside>
      </div>
    </article>
  );
}
