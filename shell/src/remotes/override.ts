import { isReleaseVersion, remoteNameOf } from '@doorloopjes/platform-rules';
import { STORAGE_KEYS } from '@doorloopjes/runtime';
import { REMOTE_NAMES, type RemoteName } from '@doorloopjes/shared';

/** `?remote-override=<remote>@<version>` loads a registered version for this browser session. */
export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_STORAGE_KEY = STORAGE_KEYS.remoteOverride;

export interface RemoteOverride {
  remote: RemoteName;
  /** The remote as the tester wrote it ('content' or 'mf-content'), shown in the banner. */
  label: string;
  version: string;
}

export function parseOverride(value: string | null): RemoteOverride | null {
  if (!value) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const label = value.slice(0, at);
  const version = value.slice(at + 1);
  // Only a version name, never a URL, so an override cannot load foreign code.
  const remote = remoteNameOf(label, REMOTE_NAMES);
  if (!remote || !isReleaseVersion(version)) return null;
  return { remote, label, version };
}

/**
 * The override asked for in the address (which then moves into sessionStorage and out of the
 * address) or kept from earlier in this browser session.
 */
export function takeOverride(location: Location, storage: Storage, history: History): RemoteOverride | null {
  const url = new URL(location.href);
  const asked = url.searchParams.get(OVERRIDE_PARAM);
  if (asked !== null) {
    url.searchParams.delete(OVERRIDE_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const override = parseOverride(asked);
    if (!override) {
      console.warn(`[remotes] Override '${asked}' genegeerd: verwacht <remote>@<geregistreerde versie>.`);
      return null;
    }
    storage.setItem(OVERRIDE_STORAGE_KEY, `${override.label}@${override.version}`);
    return override;
  }
  return parseOverride(storage.getItem(OVERRIDE_STORAGE_KEY));
}

export function clearOverride(storage: Storage): void {
  storage.removeItem(OVERRIDE_STORAGE_KEY);
}
