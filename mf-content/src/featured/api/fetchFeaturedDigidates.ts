import { getContent } from '@doorloopjes/runtime';
import { type Digidate, type ListResponse } from '@doorloopjes/shared';
import { featuredDigidatesRequest } from './featuredRequests';

/** Featured webinars for the 'Uitgelicht' carousel. */
export async function fetchFeaturedDigidates(): Promise<Digidate[]> {
  const data = await getContent<ListResponse<Digidate>>(featuredDigidatesRequest);
  return data.data;
}
