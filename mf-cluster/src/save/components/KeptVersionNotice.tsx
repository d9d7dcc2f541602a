import { messages } from '@doorloopjes/shared';
import { ChoiceButtons } from './ChoiceButtons';

const t = messages.cluster;

/** After loading the newer cluster, the own version waits here until it is put back or thrown away. */
export function KeptVersionNotice({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  return (
    <div className="cl-notice cl-kept" role="note">
      <span>{t.conflictLoaded}</span>
      <ChoiceButtons
        choices={[
          { label: t.restoreMine, onChoose: onRestore },
          { label: t.discardMine, onChoose: onDiscard },
        ]}
      />
    </div>
  );
}
