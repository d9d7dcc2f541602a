import { apiClient, getToken, type SingleResponse } from '@doorloopjes/shared';
import type { PublicRichPage } from './types';

const PATH = '/api/contact-pagina';
const PARAMS = { populate: '*' };

/**
 * GET /api/contact-pagina?populate=*: first without a token, retried with one on failure
 * (SPEC section 7). The anonymous attempt accepts every status itself, because the shared
 * client drops the stored token on any 401/403 and an anonymous refusal says nothing about it.
 */
export async function fetchContactPage(): Promise<PublicRichPage | null> {
  try {
    const anonymous = await apiClient.get<SingleResponse<PublicRichPage>>(PATH, {
      params: PARAMS,
      skipAuth: true,
      validateStatus: () => true,
    });
    if (anonymous.status < 400 && anonymous.data?.data) return anonymous.data.data;
  } catch {
    // A network failure: the retry below decides.
  }
  if (!getToken()) throw new Error('Contactpagina niet beschikbaar zonder login.');
  const { data } = await apiClient.get<SingleResponse<PublicRichPage>>(PATH, { params: PARAMS });
  return data.data;
}
