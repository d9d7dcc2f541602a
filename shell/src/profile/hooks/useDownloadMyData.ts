import { announce, errorStatus } from '@doorloopjes/runtime';
import { downloadBlob, messages } from '@doorloopjes/shared';
import { useMutation, type MutationStatus } from '@tanstack/react-query';
import { readCookieConsent } from '../../public/cookies/cookieConsent';
import { exportMyData } from '../api/exportMyData';
import { myDataFile } from '../myDataFile';
import type { FormMessage } from './useTransientMessage';

const l = messages.layout;

/** What the section says about the last download: done, or why it failed. */
function downloadMessage(status: MutationStatus, error: unknown): FormMessage | null {
  if (status === 'success') return { kind: 'success', text: l.downloadMyDataDone };
  if (status === 'error') return { kind: 'error', text: errorStatus(error) === 429 ? l.downloadMyDataTooOften : l.downloadMyDataFailed };
  return null;
}

/** Fetches the export, completes it with this browser's choices and saves it as one JSON file. */
export function useDownloadMyData(): { download: () => void; busy: boolean; message: FormMessage | null } {
  const saveExport = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = myDataFile(await exportMyData(), readCookieConsent(), new Date());
      downloadBlob(blob, fileName);
    },
    // A success is said through the page's live region (an error is an alert of its own).
    onSuccess: () => announce(l.downloadMyDataDone),
    onError: (error) => console.error('Downloaden van de gegevens is mislukt.', error),
  });

  return { download: () => saveExport.mutate(), busy: saveExport.isPending, message: downloadMessage(saveExport.status, saveExport.error) };
}
