import { explainersQuery, useGuideList, useSessionStore, useSessionUser } from '@doorloopjes/runtime';
import { AlertWithRetry, messages } from '@doorloopjes/shared';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { buildCatalogue } from '../../catalogue/model/catalogue';
import { ClusterEditor } from './ClusterEditor';

const EXPLAINER_QUERIES = [explainersQuery('why'), explainersQuery('how')] as const;

/**
 * Loads what can be placed, then hands over to the editor (keyed per user: a new user, a new
 * restore). Everything the builder can place: the doorloopjes the session already holds, plus the
 * why and how items (the same query the Kennisbank reads). Not ready until all three are known,
 * because restoring a saved cluster against a partial list would wrongly drop items.
 */
export default function ClusterWorkspace() {
  const user = useSessionUser();
  const doorloopjes = useGuideList();
  const sessionReady = useSessionStore((state) => state.initialised);
  const [whies, hows] = useQueries({ queries: EXPLAINER_QUERIES });
  const failure = whies.error ?? hows.error;
  useEffect(() => {
    if (failure) console.error('Fout bij ophalen van de waarom- en hoe-items.', failure);
  }, [failure]);
  // One catalogue per set of lists: the editor's effects depend on its identity.
  const catalogue = useMemo(
    () => (whies.data && hows.data ? buildCatalogue(doorloopjes, whies.data, hows.data) : null),
    [doorloopjes, whies.data, hows.data],
  );

  if (whies.isError || hows.isError) {
    const retry = () => {
      if (whies.isError) void whies.refetch();
      if (hows.isError) void hows.refetch();
    };
    return <AlertWithRetry className="cl-error-box" buttonClassName="cl-button" message={messages.cluster.loadFailed} retryLabel={messages.cluster.retry} onRetry={retry} />;
  }
  if (!catalogue || !sessionReady) {
    return (
      <p className="cl-muted" role="status">
        {messages.cluster.loading}
      </p>
    );
  }
  return <ClusterEditor key={user?.id ?? 'anoniem'} user={user} catalogue={catalogue} />;
}
