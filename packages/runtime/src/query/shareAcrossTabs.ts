import { broadcastQueryClient } from '@tanstack/query-broadcast-client-experimental';
import type { QueryClient } from '@tanstack/react-query';

/** The channel the tabs of one browser share their query cache on. */
export const SESSION_CHANNEL = 'doorloopjes-session';

/**
 * Keeps the open tabs of one browser in step: every change of the query cache (a click shown at
 * once, its undo, the user refetched after a write, a saved profile or cluster) is broadcast
 * (TanStack's broadcast client), so another tab shows it at once without asking the server.
 * Returns the function that stops it.
 */
export function shareQueryCacheAcrossTabs(client: QueryClient): () => void {
  return broadcastQueryClient({ queryClient: client, broadcastChannel: SESSION_CHANNEL });
}
