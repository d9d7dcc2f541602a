import { messages } from '@doorloopjes/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type RefObject } from 'react';
import { login } from '../api/login';
import { useCompleteLogin } from '../../session/hooks/useCompleteLogin';
import { LoginErrorMessage } from './LoginErrorMessage';
import { EmailField } from './EmailField';
import { LabelledInput } from '../../components/LabelledInput';
import { SubmitButton } from '../../components/SubmitButton';
import { SwitchPrompt } from '../../components/SwitchPrompt';
import { classifyLoginError, type LoginError } from '../loginError';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onForgotPassword: () => void;
  onResendConfirmation: () => void;
  onRegister: () => void;
}

/** E-mail and password (both required, e-mail typed as such). */
export function LoginForm({ email, onEmailChange, firstFieldRef, onForgotPassword, onResendConfirmation, onRegister }: Props) {
  const [password, setPassword] = useState('');
  const completeLogin = useCompleteLogin();
  const signIn = useMutation({
    // Offline the attempt fails at once with its own message (the client's mutation defaults).
    mutationFn: async () => completeLogin(await login(email.trim(), password)),
  });
  // After a success the form stays busy until the page it leads to replaces it.
  const busy = signIn.isPending || signIn.isSuccess;
  const error: LoginError | null = signIn.error ? classifyLoginError(signIn.error) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate();
  };

  return (
    <form className="sh-form" onSubmit={onSubmit} aria-busy={busy}>
      <EmailField value={email} onChange={onEmailChange} inputRef={firstFieldRef} autoComplete="username" />
      <LabelledInput
        label={messages.auth.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && <LoginErrorMessage error={error} onResendConfirmation={onResendConfirmation} onRegister={onRegister} />}
      <SubmitButton busy={busy} label={messages.auth.login} />
      <div className="sh-form-links">
        <button type="button" className="sh-link-button" onClick={onForgotPassword}>
          {messages.auth.forgotPasswordLink}
        </button>
        <SwitchPrompt text={messages.auth.noAccountYet} action={messages.auth.register} onClick={onRegister} />
      </div>
    </form>
  );
}
