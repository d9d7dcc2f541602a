import { DEFAULT_RUNTIME_CONFIG, removeToken, setRuntimeConfig, setToken } from '@doorloopjes/runtime';
import type { RemoteName } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteArea } from './components/RemoteArea';
import { RegistryContext } from './hooks/RegistryContext';
import { RemoteLoaderContext } from './hooks/RemoteLoaderContext';
import type { RemoteLoader } from './loader';
import type { RemoteRegistry } from './registry';
import { resetMainContentForTests } from './mainContent';
import { resetPageFigures } from './reportPageFigures';
import { resetRemoteHealthReports } from './reportRemoteHealth';

// web-vitals as the browser would call it once the figures are final.
vi.mock('web-vitals', () => ({
  onLCP: (report: (metric: { value: number }) => void) => report({ value: 1234.4 }),
  onINP: (report: (metric: { value: number }) => void) => report({ value: 88 }),
  onCLS: (report: (metric: { value: number }) => void) => report({ value: 0.01234 }),
}));

const figures: Array<Record<string, unknown>> = [];
setupMswServer(
  http.post(contentUrl('/api/remote-health/figures'), async ({ request }) => {
    figures.push(((await request.json()) as { data: Record<string, unknown> }).data);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(contentUrl('/api/remote-health/events'), () => new HttpResponse(null, { status: 204 })),
);

const registry: RemoteRegistry = {
  content: { name: 'content', manifest: 'http://localhost:3002/releases/2.1.0/mf-manifest.json', version: '2.1.0', canary: true },
  doorloopjes: { name: 'doorloopjes', manifest: 'http://localhost:3001/releases/1.0.0/mf-manifest.json', version: '1.0.0' },
};

/** A page whose main area is mf-content's, with a side area of mf-doorloopjes. */
function renderPage() {
  const load = (async (remote: RemoteName) => ({ default: () => <p>{remote === 'content' ? 'Hoofdinhoud' : 'Zijkant'}</p> })) as unknown as RemoteLoader;
  return render(
    <RegistryContext.Provider value={registry}>
      <RemoteLoaderContext.Provider value={{ load, reset: vi.fn<(remote: RemoteName) => void>() }}>
        <RemoteArea remote="doorloopjes" module="ProgressDonut" props={{}} />
        <RemoteArea remote="content" module="NewsCarousel" props={{}} main />
      </RemoteLoaderContext.Provider>
    </RegistryContext.Provider>,
  );
}

describe('page figures of the main area\'s remote', () => {
  beforeEach(() => {
    figures.length = 0;
    resetPageFigures();
    resetRemoteHealthReports();
    resetMainContentForTests();
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, environment: 'test' });
  });
  afterEach(() => {
    removeToken();
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  });

  it('reports the time to content and the Web Vitals once per page load, attributed to the remote that owns the main area', async () => {
    setToken('test-token');
    renderPage();
    expect(await screen.findByText('Hoofdinhoud')).toBeInTheDocument();
    await waitFor(() => expect(figures).toHaveLength(4));
    const byMetric = Object.fromEntries(figures.map((figure) => [figure.metric, figure]));
    for (const figure of figures) {
      expect(figure).toMatchObject({ environment: 'test', remote: 'content', version: '2.1.0', canary: true, pageLoadId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    }
    expect(byMetric.content!.value).toEqual(expect.any(Number));
    expect(byMetric.LCP!.value).toBe(1234);
    expect(byMetric.INP!.value).toBe(88);
    expect(byMetric.CLS!.value).toBe(0.012);

    // A second main area on the same page load (a navigation) reports nothing more.
    renderPage();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(figures).toHaveLength(4);
  });

  it('reports nothing for a visitor', async () => {
    renderPage();
    expect(await screen.findByText('Hoofdinhoud')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(figures).toHaveLength(0);
  });
});
