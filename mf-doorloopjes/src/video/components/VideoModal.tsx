import { Modal, messages, vimeoPlayerUrl, type VimeoVideo } from '@doorloopjes/shared';

/** The host's player in a dialog; closes by its button, the backdrop and Escape (shared Modal). */
export function VideoModal({ video, title, onClose }: { video: VimeoVideo; title: string; onClose: () => void }) {
  return (
    <Modal title={messages.doorloopjes.videoTitle(title)} onClose={onClose} className="dj-video-modal">
      <div className="dj-video-frame">
        <iframe src={vimeoPlayerUrl(video, { autoplay: true })} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      </div>
    </Modal>
  );
}
