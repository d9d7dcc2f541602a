import { getContent } from '@doorloopjes/runtime';
import { type Artikel, type ListResponse } from '@doorloopjes/shared';
import { featuredArtikelsRequest } from './featuredRequests';

/** Featured articles for the 'Uitgelicht' carousel, newest first. */
export async function fetchFeaturedArtikels(): Promise<Artikel[]> {
  const data = await getContent<ListResponse<Artikel>>(featuredArtikelsRequest);
  return data.data;
}
