import { getContent } from '@doorloopjes/runtime';
import { type Artikel, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { artikelsRequest } from './kennisbankRequests';

/** All articles, newest first, for the Kennisbank. */
export async function fetchArtikels(): Promise<Artikel[]> {
  const data = await getContent<ListResponse<Artikel>>(artikelsRequest);
  return data.data;
}

export const artikelsQuery = queryOptions({ queryKey: ['artikels', 'list'], queryFn: fetchArtikels });
