import type { Doorloopje, ListResponse } from '../types/entities';
import { apiClient } from './client';

export const DOORLOOPJES_PAGE_SIZE = 250;

/** SPEC call 7: the whole list, by book then page, with steps, theme and related webinars. */
export async function fetchDoorloopjes(): Promise<Doorloopje[]> {
  const { data } = await apiClient.get<ListResponse<Doorloopje>>('/api/doorloopjes', {
    params: {
      sort: ['book:asc', 'page:asc'],
      'pagination[pageSize]': DOORLOOPJES_PAGE_SIZE,
      'populate[steps][populate]': 'image',
      'populate[theme]': true,
      'populate[digidates][populate]': 'image',
    },
  });
  return data.data;
}
