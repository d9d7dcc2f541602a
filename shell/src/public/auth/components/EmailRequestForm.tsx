import { messages } from '@doorloopjes/shared';
import { EmailField } from './EmailField';
import { SubmitButton } from '../../components/SubmitButton';
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';

interface Props {
  intro: string;
  submitLabel: string;
  email: string;
  onEmailChange: (email: string) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  send: (email: string) => Promise<void>;
  success: ReactNode;
  failure: ReactNode;
  onBack: () => void;
}

/** One e-mail field that asks the content service to send a mail (reset link or confirmation). */
export function EmailRequestForm({ intro, submitLabel, email, onEmailChange, firstFieldRef, send, success, failure, onBack }: Props) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState('busy');
    try {
      await send(email.trim());
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <form className="sh-form" onSubmit={onSubmit} aria-busy={state === 'busy'}>
      <p>{intro}</p>
      <EmailField value={email} onChange={onEmailChange} inputRef={firstFieldRef} autoComplete="email" />
      {state === 'sent' && (
        <div className="sh-form-success" role="status">
          {success}
        </div>
      )}
      {state === 'failed' && (
        <div className="sh-form-error" role="alert">
          {failure}
        </div>
      )}
      <SubmitButton busy={state === 'busy'} label={submitLabel} />
      <div className="sh-form-links">
        <button type="button" className="sh-link-button" onClick={onBack}>
          {messages.auth.backToLogin}
        </button>
      </div>
    </form>
  );
}
