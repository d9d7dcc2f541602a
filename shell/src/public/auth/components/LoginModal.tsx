import { Modal, messages } from '@doorloopjes/shared';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { requestPasswordReset } from '../api/forgotPassword';
import { sendEmailConfirmation } from '../api/sendEmailConfirmation';
import { EmailRequestForm } from './EmailRequestForm';
import { LoginForm } from './LoginForm';
import './auth.css';

export type LoginMode = 'login' | 'forgot-password' | 'resend-confirmation';

const TITLES: Record<LoginMode, string> = {
  login: messages.auth.login,
  'forgot-password': messages.auth.forgotPasswordTitle,
  'resend-confirmation': messages.auth.resendConfirmationTitle,
};

/** The two modes that ask the content service to mail the address: what each says and sends. */
const EMAIL_REQUESTS: Record<Exclude<LoginMode, 'login'>, Pick<ComponentProps<typeof EmailRequestForm>, 'intro' | 'submitLabel' | 'send' | 'success' | 'failure'>> = {
  'forgot-password': {
    intro: messages.auth.forgotPasswordIntro,
    submitLabel: messages.auth.forgotPasswordSubmit,
    send: requestPasswordReset,
    success: (
      <>
        <p>{messages.auth.forgotPasswordSuccess}</p>
        <p className="sh-form-hint">{messages.auth.oldAccountHint}</p>
      </>
    ),
    failure: (
      <>
        <p>{messages.auth.somethingWentWrong}</p>
        <p className="sh-form-hint">{messages.auth.forgotPasswordHint}</p>
      </>
    ),
  },
  'resend-confirmation': {
    intro: messages.auth.resendConfirmationIntro,
    submitLabel: messages.auth.resendConfirmationSubmit,
    send: sendEmailConfirmation,
    success: <p>{messages.auth.resendConfirmationSuccess}</p>,
    failure: <p>{messages.auth.somethingWentWrong}</p>,
  },
};

interface Props {
  /** Why the visitor is asked to log in ('Meer info' on protected content). */
  notice?: string | null;
  onClose: () => void;
  onRegister: () => void;
}

/** The login modal with its three modes; the e-mail address carries across them. */
export function LoginModal({ notice, onClose, onRegister }: Props) {
  const [mode, setMode] = useState<LoginMode>('login');
  const [email, setEmail] = useState('');
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // Runs after the Modal's own focus handling (child effects run first), so the e-mail field
  // gets focus on open and again when a mode switch removed the button that had it.
  useEffect(() => firstFieldRef.current?.focus(), [mode]);

  const backToLogin = () => setMode('login');
  return (
    <Modal title={TITLES[mode]} onClose={onClose} className="sh-auth-modal">
      {notice && mode === 'login' && (
        <p className="sh-form-notice" role="status">
          {notice}
        </p>
      )}
      {mode === 'login' && (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          firstFieldRef={firstFieldRef}
          onForgotPassword={() => setMode('forgot-password')}
          onResendConfirmation={() => setMode('resend-confirmation')}
          onRegister={onRegister}
        />
      )}
      {mode !== 'login' && (
        <EmailRequestForm
          key={mode}
          {...EMAIL_REQUESTS[mode]}
          email={email}
          onEmailChange={setEmail}
          firstFieldRef={firstFieldRef}
          onBack={backToLogin}
        />
      )}
    </Modal>
  );
}
