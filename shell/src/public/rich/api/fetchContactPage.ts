import { getContent, getToken } from '@doorloopjes/runtime';
import { type SingleResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { PublicRichPage } from '../../types';
import { contactPageRequest, contactPageTeacherRequest } from './richPageRequests';
import { richPageKeys } from './richPageKeys';

/**
 * The contact page: first without a token, retried with one on failure (the landing page's
 * contact modal is public). The shared client keeps the stored token when a call sent without it
 * is refused, so the anonymous attempt needs no special handling.
 */
export async function fetchContactPage(): Promise<PublicRichPage | null> {
  try {
    const { data } = await getContent<SingleResponse<PublicRichPage>>(contactPageRequest);
    if (data) return data;
  } catch {
    // Refused or unreachable without a token: the retry below decides.
  }
  if (!getToken()) throw new Error('Contactpagina niet beschikbaar zonder login.');
  return (await getContent<SingleResponse<PublicRichPage>>(contactPageTeacherRequest)).data;
}

export const contactPageQuery = queryOptions({ queryKey: richPageKeys.contact(), queryFn: fetchContactPage });
