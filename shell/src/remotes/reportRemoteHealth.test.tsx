import { setRuntimeConfig, DEFAULT_RUNTIME_CONFIG, removeToken, setToken } from '@doorloopjes/runtime';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from './loader';
import type { RemoteRegistry } from './registry';
import { RemoteLoadError, resetRemoteErrorReports } from './reportRemoteError';
import { resetRemoteHealthReports } from './reportRemoteHealth';
import { renderTwoContentAreas } from '../test/renderRemoteAreas';

interface Sent {
  data: Record<string, unknown>;
}
const sent: Sent[] = [];
setupMswServer(
  http.post(contentUrl('/api/remote-health/events'), async ({ request }) => {
    sent.push((await request.json()) as Sent);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(contentUrl('/api/analytics-events'), () => new HttpResponse(null, { status: 204 })),
);

const canaryRegistry: RemoteRegistry = { content: { name: 'content', manifest: 'http://localhost:3002/releases/2.1.0/mf-manifest.json', version: '2.1.0', canary: true } };

function renderAreas(load: RemoteLoader, registry: RemoteRegistry = canaryRegistry) {
  return renderTwoContentAreas(load, registry);
}

describe('remote health reports', () => {
  beforeEach(() => {
    sent.length = 0;
    resetRemoteErrorReports();
    resetRemoteHealthReports();
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, environment: 'test' });
    setToken('test-token');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    removeToken();
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    vi.restoreAllMocks();
  });

  it('reports a remote that loaded and rendered once per page load, with environment, version, canary flag and load time', async () => {
    const load = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { default: () => <p>Nieuws</p> };
    }) as unknown as RemoteLoader;
    renderAreas(load);
    expect(await screen.findAllByText('Nieuws')).toHaveLength(2);
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
    const { data } = sent[0]!;
    expect(data).toMatchObject({ environment: 'test', remote: 'content', version: '2.1.0', canary: true, outcome: 'loaded' });
    expect(data.loadMs).toEqual(expect.any(Number));
    expect(Number(data.loadMs)).toBeGreaterThanOrEqual(25);
    expect(String(data.pageLoadId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reports a failed load without a load time, and a retry on the same page does not count again', async () => {
    const load = (async () => {
      throw new RemoteLoadError('mf_content/NewsCarousel laadde niet binnen 10000 ms');
    }) as unknown as RemoteLoader;
    renderAreas(load);
    const retries = await screen.findAllByRole('button', { name: /opnieuw/i });
    await userEvent.click(retries[0]!);
    await screen.findAllByRole('alert');
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ version: '2.1.0', canary: true, outcome: 'load-failed', loadMs: null });
  });

  it('reports a remote that throws while rendering as render-failed, not as loaded', async () => {
    const load = (async () => ({
      default: () => {
        throw new Error('kapot');
      },
    })) as unknown as RemoteLoader;
    renderAreas(load, { content: { name: 'content', manifest: 'http://localhost:3002/mf-manifest.json', version: '2.0.0' } });
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ version: '2.0.0', canary: false, outcome: 'render-failed' });
  });

  it('sends nothing for a visitor or for a version the page cannot name', async () => {
    const load = (async () => ({ default: () => <p>Nieuws</p> })) as unknown as RemoteLoader;
    removeToken();
    const { unmount } = renderAreas(load);
    await screen.findAllByText('Nieuws');
    unmount();
    resetRemoteHealthReports();
    setToken('test-token');
    renderAreas(load, { content: { name: 'content', manifest: 'http://localhost:3002/mf-manifest.json' } });
    await screen.findAllByText('Nieuws');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(0);
  });
});
