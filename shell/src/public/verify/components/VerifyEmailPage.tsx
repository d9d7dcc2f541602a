import { messages } from '@doorloopjes/shared';
import { useSearchParams } from 'react-router-dom';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { BackToLoginNotice } from '../../components/BackToLoginNotice';
import { findConfirmationToken } from '../confirmationToken';
import { useEmailConfirmation } from '../hooks/useEmailConfirmation';

const TEXT = {
  processing: messages.auth.confirmationProcessing,
  missing: messages.auth.confirmationMissing,
  confirmed: messages.auth.confirmationSuccess,
} as const;

/**
 * /verify-email: the target of the e-mailed confirmation link. No login needed. '?status=confirmed'
 * is where the content service itself redirects after confirming.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const state = useEmailConfirmation(findConfirmationToken(params), params.get('status') === 'confirmed');
  return (
    <PublicPageFrame title={messages.auth.verifyTitle}>
      <BackToLoginNotice className={state === 'missing' ? 'sh-form-error' : state === 'confirmed' ? 'sh-form-success' : undefined} role="status">
        {TEXT[state]}
      </BackToLoginNotice>
    </PublicPageFrame>
  );
}
