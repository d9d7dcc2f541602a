import { messages } from '@doorloopjes/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { OPEN_LOGIN_STATE } from '../../landing/hooks/useOpenLoginFromState';
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
        <div className="sh-form">
          <p className="sh-form-error" role="alert">
            {messages.auth.resetCodeMissing}
          </p>
          <Link to="/" state={OPEN_LOGIN_STATE}>
            {messages.auth.backToLogin}
          </Link>
        </div>
      )}
    </PublicPageFrame>
  );
}
