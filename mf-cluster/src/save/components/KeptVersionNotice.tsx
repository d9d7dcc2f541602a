import { messages } from '@doorloopjes/shared';

const t = messages.cluster;

/** After loading the newer cluster, the own version waits here until it is put back or thrown away. */
export function KeptVersionNotice({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  return (
    <div className="cl-notice cl-kept" role="note">
      <span>{t.conflictLoaded}</span>
      <button type="button" className="cl-button" onClick={onRestore}>
        {t.restoreMine}
      </button>
      <button type="button" className="cl-button" onClick={onDiscard}>
        {t.discardMine}
      </button>
    </div>
  );
}
