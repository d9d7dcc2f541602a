import { messages } from '@doorloopjes/shared';
import type { SaveStatus } from '../hooks/useSaveCluster';

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  saving: messages.cluster.saving,
  saved: messages.cluster.saved,
  failed: messages.cluster.saveFailed,
  notLoggedIn: messages.cluster.notLoggedIn,
  // The conflict dialog says it; the status line stays empty meanwhile.
  conflict: '',
};

/** The save button and what the last save did ('Opslaan...', then the outcome). */
export function SaveControls({ status, onSave }: { status: SaveStatus; onSave: () => void }) {
  const failed = status === 'failed' || status === 'notLoggedIn';
  return (
    <div className="cl-save">
      <button type="button" className="cl-button cl-button-primary" onClick={onSave} disabled={status === 'saving'}>
        {messages.cluster.save}
      </button>
      <span role="status" className={failed ? 'cl-save-status cl-error' : 'cl-save-status'}>
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
