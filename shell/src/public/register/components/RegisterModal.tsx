import { serverErrorMessage } from '@doorloopjes/runtime';
import { Modal, messages } from '@doorloopjes/shared';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const completeLogin = useCompleteLogin();
  const fieldRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  // After the Modal's own focus handling (child effects run first): the step's first control.
  useEffect(() => (fieldRef.current ?? doneRef.current)?.focus(), [step]);

  const next = () => {
    const problem = validateAccountStep(account);
    setError(problem);
    if (!problem) setStep('school');
  };

  const submit = async (schoolFields: SchoolFields) => {
    setBusy(true);
    try {
      const session = await register(toRegistrationPayload(account, schoolFields));
      if (session) {
        await completeLogin(session);
        return;
      }
      setStep('done');
    } catch (failure) {
      setError(serverErrorMessage(failure) ?? messages.auth.unknownError);
      setStep('account');
    }
    setBusy(false);
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
          onSubmit={() => void submit(school)}
          onSkip={() => void submit(EMPTY_SCHOOL)}
          onBack={() => setStep('account')}
          busy={busy}
          firstFieldRef={fieldRef}
        />
      )}
      {step === 'done' && <RegistrationDone onLogin={onLogin} focusRef={doneRef} />}
    </Modal>
  );
}
