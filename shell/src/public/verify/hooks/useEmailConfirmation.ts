import { useEffect, useRef, useState } from 'react';
import { confirmEmail } from '../api/confirmEmail';
import { storeConfirmationDebug } from '../confirmationDebug';

export type ConfirmationState = 'processing' | 'missing' | 'confirmed';

/**
 * Sends the token once. Every outcome ends as 'confirmed': the content service
 * answers a valid token with a cross-origin redirect the browser reports as a failure, and an
 * already used token means the address was confirmed before. The real outcome goes to debug info.
 */
export function useEmailConfirmation(token: string | null, confirmedByRedirect: boolean): ConfirmationState {
  const [state, setState] = useState<ConfirmationState>(() => {
    if (token) return 'processing';
    return confirmedByRedirect ? 'confirmed' : 'missing';
  });
  // Effects run twice in development's StrictMode; a token must be sent only once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token)
      .then((status) => storeConfirmationDebug({ ok: true, status }))
      .catch((error: unknown) => {
        console.warn('E-mailbevestiging gaf een fout; zie email_confirmation_debug.', error);
        storeConfirmationDebug({ ok: false, error });
      })
      .finally(() => setState('confirmed'));
  }, [token]);

  return state;
}
