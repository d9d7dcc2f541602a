import { messages, parseVimeoLink, vimeoPlayerUrl } from '@doorloopjes/shared';

/** The embedded video player, or the placeholder when the link holds no usable video. */
export function HeroVideo({ link }: { link: string | null | undefined }) {
  const video = parseVimeoLink(link);
  if (!video) {
    return (
      <div className="sh-hero-video sh-hero-video-empty">
        <p>{messages.auth.noVideo}</p>
      </div>
    );
  }
  return (
    <div className="sh-hero-video">
      <iframe
        src={vimeoPlayerUrl(video, { doNotTrack: true })}
        title={messages.auth.heroVideoTitle}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
