import { messages } from '@doorloopjes/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { resetPassword } from '../api/resetPassword';
import { LabelledInput } from '../../components/LabelledInput';
import { SubmitButton } from '../../components/SubmitButton';
import { OPEN_LOGIN_STATE } from '../../landing/hooks/useOpenLoginFromState';

/**
 * New password twice (both required; no matching check on the client, the
 * content service decides). On success the form gives way to the way back to login.
 */
export function ResetPasswordForm({ code }: { code: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState('busy');
    try {
      await resetPassword(code, password, confirmation);
      setState('done');
    } catch {
      setState('failed');
    }
  };

  if (state === 'done') {
    return (
      <div className="sh-form">
        <p className="sh-form-success" role="status">
          {messages.auth.resetSuccess}
        </p>
        <Link to="/" state={OPEN_LOGIN_STATE} className="button sh-form-submit">
          {messages.auth.goToLogin}
        </Link>
      </div>
    );
  }
  return (
    <form className="sh-form" onSubmit={onSubmit} aria-busy={state === 'busy'}>
      <LabelledInput label={messages.auth.newPassword} type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <LabelledInput label={messages.auth.confirmNewPassword} type="password" autoComplete="new-password" required value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      {state === 'failed' && (
        <p className="sh-form-error" role="alert">
          {messages.auth.resetFailed}
        </p>
      )}
      <SubmitButton busy={state === 'busy'} label={messages.auth.resetSubmit} />
    </form>
  );
}
