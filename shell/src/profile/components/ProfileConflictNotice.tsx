import { messages } from '@doorloopjes/shared';
import { ButtonRow } from '../../public/components/ButtonRow';

const l = messages.layout;

/** The profile was saved on another device since this form was filled: load that or overwrite it. */
export function ProfileConflictNotice({ onLoadNewer, onOverwrite, busy }: { onLoadNewer: () => void; onOverwrite: () => void; busy: boolean }) {
  return (
    <div role="alert" className="form-message form-message-error profile-conflict">
      <p>{l.profileConflict}</p>
      <p>{l.profileConflictChoice}</p>
      <ButtonRow
        className="form-actions"
        busy={busy}
        buttons={[
          { label: l.profileConflictLoadNewer, onClick: onLoadNewer },
          { label: l.profileConflictOverwrite, onClick: onOverwrite, look: 'secondary' },
        ]}
      />
    </div>
  );
}

/** After loading the newer profile, the own input can be put back (then saving overwrites on purpose). */
export function KeptInputNotice({ onRestore }: { onRestore: () => void }) {
  return (
    <div role="note" className="form-message profile-kept">
      <span>{l.profileConflictLoaded}</span>{' '}
      <button type="button" className="button button-secondary" onClick={onRestore}>
        {l.profileRestoreMine}
      </button>
    </div>
  );
}
