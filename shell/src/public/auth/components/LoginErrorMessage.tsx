import { messages } from '@doorloopjes/shared';
import type { LoginError } from '../loginError';
import { tooManyAttemptsText } from '../tooManyAttempts';

interface Props {
  error: LoginError;
  onResendConfirmation: () => void;
  onRegister: () => void;
}

/** The login failures, each with the way forward it offers. */
export function LoginErrorMessage({ error, onResendConfirmation, onRegister }: Props) {
  const m = messages.auth;
  if (error.kind === 'too-many-attempts') {
    return (
      <div className="sh-form-error" role="alert">
        <p>{tooManyAttemptsText(error.retryAfterSeconds)}</p>
      </div>
    );
  }
  if (error.kind === 'not-confirmed') {
    return (
      <div className="sh-form-error" role="alert">
        <p>{m.accountNotConfirmed}</p>
        <button type="button" className="sh-link-button" onClick={onResendConfirmation}>
          {m.resendConfirmationLink}
        </button>
      </div>
    );
  }
  if (error.kind === 'invalid-credentials') {
    return (
      <div className="sh-form-error" role="alert">
        <p>{m.invalidCredentials}</p>
        <p className="sh-form-hint">{m.oldAccountHint}</p>
        <button type="button" className="sh-link-button" onClick={onRegister}>
          {m.registerAgain}
        </button>
      </div>
    );
  }
  return (
    <div className="sh-form-error" role="alert">
      <p>{m.loginFailed}</p>
    </div>
  );
}
