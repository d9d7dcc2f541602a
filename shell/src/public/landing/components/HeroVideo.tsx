import { messages, parseVimeoLink, vimeoPlayerUrl } from '@doorloopjes/shared';
import { useEffect, useState } from 'react';

/**
 * The embedded video player, or the placeholder when the link holds no usable video. The player
 * is another site's page with its own scripts: it is added once React has taken over the page, so
 * on a phone it does not compete with the landing page's own first paint. Its box (fixed aspect
 * ratio, dark) is there from the start, so nothing moves when it arrives.
 */
export function HeroVideo({ link }: { link: string | null | undefined }) {
  const video = parseVimeoLink(link);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!video) {
    return (
      <div className="sh-hero-video sh-hero-video-empty">
        <p>{messages.auth.noVideo}</p>
      </div>
    );
  }
  return (
    <div className="sh-hero-video">
      {hydrated && (
        <iframe
          src={vimeoPlayerUrl(video, { doNotTrack: true })}
          title={messages.auth.heroVideoTitle}
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
