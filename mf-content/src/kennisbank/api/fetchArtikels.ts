import { getContent } from '@doorloopjes/runtime';
import { type Artikel, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { artikelsRequest } from './kennisbankRequests';
import { artikelKeys } from '../../common/api/contentQueryKeys';

/** All articles, newest first, for the Kennisbank. */
export async function fetchArtikels(): Promise<Artikel[]> {
  const data = await getContent<ListResponse<Artikel>>(artikelsRequest);
  return data.data;
}

export const artikelsQuery = queryOptions({ queryKey: artikelKeys.list(), queryFn: fetchArtikels });
