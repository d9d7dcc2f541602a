import { errorStatus, useSessionStore } from '@doorloopjes/runtime';
import { messages, Modal } from '@doorloopjes/shared';
import { useState, type FormEvent } from 'react';
import { useLogout } from '../../public/session/hooks/useLogout';
import { deleteMyAccount } from '../api/deleteMyAccount';
import { forgetDeletedAccount } from '../forgetDeletedAccount';
import { TextField } from './fields';
import { FormMessageText } from './FormMessageText';

const l = messages.layout;

/** Why a deletion was refused, in the teacher's words; nothing was removed in any case. */
function refusal(error: unknown): string {
  const status = errorStatus(error);
  if (status === 400) return l.deleteAccountWrongPassword;
  if (status === 429) return l.deleteAccountTooOften;
  return l.deleteAccountFailed;
}

/**
 * Asks for the password before the account is deleted for good. On success the browser's
 * personal data is cleared as on logout, with what a logout keeps of the account (its clusters,
 * its device token), and the teacher lands on `/` with a notice.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leave = useLogout({ accountDeleted: true });
  const user = useSessionStore((state) => state.user);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(l.deleteAccountPasswordMissing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(password);
      if (user) forgetDeletedAccount(user);
      leave();
    } catch (failure) {
      console.error('Verwijderen van het account is mislukt.', failure);
      setError(refusal(failure));
      setBusy(false);
    }
  };

  return (
    <Modal title={l.deleteAccountTitle} onClose={busy ? () => undefined : onClose} className="profile-delete-dialog">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="profile-delete-form">
        <p>{l.deleteAccountWarning}</p>
        <TextField label={l.deleteAccountPassword} type="password" value={password} onChange={setPassword} required autoComplete="current-password" />
        <FormMessageText message={error ? { kind: 'error', text: error } : null} />
        <div className="form-actions">
          <button type="submit" className="button button-danger" disabled={busy}>
            {busy ? l.deleteAccountBusy : l.deleteAccountConfirm}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            {l.deleteAccountCancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
