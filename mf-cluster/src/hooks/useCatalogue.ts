import { useSessionStore, type Explainer } from '@doorloopjes/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchHows } from '../api/fetchHows';
import { fetchWhies } from '../api/fetchWhies';
import { buildCatalogue, type Catalogue } from '../model/catalogue';

export type CatalogueState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; catalogue: Catalogue };

type ExplainerLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; whies: Explainer[]; hows: Explainer[] };

/**
 * Everything the builder can place: the doorloopjes the session already holds, plus the why and
 * how items fetched here. Not ready until all three are known, because restoring a saved cluster
 * against a partial list would wrongly drop items.
 */
export function useCatalogue(): CatalogueState & { retry: () => void } {
  const doorloopjes = useSessionStore((state) => state.doorloopjes);
  const sessionReady = useSessionStore((state) => state.initialised);
  const [explainers, setExplainers] = useState<ExplainerLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setExplainers({ status: 'loading' });
    Promise.all([fetchWhies(), fetchHows()])
      .then(([whies, hows]) => current && setExplainers({ status: 'ready', whies, hows }))
      .catch((error: unknown) => {
        console.error('Fout bij ophalen van de waarom- en hoe-items.', error);
        if (current) setExplainers({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  const state = useMemo<CatalogueState>(() => {
    if (explainers.status !== 'ready') return explainers;
    if (!sessionReady) return { status: 'loading' };
    return { status: 'ready', catalogue: buildCatalogue(doorloopjes, explainers.whies, explainers.hows) };
  }, [explainers, sessionReady, doorloopjes]);

  return { ...state, retry };
}
