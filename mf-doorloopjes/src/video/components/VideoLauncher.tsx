import { messages, useNarrowScreen, type Doorloopje, type VimeoVideo } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { videoThumbnailQuery } from '../api/fetchVideoThumbnail';
import { trackVideoPlay } from '../api/trackVideoPlay';
import { VideoModal } from './VideoModal';

/** Desktop: a badge with the video's thumbnail. Mobile: a 'BEKIJK VIDEO' button. Both open the player. */
export function VideoLauncher({ doorloopje, videoUrl, video }: { doorloopje: Doorloopje; videoUrl: string; video: VimeoVideo }) {
  const isMobile = useNarrowScreen();
  const { data: thumbnail } = useQuery(videoThumbnailQuery(videoUrl));
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const openPlayer = () => {
    setOpen(true);
    void trackVideoPlay(doorloopje, video.id, isMobile, pathname);
  };

  return (
    <>
      {isMobile ? (
        <button type="button" className="dj-video-button" onClick={openPlayer}>
          {messages.doorloopjes.watchVideo}
        </button>
      ) : (
        <button type="button" className="dj-video-badge" onClick={openPlayer} aria-label={messages.doorloopjes.videoTitle(doorloopje.title)}>
          {thumbnail ? (
            <img src={thumbnail} alt="" width={320} height={180} />
          ) : (
            <span className="dj-video-placeholder" />
          )}
          <span className="dj-video-play" aria-hidden="true">
            ▶
          </span>
        </button>
      )}
      {open && <VideoModal video={video} title={doorloopje.title} onClose={() => setOpen(false)} />}
    </>
  );
}
