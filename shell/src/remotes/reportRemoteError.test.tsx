import { setToken, removeToken } from '@doorloopjes/runtime';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from './loader';
import { RemoteLoadError, resetRemoteErrorReports } from './reportRemoteError';
import { resetRemoteHealthReports } from './reportRemoteHealth';
import { renderTwoContentAreas } from '../test/renderRemoteAreas';

const events: unknown[] = [];
setupMswServer(
  http.post(contentUrl('/api/analytics-events'), async ({ request }) => {
    events.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(contentUrl('/api/remote-health/events'), () => new HttpResponse(null, { status: 204 })),
);

const registry = { content: { name: 'content' as const, manifest: 'http://localhost:3002/releases/2.0.0/mf-manifest.json', version: '2.0.0' } };

describe('remote_error analytics', () => {
  beforeEach(() => {
    events.length = 0;
    resetRemoteErrorReports();
    resetRemoteHealthReports();
    setToken('test-token');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    removeToken();
    vi.restoreAllMocks();
  });

  it('reports a remote that fails to load once per page load, with remote, version, stage and message', async () => {
    const load = (async () => {
      throw new RemoteLoadError('mf_content/NewsCarousel laadde niet binnen 10000 ms');
    }) as unknown as RemoteLoader;
    renderTwoContentAreas(load, registry);
    const retries = await screen.findAllByRole('button', { name: /opnieuw/i });
    expect(retries).toHaveLength(2);
    await userEvent.click(retries[0]!);
    await screen.findAllByRole('alert');
    await waitFor(() => expect(events).toHaveLength(1));
    // Two areas of the remote and a retry: still one event for this page load.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      data: {
        type: 'remote_error',
        path: '/',
        payload: { remote: 'content', version: '2.0.0', stage: 'load', message: 'mf_content/NewsCarousel laadde niet binnen 10000 ms' },
      },
    });
  });

  it('reports a remote that throws while rendering with stage render', async () => {
    const load = (async () => ({
      default: () => {
        throw new Error('kapot');
      },
    })) as unknown as RemoteLoader;
    renderTwoContentAreas(load, registry);
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ data: { payload: { remote: 'content', stage: 'render', message: 'kapot' } } });
  });
});
