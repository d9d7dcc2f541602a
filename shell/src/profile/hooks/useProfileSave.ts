import { currentUser, documentVersion, fetchMe, isNetworkFailure, queryClient, updateUser, userKeys, useSessionStore, useVersionedSave, type VersionedSaveResult } from '@doorloopjes/runtime';
import { useIsFetching, useMutation } from '@tanstack/react-query';
import { messages, type User } from '@doorloopjes/shared';
import { toProfileUpdate, type ProfileFormValues } from '../profileForm';

const l = messages.layout;

export type ProfileSaveResult = { kind: 'saved' } | { kind: 'error'; text: string } | { kind: 'conflict' };

/**
 * Saves the profile as a document, naming the profile version the form was filled from; a save
 * refused because another device saved meanwhile is a conflict the form offers to resolve
 * (`useVersionedSave`). A saved profile reloads the session's user. `pending` comes from the query
 * client: the save (a mutation, the write and the user's reload) or the newer profile's fetch.
 */
export function useProfileSave(user: User) {
  const versioned = useVersionedSave<ProfileFormValues>({
    document: 'profile',
    initialVersion: documentVersion(user.profile_version),
    write: async (values, base) => (await updateUser(user.id, { ...toProfileUpdate(values), profile_version: base })).profile_version,
  });

  const settle = async (result: VersionedSaveResult): Promise<ProfileSaveResult> => {
    if (result.kind === 'saved') {
      await useSessionStore.getState().refetchUser();
      return { kind: 'saved' };
    }
    if (result.kind === 'conflict') return { kind: 'conflict' };
    console.error('Opslaan van het profiel is mislukt.', result.error);
    // Nothing is kept: the form keeps the input, and the message says why it was not saved.
    return { kind: 'error', text: isNetworkFailure(result.error) ? messages.common.offlineWriteRefused : l.profileError };
  };

  // Settles into a result and never throws: the form says what happened.
  const saving = useMutation({ mutationFn: async (send: () => Promise<VersionedSaveResult>) => settle(await send()) }, queryClient);
  const loadingNewer = useIsFetching({ queryKey: userKeys.storedProfile() }, queryClient) > 0;

  const save = (values: ProfileFormValues) => saving.mutateAsync(() => versioned.save(values));

  /** Saves on top of the version stored elsewhere, replacing it on purpose. */
  const overwrite = (values: ProfileFormValues) => saving.mutateAsync(() => versioned.overwrite(values));

  /** The newer profile from the server; the form adopts its version. Null when it cannot be loaded. */
  const loadNewer = async (): Promise<User | null> => {
    try {
      const fresh = await queryClient.fetchQuery({ queryKey: userKeys.storedProfile(), queryFn: fetchMe, staleTime: 0, gcTime: 0, retry: false });
      versioned.adoptVersion(documentVersion(fresh.profile_version));
      const latest = currentUser();
      if (latest) useSessionStore.getState().setUser({ ...latest, ...profileOf(fresh) });
      return fresh;
    } catch (error) {
      console.error('Ophalen van het profiel is mislukt.', error);
      return null;
    }
  };

  return { save, overwrite, loadNewer, pending: saving.isPending || loadingNewer };
}

/** Only the profile document of a user (its lists may be newer in the session). */
function profileOf(user: User): Partial<User> {
  const { fullName, educationRole, educationRoleOther, educationSector, isStudent, schoolName, city, profile_version } = user;
  return { fullName, educationRole, educationRoleOther, educationSector, isStudent, schoolName, city, profile_version };
}
