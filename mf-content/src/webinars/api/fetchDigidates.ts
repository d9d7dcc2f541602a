import { getContent } from '@doorloopjes/runtime';
import { type Digidate, type ListResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import { digidatesRequest } from './webinarRequests';
import { digidateKeys } from '../../common/api/contentQueryKeys';

/** All webinars with their image; the page splits them into upcoming and recordings. */
export async function fetchDigidates(): Promise<Digidate[]> {
  const data = await getContent<ListResponse<Digidate>>(digidatesRequest);
  return data.data;
}

/** Upcoming webinars turn into recordings: refetched when the user comes back to the tab. */
export const digidatesQuery = queryOptions({ queryKey: digidateKeys.list(), queryFn: fetchDigidates });
