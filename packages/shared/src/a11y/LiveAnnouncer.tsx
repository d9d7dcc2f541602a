import { useAnnouncerStore } from '@doorloopjes/runtime';

/**
 * The page's live regions: visually hidden, always present, filled by `announce()`. Each message
 * is a new element (keyed by its id), so a repeated text is read again.
 */
export function LiveAnnouncer() {
  const polite = useAnnouncerStore((state) => state.polite);
  const assertive = useAnnouncerStore((state) => state.assertive);
  return (
    <>
      <div className="dl-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-announcer="polite">
        {polite && <span key={polite.id}>{polite.text}</span>}
      </div>
      <div className="dl-visually-hidden" aria-live="assertive" aria-atomic="true" data-announcer="assertive">
        {assertive && <span key={assertive.id}>{assertive.text}</span>}
      </div>
    </>
  );
}
