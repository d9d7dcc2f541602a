import { messages } from '@doorloopjes/shared';
import type { RefObject } from 'react';

/** Shown when the account must confirm its e-mail address before it can log in. */
export function RegistrationDone({ onLogin, focusRef }: { onLogin: () => void; focusRef: RefObject<HTMLButtonElement | null> }) {
  return (
    <div className="sh-form" role="status">
      <p className="sh-form-success">{messages.auth.registrationCompletedText}</p>
      <button ref={focusRef} type="button" className="button sh-form-submit" onClick={onLogin}>
        {messages.auth.goToLogin}
      </button>
    </div>
  );
}
