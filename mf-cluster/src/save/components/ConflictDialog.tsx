import { messages, Modal } from '@doorloopjes/shared';
import { useId } from 'react';
import { ChoiceButtons } from './ChoiceButtons';

const t = messages.cluster;

/** A save was refused because the cluster was saved on another device: load that one or overwrite it. */
export function ConflictDialog({ onLoadNewer, onOverwrite, onCancel }: { onLoadNewer: () => void; onOverwrite: () => void; onCancel: () => void }) {
  // Opening it moves focus in, which reads its title; the explanation is read with it.
  const textId = useId();
  return (
    <Modal title={t.conflictTitle} onClose={onCancel} closeOnBackdrop={false} className="cl-conflict" describedBy={textId}>
      <div id={textId}>
        <p>{t.conflictText}</p>
        <p>{t.conflictChoice}</p>
      </div>
      <div className="cl-conflict-actions">
        <ChoiceButtons
          choices={[
            { label: t.conflictLoadNewer, onChoose: onLoadNewer, primary: true },
            { label: t.conflictOverwrite, onChoose: onOverwrite },
            { label: t.conflictCancel, onChoose: onCancel },
          ]}
        />
      </div>
    </Modal>
  );
}
