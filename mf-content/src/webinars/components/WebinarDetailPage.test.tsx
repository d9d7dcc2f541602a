/* eslint-disable testing-library/no-node-access -- This test checks decorative images and the absence of an embed, which have no accessible role. */
import { formatDate, messages } from '@doorloopjes/shared';
import recordedWebinars from '@doorloopjes/runtime/testing/content/webinarRequests.digidatesRequest.json';
import recordedWebinar from '@doorloopjes/runtime/testing/content/webinarRequests.digidateBySlugRequest.feedback-die-werkt.json';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_FRAME_HEIGHT } from './WebinarAccess';
import { collection, list, setupMswServer } from '../../test/fixtures';
import { itReportsMissingAndFailingEntries } from '../../test/detailFailures';
import { logIn, renderSection } from '../../test/render';

// The seeded past webinar as the read by slug returns it; the upcoming ones come from the recorded
// list (the read by slug was recorded for the past one only; the page needs no relation to show a form).
const full = recordedWebinar.data[0]!;
const upcoming = recordedWebinars.data.filter((webinar) => !webinar.has_taken_place);
const withForm = upcoming.find((webinar) => webinar.registration_url)!;
const withoutForm = upcoming.find((webinar) => !webinar.registration_url)!;

let current: object[] = [];
const digidates = collection('/api/digidates', () => list(current));
const server = setupMswServer(digidates.handler);

beforeEach(() => {
  logIn();
  current = [full];
});

describe('/webinars/:slug', () => {
  it('calls the content service by slug with the populate paths', async () => {
    renderSection('webinars', `/webinars/${full.slug}`);
    await screen.findByRole('heading', { level: 1, name: full.title });
    const url = digidates.calls.at(-1);
    expect(url?.searchParams.get('filters[slug][$eq]')).toBe(full.slug);
    expect(url?.searchParams.getAll('populate')).toEqual(['image', 'experts.photo', 'related_doorloopjes.steps.image', 'downloads']);
  });

  it('shows the date breadcrumb, the recording link, description, speakers, downloads and discussed doorloopjes', async () => {
    renderSection('webinars', `/webinars/${full.slug}`);
    await screen.findByRole('heading', { level: 1, name: full.title });
    const breadcrumb = within(screen.getByRole('navigation', { name: messages.content.breadcrumb }));
    expect(breadcrumb.getByRole('link', { name: messages.content.webinarsTitle })).toHaveAttribute('href', '/webinars');
    expect(breadcrumb.getByText(formatDate(full.event_date))).toBeVisible();
    expect(screen.getByRole('link', { name: messages.content.watchRecording })).toHaveAttribute('href', full.recording_url);
    const intro = full.description[0]!.children[0]!;
    expect('text' in intro && screen.getByText(intro.text)).toBeVisible();

    const expert = full.experts[0]!;
    const speakers = within(screen.getByRole('region', { name: messages.content.speakers }));
    expect(speakers.getByText(expert.name)).toBeVisible();
    expect(speakers.getByText(expert.title)).toBeVisible();
    const photoUrls = [expert.photo.url, ...Object.values(expert.photo.formats).map((format) => format.url)].map((url) => `http://localhost:1337${url}`);
    expect(photoUrls).toContain(screen.getByRole('region', { name: messages.content.speakers }).querySelector('img')?.getAttribute('src'));

    const downloads = within(screen.getByRole('region', { name: messages.content.downloads }));
    for (const download of full.downloads) {
      expect(downloads.getByRole('link', { name: download.name })).toHaveAttribute('href', `http://localhost:1337${download.url}`);
    }
    // Sizes are bytes, shown in KB to one decimal (the seeded hand-outs are well under a kilobyte).
    expect(downloads.getByText(`(${(full.downloads[0]!.size / 1024).toFixed(1)} KB)`)).toBeVisible();

    const discussed = within(screen.getByRole('region', { name: messages.content.discussedDoorloopjes }));
    const guide = full.related_doorloopjes[0]!;
    expect(discussed.getByRole('link', { name: guide.title })).toHaveAttribute('href', `/doorloopjes/${guide.slug}`);
  });

  it('shows the placeholder for a past webinar without a recording', async () => {
    // Every seeded past webinar has its recording, so this one loses it here.
    current = [{ ...full, recording_url: null }];
    renderSection('webinars', `/webinars/${full.slug}`);
    expect(await screen.findByText(messages.content.recordingSoon)).toBeVisible();
    expect(screen.queryByRole('link', { name: messages.content.watchRecording })).not.toBeInTheDocument();
  });

  it('embeds the registration form at height 340, with its intro, for an upcoming webinar', async () => {
    current = [withForm];
    renderSection('webinars', `/webinars/${withForm.slug}`);
    const frame = await screen.findByTitle(messages.content.registrationFrameTitle(withForm.title));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', withForm.registration_url);
    expect(frame).toHaveAttribute('height', String(REGISTRATION_FRAME_HEIGHT));
    expect(REGISTRATION_FRAME_HEIGHT).toBe(340);
    expect(screen.getByText(withForm.registration_intro!)).toBeVisible();
    expect(screen.queryByText(messages.content.recordingSoon)).not.toBeInTheDocument();
  });

  it('says the form is unavailable for an upcoming webinar without a registration address', async () => {
    current = [withoutForm];
    renderSection('webinars', `/webinars/${withoutForm.slug}`);
    expect(await screen.findByText(messages.content.registrationUnavailable)).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says the form is unavailable for an upcoming webinar whose registration address is not usable', async () => {
    // The seed holds only safe addresses, so this one is written here.
    current = [{ ...withForm, registration_url: 'javascript:alert(1)' }];
    renderSection('webinars', `/webinars/${withForm.slug}`);
    expect(await screen.findByText(messages.content.registrationUnavailable)).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });

  itReportsMissingAndFailingEntries({
    missing: { section: 'webinars', path: '/webinars/bestaat-niet' },
    failing: { section: 'webinars', path: '/webinars/feedback-die-werkt', apiPath: '/api/digidates' },
    server,
    noEntries: () => (current = []),
    entryName: 'webinar',
    notFoundText: messages.content.webinarNotFound,
    errorText: messages.content.webinarError,
  });

  it('refuses without a token and makes no call', async () => {
    localStorage.removeItem('jwt');
    const before = digidates.calls.length;
    renderSection('webinars', `/webinars/${full.slug}`);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.content.authRequired);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(digidates.calls.length).toBe(before);
  });
});
