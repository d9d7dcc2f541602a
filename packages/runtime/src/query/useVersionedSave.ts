import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { conflictVersion, isVersionConflict } from '../api/users';

/** How one save of a versioned document ended. */
export type VersionedSaveResult =
  | { kind: 'saved'; version: number }
  /** Another device saved the document since; `serverVersion` is the version stored now. */
  | { kind: 'conflict'; serverVersion: number }
  | { kind: 'failed'; error: unknown };

export interface VersionedSaveOptions<Draft> {
  /** The document, for ordering: saves of one document run one after the other. */
  document: string;
  /** The version the draft was loaded at (0 before the first save). */
  initialVersion: number;
  /** Sends the draft, naming the version it is based on; resolves with the version the answer names. */
  write: (draft: Draft, base: number) => Promise<number | null | undefined>;
}

/**
 * Saves a whole document of the user (profile, cluster layout) with the version it was loaded at.
 * The content service refuses (409) a save based on an older version than the stored one: another
 * device saved meanwhile. The hook then remembers the stored version, so the caller can offer
 * overwriting it on purpose (`overwrite`) or loading the newer one (`adoptVersion` once it shows
 * it). The draft is never touched here: after a conflict or a failure the local work stays as it is.
 */
export function useVersionedSave<Draft>({ document, initialVersion, write }: VersionedSaveOptions<Draft>) {
  const [baseVersion, setBaseVersion] = useState(initialVersion);
  /** The version stored on the server when the last save was refused; null without a conflict. */
  const [serverVersion, setServerVersion] = useState<number | null>(null);

  const { mutateAsync } = useMutation({
    mutationFn: async ({ draft, base }: { draft: Draft; base: number }) => (await write(draft, base)) ?? base + 1,
    // Offline, a save fails at once and the caller says it was not saved (the client's mutation defaults).
    scope: { id: `versioned-save:${document}` },
    onSuccess: (version) => adoptVersion(version),
    // A 409 without a stored version (never sent by the content service) keeps the save's own base.
    onError: (error, { base }) => setServerVersion(isVersionConflict(error) ? (conflictVersion(error) ?? base) : null),
  });

  const saveOn = (draft: Draft, base: number): Promise<VersionedSaveResult> =>
    mutateAsync({ draft, base }).then(
      (version) => ({ kind: 'saved', version }),
      (error: unknown) => (isVersionConflict(error) ? { kind: 'conflict', serverVersion: conflictVersion(error) ?? base } : { kind: 'failed', error }),
    );

  /** The caller now shows the server's document of this version; later saves build on it. */
  function adoptVersion(version: number): void {
    setBaseVersion(version);
    setServerVersion(null);
  }

  return {
    baseVersion,
    /** Saves the draft on top of the version it was loaded at (or last saved as). */
    save: (draft: Draft) => saveOn(draft, baseVersion),
    /** After a conflict: saves on top of the version stored elsewhere, replacing it on purpose. */
    overwrite: (draft: Draft) => saveOn(draft, serverVersion ?? baseVersion),
    adoptVersion,
  };
}
