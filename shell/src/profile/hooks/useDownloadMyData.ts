import { announce, errorStatus } from '@doorloopjes/runtime';
import { downloadBlob, messages } from '@doorloopjes/shared';
import { useState } from 'react';
import { readCookieConsent } from '../../public/cookies/cookieConsent';
import { exportMyData } from '../api/exportMyData';
import { myDataFile } from '../myDataFile';
import type { FormMessage } from './useTransientMessage';

const l = messages.layout;

/** Fetches the export, completes it with this browser's choices and saves it as one JSON file. */
export function useDownloadMyData(): { download: () => Promise<void>; busy: boolean; message: FormMessage | null } {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const download = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { blob, fileName } = myDataFile(await exportMyData(), readCookieConsent(), new Date());
      downloadBlob(blob, fileName);
      setMessage({ kind: 'success', text: l.downloadMyDataDone });
      // A success is said through the page's live region (an error is an alert of its own).
      announce(l.downloadMyDataDone);
    } catch (error) {
      console.error('Downloaden van de gegevens is mislukt.', error);
      setMessage({ kind: 'error', text: errorStatus(error) === 429 ? l.downloadMyDataTooOften : l.downloadMyDataFailed });
    } finally {
      setBusy(false);
    }
  };

  return { download, busy, message };
}
