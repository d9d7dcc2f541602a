import { messages } from '@doorloopjes/shared';
import { useMutation } from '@tanstack/react-query';
import { useLogoutEverywhere } from '../../public/session/hooks/useLogout';
import { FormMessageText } from './FormMessageText';

const l = messages.layout;

/** 'Ingelogde apparaten': ends every session of the account, on every device, this one too. */
export function LogoutEverywhereSection() {
  const logoutEverywhere = useLogoutEverywhere();
  const ending = useMutation({
    mutationFn: async () => {
      if (!(await logoutEverywhere())) throw new Error('De sessies zijn niet beëindigd.');
    },
  });
  // On success the page is left for the landing page; it stays busy until then.
  const busy = ending.isPending || ending.isSuccess;

  return (
    <section className="profile-form" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{l.sessionsTitle}</h2>
      <p>{l.sessionsIntro}</p>
      <FormMessageText message={ending.isError ? { kind: 'error', text: l.logoutEverywhereFailed } : null} />
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={() => ending.mutate()} disabled={busy}>
          {busy ? l.loggingOutEverywhere : l.logoutEverywhere}
        </button>
      </div>
    </section>
  );
}
