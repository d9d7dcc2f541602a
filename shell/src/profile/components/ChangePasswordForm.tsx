import { announce } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../api/changePassword';
import { TextField } from './fields';
import { FormMessageText } from './FormMessageText';
import { EMPTY_PASSWORD_FORM, isPasswordChangeValid, type PasswordFormValues } from '../passwordForm';
import type { FormMessage } from '../hooks/useTransientMessage';

const l = messages.layout;

/** Change password: current password and the new one twice. */
export function ChangePasswordForm() {
  const [values, setValues] = useState<PasswordFormValues>(EMPTY_PASSWORD_FORM);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const set = (key: keyof PasswordFormValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPasswordChangeValid(values)) {
      setMessage({ kind: 'error', text: l.passwordFieldsInvalid });
      return;
    }
    setBusy(true);
    try {
      await changePassword(values);
      setValues(EMPTY_PASSWORD_FORM);
      setMessage({ kind: 'success', text: l.passwordChanged });
      announce(l.passwordChanged);
    } catch (error) {
      console.error('Wijzigen van het wachtwoord is mislukt.', error);
      setMessage({ kind: 'error', text: l.passwordChangeFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{l.changePasswordTitle}</h2>
      <TextField label={l.currentPassword} type="password" value={values.currentPassword} onChange={set('currentPassword')} required autoComplete="current-password" />
      <TextField label={l.newPassword} type="password" value={values.password} onChange={set('password')} required autoComplete="new-password" />
      <TextField label={l.confirmNewPassword} type="password" value={values.passwordConfirmation} onChange={set('passwordConfirmation')} required autoComplete="new-password" />
      <FormMessageText message={message} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {l.changePassword}
        </button>
      </div>
    </form>
  );
}
