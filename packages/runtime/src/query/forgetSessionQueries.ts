import { hashKey, type QueryClient } from '@tanstack/react-query';
import { guideKeys, settingsKeys, userKeys } from './keys';
import { queryClient } from './queryClient';

/** The session's user, settings and guide list (the keys of currentUserQuery, globalSettingsQuery, guideListQuery). */
const SESSION_QUERY_HASHES = new Set([userKeys.me(), settingsKeys.global(), guideKeys.list()].map((key) => hashKey(key)));

/**
 * Empties the query cache (a logout, a refused token): every query and write is removed, except
 * the three session queries, which are reset. A removed query is not reported to the components
 * reading it with useQuery (they would keep showing the old user and miss the one the next login
 * writes); a reset one is, and its fetch under way is cancelled (its answer is dropped).
 */
export function forgetSessionQueries(client: QueryClient = queryClient): void {
  const isSessionQuery = (query: { queryHash: string }) => SESSION_QUERY_HASHES.has(query.queryHash);
  client.getMutationCache().clear();
  client.removeQueries({ predicate: (query) => !isSessionQuery(query) });
  void client.resetQueries({ predicate: isSessionQuery });
}
