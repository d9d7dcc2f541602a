/* eslint-disable testing-library/no-node-access, testing-library/no-container -- This test checks the decorative thumbnail, the player iframe and the backdrop, which have no role. */
import { messages } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OEMBED_ENDPOINT } from '../api/fetchVideoThumbnail';
import DoorloopjesRoutes from '../../exposes/routes';
import recordedGuide from '@doorloopjes/runtime/testing/content/sharedRequests.doorloopjeBySlugRequest.hardop-denkend-voordoen.json';
import type { Doorloopje } from '@doorloopjes/shared';
import { userWith } from '../../test/fixtures';
import { emulateViewportWidth } from '@doorloopjes/runtime/testing';
import { renderWithSession } from '../../test/renderWithSession';

const t = messages.doorloopjes;
const VIDEO_URL = 'https://vimeo.com/76979871/8272103f6e';
// The guide as the seeded service answers it by slug; that recorded guide has no video (the seed's
// guides with one were not recorded by slug), so it is given this private Vimeo link here.
const seeded = recordedGuide.data[0]! as Doorloopje;
const withVideo: Doorloopje = { ...seeded, vimeo_url: VIDEO_URL };

const analytics: unknown[] = [];
const oembedRequests: string[] = [];
const server = setupMswServer(
  http.get(OEMBED_ENDPOINT, ({ request }) => {
    oembedRequests.push(new URL(request.url).searchParams.get('url') ?? '');
    return HttpResponse.json({ thumbnail_url: 'https://i.vimeocdn.com/video/452001751-8216e0570b_295x166' });
  }),
  // The detail page fetches its guide by slug.
  http.get(contentUrl('/api/doorloopjes'), () => HttpResponse.json({ ...recordedGuide, data: [withVideo] })),
  http.post(contentUrl('/api/analytics-events'), async ({ request }) => {
    analytics.push(await request.json());
    return HttpResponse.json({ data: {} });
  }),
);

beforeEach(() => {
  analytics.length = 0;
  oembedRequests.length = 0;
});

/** The detail page once its guide has loaded. */
async function renderDetail() {
  const view = renderWithSession(<DoorloopjesRoutes />, { list: [withVideo], user: userWith(), path: `/doorloopjes/${seeded.slug}` });
  await screen.findByRole('heading', { level: 1, name: seeded.title });
  return view;
}
const badge = () => screen.getByRole('button', { name: t.videoTitle(seeded.title) });

describe('video on desktop', () => {
  it('shows the badge with the 640 thumbnail from oEmbed', async () => {
    const { container } = await renderDetail();
    await waitFor(() => expect(container.querySelector('.dj-video-badge img')).toHaveAttribute('src', 'https://i.vimeocdn.com/video/452001751-8216e0570b_640'));
    expect(oembedRequests).toEqual([VIDEO_URL]);
    expect(badge()).toBeInTheDocument();
  });

  it('opens the player with autoplay and sends a video_play event', async () => {
    await renderDetail();
    await userEvent.click(badge());
    const dialog = screen.getByRole('dialog', { name: t.videoTitle(seeded.title) });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&h=8272103f6e');
    await waitFor(() => expect(analytics).toHaveLength(1));
    expect(analytics[0]).toEqual({
      data: expect.objectContaining({
        type: 'video_play',
        path: `/doorloopjes/${seeded.slug}`,
        title: seeded.title,
        payload: { doorloopje_id: seeded.id, doorloopje_title: seeded.title, vimeo_id: '76979871', device: 'desktop' },
      }),
    });
  });

  it('closes by the close button, Escape and the backdrop', async () => {
    await renderDetail();
    await userEvent.click(badge());
    await userEvent.click(screen.getByRole('button', { name: messages.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(badge());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(badge());
    const backdrop = screen.getByRole('dialog').parentElement!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a thumbnail when oEmbed fails, the badge still opens the player', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(OEMBED_ENDPOINT, () => HttpResponse.json({}, { status: 404 })));
    const { container } = await renderDetail();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.querySelector('.dj-video-badge img')).toBeNull();
    await userEvent.click(badge());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows no video controls for a guide without a valid video address', async () => {
    // An unusable address the seed does not hold.
    const noVideo: Doorloopje = { ...seeded, vimeo_url: 'geen video' };
    server.use(http.get(contentUrl('/api/doorloopjes'), () => HttpResponse.json({ ...recordedGuide, data: [noVideo] })));
    renderWithSession(<DoorloopjesRoutes />, { list: [noVideo], user: userWith(), path: `/doorloopjes/${seeded.slug}` });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /video/i })).not.toBeInTheDocument();
    expect(oembedRequests).toEqual([]);
  });
});

describe('video on mobile', () => {

  it("shows 'BEKIJK VIDEO' and reports the device as mobile", async () => {
    emulateViewportWidth(390);
    await renderDetail();
    await userEvent.click(screen.getByRole('button', { name: t.watchVideo }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(analytics).toHaveLength(1));
    expect(analytics[0]).toEqual({ data: expect.objectContaining({ payload: expect.objectContaining({ device: 'mobile' }) }) });
  });
});
