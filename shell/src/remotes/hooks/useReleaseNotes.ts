import { getRuntimeConfig } from '@doorloopjes/runtime';
import type { RemoteName } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';

/** The query key of one remote version's release notes. */
export const releaseNoteKeys = {
  all: ['remote-release-notes'] as const,
  of: (remote: RemoteName, version: string | undefined) => [...releaseNoteKeys.all, remote, version] as const,
};

/**
 * The release notes of one registered remote version: what the team wrote with `pnpm release
 * --notes` or in its CHANGELOG. Read from the control plane's public release lookup (`GET
 * /api/remote-releases/:remote/:version`, cached a minute by the service), as the QA override's
 * lookup in resolveRegistry.ts does; not content, so not a ContentQuery. Null when the release has
 * none or is not registered; nothing is asked for a version the page cannot name. A release never
 * changes, so its notes are kept for the session.
 */
export function useReleaseNotes(remote: RemoteName, version: string | undefined) {
  return useQuery({
    queryKey: releaseNoteKeys.of(remote, version),
    queryFn: async ({ signal }) => {
      const url = `${getRuntimeConfig().contentUrl}/api/remote-releases/${remote}/${encodeURIComponent(version as string)}`;
      const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: { notes?: unknown } };
      return typeof body.data?.notes === 'string' ? body.data.notes : null;
    },
    enabled: version !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}
