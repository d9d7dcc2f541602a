import { apiClient, getToken, type SingleResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { PublicRichPage } from '../../types';

const PATH = '/api/contact-pagina';
const PARAMS = { populate: '*' };

/**
 * GET /api/contact-pagina?populate=*: first without a token, retried with one on failure (the
 * landing page's contact modal is public). The shared client keeps the stored token when a call sent without it is
 * refused, so the anonymous attempt needs no special handling.
 */
export async function fetchContactPage(): Promise<PublicRichPage | null> {
  try {
    const { data } = await apiClient.get<SingleResponse<PublicRichPage>>(PATH, { params: PARAMS, skipAuth: true });
    if (data?.data) return data.data;
  } catch {
    // Refused or unreachable without a token: the retry below decides.
  }
  if (!getToken()) throw new Error('Contactpagina niet beschikbaar zonder login.');
  const { data } = await apiClient.get<SingleResponse<PublicRichPage>>(PATH, { params: PARAMS });
  return data.data;
}

export const contactPageQuery = queryOptions({ queryKey: ['contact-pagina'], queryFn: fetchContactPage });
