import { MutationObserver, notifyManager, onlineManager, QueryObserver, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { explainersQuery } from '../api/explainers';
import { ApiError } from '../api/httpClient';
import { contentUrl, setupMswServer } from '../test/msw';
import { renderWithQueryClient } from '../test/queryClient';
import { createQueryClient, queryClient, QUERY_DEFAULTS } from './queryClient';

let whyCalls = 0;
setupMswServer(
  http.get(contentUrl('/api/whies'), () => {
    whyCalls += 1;
    return HttpResponse.json({ data: [{ id: 1, title: 'Waarom herhalen', slug: 'waarom-herhalen' }] });
  }),
);

/** Stand-ins for the Kennisbank (mf-content) and the cluster builder (mf-cluster). */
function KennisbankTitles() {
  const { data } = useQuery(explainersQuery('why'));
  return <p>{`kennisbank: ${data?.length ?? '…'}`}</p>;
}
function BuilderTitles() {
  const { data } = useQuery(explainersQuery('why'));
  return <p>{`builder: ${data?.map((item) => item.title).join(', ') ?? '…'}`}</p>;
}

const failure = (status: number) => new ApiError('x', 'refused', {}, { status, headers: {}, data: null });

describe('the data layer', () => {
  it('two remotes on one page reading the why list ask the content service once', async () => {
    whyCalls = 0;
    renderWithQueryClient(
      <>
        <KennisbankTitles />
        <BuilderTitles />
      </>,
    );
    expect(await screen.findByText('builder: Waarom herhalen')).toBeInTheDocument();
    expect(screen.getByText('kennisbank: 1')).toBeInTheDocument();
    await waitFor(() => expect(whyCalls).toBe(1));
  });

  it("tells a query's readers of a change before the next task, so a controlled input never shows the old value for a frame", async () => {
    const key = ['notify-timing'];
    const observer = new QueryObserver(queryClient, { queryKey: key, enabled: false });
    const seen: Array<string | undefined> = [];
    // The way useQuery subscribes: through the notify manager's batch.
    const stop = observer.subscribe(notifyManager.batchCalls((result) => seen.push(result.data as string | undefined)));
    queryClient.setQueryData(key, 'nieuw');
    // A task queued now runs after every microtask: TanStack's default batch (setTimeout 0) would not have run yet.
    const nextTask = new Promise<Array<string | undefined>>((resolve) => setTimeout(() => resolve([...seen]), 0));
    await Promise.resolve();
    expect(seen).toEqual(['nieuw']);
    expect(await nextTask).toEqual(['nieuw']);
    stop();
    queryClient.removeQueries({ queryKey: key });
  });

  it('is one client with the platform defaults: fresh for a minute, refetch on focus', () => {
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ staleTime: 60_000, refetchOnWindowFocus: true });
  });

  it('retries a server failure or a dropped connection once, a refusal never', () => {
    const retry = QUERY_DEFAULTS.retry;
    expect(retry(0, failure(500))).toBe(true);
    expect(retry(0, new Error('Network Error'))).toBe(true);
    expect(retry(1, failure(500))).toBe(false);
    expect(retry(0, failure(404))).toBe(false);
    expect(retry(0, failure(401))).toBe(false);
  });

  it('runs a write while offline at once, so it fails where it was sent instead of waiting paused', async () => {
    onlineManager.setOnline(false);
    try {
      const write = new MutationObserver(createQueryClient(), { mutationFn: () => Promise.reject(new Error('Network Error')) });
      await expect(write.mutate()).rejects.toThrow('Network Error');
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
