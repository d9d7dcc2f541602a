import { conflictVersion, documentVersion, fetchMe, isNetworkFailure, isVersionConflict, messages, updateUser, useSessionStore, type User } from '@doorloopjes/shared';
import { useState } from 'react';
import { toProfileUpdate, type ProfileFormValues } from '../profileForm';

const l = messages.layout;

export type ProfileSaveResult = { kind: 'saved' } | { kind: 'error'; text: string } | { kind: 'conflict' };

/**
 * Saves the profile as a document: each save names the profile version the form was filled from.
 * The content service refuses (409) a save when another device saved the profile since; the form
 * then offers loading the newer data or overwriting it (with the version the server reported).
 */
export function useProfileSave(user: User) {
  const [baseVersion, setBaseVersion] = useState(() => documentVersion(user.profile_version));
  const [serverVersion, setServerVersion] = useState<number | null>(null);

  const save = async (values: ProfileFormValues, base = baseVersion): Promise<ProfileSaveResult> => {
    try {
      const answer = await updateUser(user.id, { ...toProfileUpdate(values), profile_version: base });
      setBaseVersion(typeof answer.profile_version === 'number' ? answer.profile_version : base + 1);
      setServerVersion(null);
      await useSessionStore.getState().refetchUser();
      return { kind: 'saved' };
    } catch (error) {
      if (isVersionConflict(error)) {
        setServerVersion(conflictVersion(error) ?? base);
        return { kind: 'conflict' };
      }
      console.error('Opslaan van het profiel is mislukt.', error);
      // Nothing is kept: the form keeps the input, and the message says why it was not saved.
      return { kind: 'error', text: isNetworkFailure(error) ? messages.common.offlineWriteRefused : l.profileError };
    }
  };

  /** Saves on top of the version stored elsewhere, replacing it on purpose. */
  const overwrite = (values: ProfileFormValues) => save(values, serverVersion ?? baseVersion);

  /** The newer profile from the server; the form adopts its version. Null when it cannot be loaded. */
  const loadNewer = async (): Promise<User | null> => {
    try {
      const fresh = await fetchMe();
      setBaseVersion(documentVersion(fresh.profile_version));
      setServerVersion(null);
      const latest = useSessionStore.getState().user;
      if (latest) useSessionStore.getState().setUser({ ...latest, ...profileOf(fresh) });
      return fresh;
    } catch (error) {
      console.error('Ophalen van het profiel is mislukt.', error);
      return null;
    }
  };

  return { save, overwrite, loadNewer };
}

/** Only the profile document of a user (its lists may be newer in the session). */
function profileOf(user: User): Partial<User> {
  const { fullName, educationRole, educationRoleOther, educationSector, isStudent, schoolName, city, profile_version } = user;
  return { fullName, educationRole, educationRoleOther, educationSector, isStudent, schoolName, city, profile_version };
}
