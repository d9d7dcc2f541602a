import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileUpdate, StoredClusterItem, User } from '@doorloopjes/content-types';
import { ApiError } from './httpClient';
import { apiClient, errorStatus } from './client';
import { getContent } from './getContent';
import { meRequest } from './sharedRequests';
import { userKeys } from '../query/keys';
import { queryClient, SESSION_READ_ONLY } from '../query/queryClient';

/** The current user with the three progress lists. */
export async function fetchMe(): Promise<User> {
  return getContent<User>(meRequest);
}

/** The logged-in user in the page's query client (null for a visitor); read it with `useSessionUser()`. */
export const currentUserQuery = queryOptions<User | null>({ queryKey: userKeys.me(), queryFn: fetchMe });

/** The logged-in user as it is now (null for a visitor or before the first load). */
export function currentUser(): User | null {
  return queryClient.getQueryData(currentUserQuery.queryKey) ?? null;
}

/**
 * Shows `user` on every page at once (a load's answer, a change of the user's own, an undo). A
 * refetch of the user still under way started before this change and would overwrite it with the
 * server's older lists: it is cancelled first (TanStack's cancellation puts back the query's state
 * at once and drops the fetch's answer), the way an optimistic update is written.
 */
export function showUser(user: User | null): void {
  void queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey, exact: true });
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

export function useSessionUser(): User | null {
  return useQuery({ ...currentUserQuery, ...SESSION_READ_ONLY }, queryClient).data ?? null;
}

/**
 * A change to one of the user's lists, applied by the content service to the lists as stored at
 * that moment (Strapi's relation syntax). A whole list is never sent: it would overwrite what
 * another tab or device saved meanwhile.
 */
export interface ListOperation {
  connect?: number[];
  disconnect?: number[];
}

/** The fields the platform writes to its own user record (lists, tour, profile, cluster layout, ai_session_id). */
export interface UserUpdate extends Partial<ProfileUpdate> {
  favorite_doorloopjes?: ListOperation;
  inprogress_doorloopjes?: ListOperation;
  completed_doorloopjes?: ListOperation;
  has_completed_tour?: boolean;
  cluster_builder_state?: StoredClusterItem[];
  /** The cluster version this save is based on; required with cluster_builder_state. */
  cluster_builder_version?: number;
  /** The profile version this save is based on; required with profile fields. */
  profile_version?: number;
  ai_session_id?: string | null;
}

export async function updateUser(id: number, update: UserUpdate): Promise<User> {
  const { data } = await apiClient.put<User>(`/api/users/${id}`, update);
  return data;
}

/** A document save based on an older version than the stored one (refused with 409). */
export function isVersionConflict(error: unknown): boolean {
  return errorStatus(error) === 409;
}

/** The stored version a 409 names (error.details.currentVersion), or null when it names none. */
export function conflictVersion(error: unknown): number | null {
  if (!isVersionConflict(error) || !(error instanceof ApiError)) return null;
  const body = error.response?.data as { error?: { details?: { currentVersion?: unknown } } } | undefined;
  const version = body?.error?.details?.currentVersion;
  return typeof version === 'number' ? version : null;
}

/** The version a document save should name: the one the loaded user has (0 before the first save). */
export function documentVersion(version: number | null | undefined): number {
  return typeof version === 'number' ? version : 0;
}
