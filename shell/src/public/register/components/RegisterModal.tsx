import { serverErrorMessage } from '@doorloopjes/runtime';
import { Modal, messages } from '@doorloopjes/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { register } from '../api/register';
import { useCompleteLogin } from '../../session/hooks/useCompleteLogin';
import { SwitchPrompt } from '../../components/SwitchPrompt';
import { AccountStep } from './AccountStep';
import { RegistrationDone } from './RegistrationDone';
import { SchoolStep } from './SchoolStep';
import { EMPTY_ACCOUNT, EMPTY_SCHOOL, toRegistrationPayload, validateAccountStep, type AccountFields, type SchoolFields } from '../registrationForm';
import '../../auth/components/auth.css';

type Step = 'account' | 'school' | 'done';
const TOTAL_STEPS = 2;

interface Props {
  onClose: () => void;
  onLogin: () => void;
}

/**
 * Two-step registration. A returned token logs the user in at once; otherwise
 * the visitor is told to confirm the e-mail address. A server error returns to step 1.
 */
export function RegisterModal({ onClose, onLogin }: Props) {
  const [step, setStep] = useState<Step>('account');
  const [account, setAccount] = useState<AccountFields>(EMPTY_ACCOUNT);
  const [school, setSchool] = useState<SchoolFields>(EMPTY_SCHOOL);
  // A problem of step 1's fields; the server's refusal comes from the registration itself.
  const [problem, setProblem] = useState<string | null>(null);
  const completeLogin = useCompleteLogin();
  const registration = useMutation({
    mutationFn: async (schoolFields: SchoolFields) => {
      const session = await register(toRegistrationPayload(account, schoolFields));
      if (session) await completeLogin(session);
      return session;
    },
    onSuccess: (session) => {
      if (!session) setStep('done');
    },
    onError: () => setStep('account'),
  });
  // After a login the modal stays busy until the page it leads to replaces it.
  const busy = registration.isPending || registration.isSuccess;
  const error = problem ?? (registration.error ? (serverErrorMessage(registration.error) ?? messages.auth.unknownError) : null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  // After the Modal's own focus handling (child effects run first): the step's first control.
  useEffect(() => (fieldRef.current ?? doneRef.current)?.focus(), [step]);

  const next = () => {
    const found = validateAccountStep(account);
    setProblem(found);
    registration.reset();
    if (!found) setStep('school');
  };

  const title = step === 'done' ? messages.auth.registrationCompleted : messages.auth.register;
  return (
    <Modal title={title} onClose={onClose} className="sh-auth-modal">
      {step !== 'done' && <p className="sh-step-indicator">{messages.auth.registerStep(step === 'account' ? 1 : 2, TOTAL_STEPS)}</p>}
      {step === 'account' && (
        <>
          <AccountStep values={account} onChange={(patch) => setAccount((v) => ({ ...v, ...patch }))} onNext={next} error={error} firstFieldRef={fieldRef} />
          <p className="sh-form-links">
            <SwitchPrompt text={messages.auth.haveAccount} action={messages.auth.login} onClick={onLogin} />
          </p>
        </>
      )}
      {step === 'school' && (
        <SchoolStep
          values={school}
          onChange={(patch) => setSchool((v) => ({ ...v, ...patch }))}
          onSubmit={() => registration.mutate(school)}
          onSkip={() => registration.mutate(EMPTY_SCHOOL)}
          onBack={() => setStep('account')}
          busy={busy}
          firstFieldRef={fieldRef}
        />
      )}
      {step === 'done' && <RegistrationDone onLogin={onLogin} focusRef={doneRef} />}
    </Modal>
  );
}
