import { messages } from '@doorloopjes/shared';
import { useSearchParams } from 'react-router-dom';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { BackToLoginNotice } from '../../components/BackToLoginNotice';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /reset-password?code=...: the target of the e-mailed reset link. No login needed. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim();
  return (
    <PublicPageFrame title={messages.auth.resetTitle}>
      {code ? (
        <ResetPasswordForm code={code} />
      ) : (
        <BackToLoginNotice className="sh-form-error" role="alert">
          {messages.auth.resetCodeMissing}
        </BackToLoginNotice>
      )}
    </PublicPageFrame>
  );
}
