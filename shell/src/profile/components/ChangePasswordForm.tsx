import { announce } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { useMutation, type MutationStatus } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../api/changePassword';
import { TextField } from './fields';
import { FormMessageText } from './FormMessageText';
import { EMPTY_PASSWORD_FORM, isPasswordChangeValid, type PasswordFormValues } from '../passwordForm';
import type { FormMessage } from '../hooks/useTransientMessage';

const l = messages.layout;

/** What the form says: the fields' problem, else how the last sent change ended. */
function passwordMessage(invalid: boolean, status: MutationStatus): FormMessage | null {
  if (invalid) return { kind: 'error', text: l.passwordFieldsInvalid };
  if (status === 'error') return { kind: 'error', text: l.passwordChangeFailed };
  if (status === 'success') return { kind: 'success', text: l.passwordChanged };
  return null;
}

/** Change password: current password and the new one twice. */
export function ChangePasswordForm() {
  const [values, setValues] = useState<PasswordFormValues>(EMPTY_PASSWORD_FORM);
  // The fields were found invalid at the last submit; the outcome of a sent change is the mutation's.
  const [invalid, setInvalid] = useState(false);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY_PASSWORD_FORM);
      announce(l.passwordChanged);
    },
    onError: (error) => console.error('Wijzigen van het wachtwoord is mislukt.', error),
  });
  const set = (key: keyof PasswordFormValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const message = passwordMessage(invalid, change.status);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = isPasswordChangeValid(values);
    setInvalid(!valid);
    if (valid) change.mutate(values);
    else change.reset();
  };

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{l.changePasswordTitle}</h2>
      <TextField label={l.currentPassword} type="password" value={values.currentPassword} onChange={set('currentPassword')} required autoComplete="current-password" />
      <TextField label={l.newPassword} type="password" value={values.password} onChange={set('password')} required autoComplete="new-password" />
      <TextField label={l.confirmNewPassword} type="password" value={values.passwordConfirmation} onChange={set('passwordConfirmation')} required autoComplete="new-password" />
      <FormMessageText message={message} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={change.isPending}>
          {l.changePassword}
        </button>
      </div>
    </form>
  );
}
