import { formatIsoDate, messages } from '@doorloopjes/shared';
import type { MyDataExport } from './api/exportMyData';

/**
 * The file a teacher downloads: the content service's export with the cookie choice filled in,
 * which only this browser knows. Indented, so it is readable as it is.
 */
export function myDataFile(data: MyDataExport, cookieConsent: string | null, now: Date): { blob: Blob; fileName: string } {
  const choices = data.choices ?? {};
  const complete = { ...data, choices: { ...choices, cookies: { ...choices.cookies, storedIn: 'browser', consent: cookieConsent } } };
  return {
    blob: new Blob([JSON.stringify(complete, null, 2)], { type: 'application/json' }),
    fileName: messages.layout.myDataFileName(formatIsoDate(now)),
  };
}
