import type { ProfileUpdate, StoredClusterItem, User } from '../types/entities';
import { apiClient } from './client';

/** SPEC call 6: the current user with the three progress lists. */
export async function fetchMe(): Promise<User> {
  const { data } = await apiClient.get<User>('/api/users/me', {
    params: { populate: ['favorite_doorloopjes', 'completed_doorloopjes', 'inprogress_doorloopjes'] },
  });
  return data;
}

/** The fields the platform writes to its own user record (SPEC calls 8-12 and ai_session_id). */
export interface UserUpdate extends Partial<ProfileUpdate> {
  favorite_doorloopjes?: number[];
  inprogress_doorloopjes?: number[];
  completed_doorloopjes?: number[];
  has_completed_tour?: boolean;
  cluster_builder_state?: StoredClusterItem[];
  ai_session_id?: string | null;
}

export async function updateUser(id: number, update: UserUpdate): Promise<User> {
  const { data } = await apiClient.put<User>(`/api/users/${id}`, update);
  return data;
}
