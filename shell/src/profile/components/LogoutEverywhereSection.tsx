import { messages } from '@doorloopjes/shared';
import { useState } from 'react';
import { useLogoutEverywhere } from '../../public/session/hooks/useLogout';
import { FormMessageText } from './FormMessageText';

const l = messages.layout;

/** 'Ingelogde apparaten': ends every session of the account, on every device, this one too. */
export function LogoutEverywhereSection() {
  const logoutEverywhere = useLogoutEverywhere();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onClick = async () => {
    setBusy(true);
    setFailed(false);
    // On success the page is left for the landing page; only a failure stays here to be said.
    const done = await logoutEverywhere();
    if (!done) {
      setBusy(false);
      setFailed(true);
    }
  };

  return (
    <section className="profile-form" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{l.sessionsTitle}</h2>
      <p>{l.sessionsIntro}</p>
      <FormMessageText message={failed ? { kind: 'error', text: l.logoutEverywhereFailed } : null} />
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={() => void onClick()} disabled={busy}>
          {busy ? l.loggingOutEverywhere : l.logoutEverywhere}
        </button>
      </div>
    </section>
  );
}
