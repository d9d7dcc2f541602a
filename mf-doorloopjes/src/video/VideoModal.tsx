import { Modal, messages } from '@doorloopjes/shared';
import { embedUrl, type VimeoVideo } from './vimeo';

/** The host's player in a dialog; closes by its button, the backdrop and Escape (shared Modal). */
export function VideoModal({ video, title, onClose }: { video: VimeoVideo; title: string; onClose: () => void }) {
  return (
    <Modal title={messages.doorloopjes.videoTitle(title)} onClose={onClose} className="dj-video-modal">
      <div className="dj-video-frame">
        <iframe src={embedUrl(video)} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      </div>
    </Modal>
  );
}
