import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from '../api/errors';

export interface ConnectionSource {
  /** True while a logged-in user's content service cannot be reached. */
  isLost(): boolean;
  /** Calls back when that changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A query got no answer: the connection is lost (the session starts retrying). */
  reportLost(): void;
}

/**
 * While the content service is unreachable, a page keeps showing what the query cache holds
 * (from memory, or restored from the device) instead of turning into an error: TanStack's
 * onlineManager follows the session's connection, and with the default networkMode 'online' a
 * fetch or retry then waits ("paused") and resumes by itself once the session reconnects.
 * The first failure of any query without an answer reports the connection lost at once, within
 * the retry's delay, so that retry pauses too. A query never loaded shows its loading text
 * meanwhile, under the layout's connection notice.
 */
export function pauseQueriesWhileDisconnected(client: QueryClient, connection: ConnectionSource): () => void {
  // Only a change is passed on: the onlineManager's own view (the browser's online/offline
  // events) stays in charge otherwise.
  let lost = false;
  const follow = () => {
    if (connection.isLost() === lost) return;
    lost = !lost;
    onlineManager.setOnline(!lost);
  };
  const stopFollowing = connection.subscribe(follow);
  const stopWatching = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'failed' && event.action.type !== 'error')) return;
    if (isNetworkFailure(event.action.error) && !connection.isLost()) connection.reportLost();
  });
  follow();
  return () => {
    stopFollowing();
    stopWatching();
    onlineManager.setOnline(true);
  };
}
