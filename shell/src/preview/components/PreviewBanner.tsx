import { messages } from '@doorloopjes/shared';

/** Above every preview page: what is shown is a draft that teachers do not see yet. */
export function PreviewBanner() {
  return (
    <div className="sh-preview-banner" role="status">
      <strong>{messages.preview.banner}</strong>
      <span className="sh-preview-banner-note">{messages.preview.bannerExplanation}</span>
    </div>
  );
}
