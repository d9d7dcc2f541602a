import { errorStatus, useSessionUser } from '@doorloopjes/runtime';
import { messages, Modal } from '@doorloopjes/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ButtonRow } from '../../public/components/ButtonRow';
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
  // The password was missing at the last submit; a refusal comes from the deletion itself.
  const [missing, setMissing] = useState(false);
  const leave = useLogout({ accountDeleted: true });
  const user = useSessionUser();
  const deletion = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      if (user) forgetDeletedAccount(user);
      leave();
    },
    onError: (failure) => console.error('Verwijderen van het account is mislukt.', failure),
  });
  // After a deletion the dialog stays busy until the logout replaces the page.
  const busy = deletion.isPending || deletion.isSuccess;
  const error = missing ? l.deleteAccountPasswordMissing : deletion.error ? refusal(deletion.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) deletion.mutate(password);
    else deletion.reset();
  };

  return (
    <Modal title={l.deleteAccountTitle} onClose={busy ? () => undefined : onClose} className="profile-delete-dialog">
      <form noValidate onSubmit={onSubmit} className="profile-delete-form">
        <p>{l.deleteAccountWarning}</p>
        <TextField label={l.deleteAccountPassword} type="password" value={password} onChange={setPassword} required autoComplete="current-password" />
        <FormMessageText message={error ? { kind: 'error', text: error } : null} />
        <ButtonRow
          className="form-actions"
          busy={busy}
          buttons={[
            { label: busy ? l.deleteAccountBusy : l.deleteAccountConfirm, look: 'danger' },
            { label: l.deleteAccountCancel, onClick: onClose, look: 'secondary' },
          ]}
        />
      </form>
    </Modal>
  );
}
