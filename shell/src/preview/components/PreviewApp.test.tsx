import { doorloopjeBySlugQuery, getToken, queryClient, removeToken, setToken, startPreview, stopPreview } from '@doorloopjes/runtime';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import recordedGuide from '@doorloopjes/runtime/testing/content/sharedRequests.doorloopjeBySlugRequest.hardop-denkend-voordoen.json';
import recordedGuides from '@doorloopjes/runtime/testing/content/sharedRequests.doorloopjeListRequest.json';
import recordedSettings from '@doorloopjes/runtime/testing/content/sharedRequests.globalSettingsRequest.json';
import { messages } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RemoteLoaderContext } from '../../remotes/hooks/RemoteLoaderContext';
import type { RemoteLoader } from '../../remotes/loader';
import { ALL_REMOTES_ON } from '../../test/registries';
import { resetStores } from '../../test/resetStores';
import { PreviewApp } from './PreviewApp';

const CREDENTIAL = '7.1790000000000.aGVsbG8';
const EXPIRED = '7.1.dmVybG9wZW4';
const GUIDE = '/doorloopjes/hardop-denkend-voordoen';
/** The first render loads the frame's and the pages' chunks: slower than the default second on a busy machine. */
const FIRST_LOAD = { timeout: 10_000 };

/** What each read was sent with: the Authorization header and the `status` asked for. */
const reads: Array<{ path: string; authorization: string | null; status: string | null }> = [];

setupMswServer(
  ...['/api/global-setting', '/api/doorloopjes'].map((path) =>
    http.get(contentUrl(path), ({ request }) => {
      const url = new URL(request.url);
      const authorization = request.headers.get('Authorization');
      reads.push({ path, authorization, status: url.searchParams.get('status') });
      // The content service's own refusal of an expired credential (src/preview/authentication.js).
      if (authorization === `Preview ${EXPIRED}`) {
        return HttpResponse.json(
          { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Deze voorbeeldlink is verlopen. Open het voorbeeld opnieuw vanuit het beheer.' } },
          { status: 401 },
        );
      }
      if (path === '/api/global-setting') return HttpResponse.json(recordedSettings);
      return HttpResponse.json(url.searchParams.has('filters[slug][$eq]') ? recordedGuide : recordedGuides);
    }),
  ),
);

/** mf-doorloopjes stand-in: reads its guide as the real detail page does, through the runtime. */
function GuidePage() {
  const slug = useLocation().pathname.split('/').pop() ?? '';
  const guide = useQuery(doorloopjeBySlugQuery(slug));
  return guide.data ? <h1>{guide.data.title}</h1> : <p>laden</p>;
}
const load = (async () => ({ default: GuidePage })) as unknown as RemoteLoader;

function renderPreview({ page = GUIDE, credential = CREDENTIAL }: { page?: string | null; credential?: string | null } = {}) {
  if (credential) startPreview(credential);
  return render(
    <RemoteLoaderContext.Provider value={{ load, reset: () => undefined }}>
      <PreviewApp registry={ALL_REMOTES_ON} page={page} credential={credential} />
    </RemoteLoaderContext.Provider>,
  );
}

beforeEach(() => {
  resetStores();
  queryClient.clear();
  window.history.replaceState(null, '', `/voorbeeld?pad=${encodeURIComponent(GUIDE)}&status=draft`);
});

afterEach(() => {
  reads.length = 0;
  stopPreview();
  removeToken();
});

describe('the preview page', () => {
  it('shows the draft in the frame under the banner, read with the preview credential and status=draft', async () => {
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hardop denkend voordoen' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText(messages.preview.banner)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: messages.layout.mainMenu })).toBeInTheDocument();
    expect(reads.map(({ path }) => path).sort()).toEqual(['/api/doorloopjes', '/api/doorloopjes', '/api/global-setting']);
    for (const read of reads) expect(read).toMatchObject({ authorization: `Preview ${CREDENTIAL}`, status: 'draft' });
  });

  it("never sends a logged-in teacher's token and leaves her logged in", async () => {
    setToken('teacher-jwt');
    renderPreview();
    await screen.findByRole('heading', { level: 1, name: 'Hardop denkend voordoen' }, FIRST_LOAD);
    expect(reads.some(({ authorization }) => authorization?.startsWith('Bearer'))).toBe(false);
    expect(reads.some(({ path }) => path.startsWith('/api/users'))).toBe(false);
    expect(getToken()).toBe('teacher-jwt');
    expect(screen.queryByRole('button', { name: /profiel/i })).not.toBeInTheDocument();
  });

  it('tells search engines not to index it', async () => {
    renderPreview();
    await screen.findByRole('heading', { level: 1, name: 'Hardop denkend voordoen' }, FIRST_LOAD);
    // eslint-disable-next-line testing-library/no-node-access -- the document's head is no part of the screen
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('keeps the address on /voorbeeld with the page, never the credential', async () => {
    renderPreview();
    await screen.findByRole('heading', { level: 1, name: 'Hardop denkend voordoen' }, FIRST_LOAD);
    expect(window.location.pathname).toBe('/voorbeeld');
    expect(new URLSearchParams(window.location.search).get('pad')).toBe(GUIDE);
    expect(window.location.href).not.toContain(CREDENTIAL);
  });

  it('says in Dutch that an expired or forged link no longer works, without showing the page', async () => {
    renderPreview({ credential: EXPIRED });
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(messages.preview.refused);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.preview.refusedHelp);
    expect(screen.getByText(messages.preview.banner)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hardop denkend voordoen' })).not.toBeInTheDocument();
  });

  it('says so for a link without a credential or without a page of the platform, and reads nothing', () => {
    const { unmount } = renderPreview({ credential: null });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.preview.refused);
    unmount();
    stopPreview();
    renderPreview({ page: null });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.preview.noPage);
    expect(reads).toEqual([]);
  });
});
