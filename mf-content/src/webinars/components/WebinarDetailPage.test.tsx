/* eslint-disable testing-library/no-node-access -- This test checks decorative images and the absence of an embed, which have no accessible role. */
import { messages, type Digidate } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_FRAME_HEIGHT } from './WebinarAccess';
import { collection, list, setupMswServer, paragraph, webinar } from '../../test/fixtures';
import { itReportsMissingAndFailingEntries } from '../../test/detailFailures';
import { logIn, renderSection } from '../../test/render';

let current: Digidate[] = [];
const digidates = collection('/api/digidates', () => list(current));
const server = setupMswServer(digidates.handler);

const full = webinar({
  id: 7,
  title: 'Feedback die werkt',
  slug: 'feedback-die-werkt',
  event_date: '2025-10-14T15:30:00Z',
  has_taken_place: true,
  recording_url: 'https://vimeo.com/123456',
  description: [paragraph('Een terugblik op feedback.')],
  experts: [{ id: 1, name: 'Sanne de Vries', title: 'Onderzoeker', photo: { url: '/uploads/sanne.jpg' } }],
  downloads: [{ id: 1, name: 'Hand-out.pdf', url: '/uploads/handout.pdf', size: 250_880 }],
  related_doorloopjes: [{ id: 3, slug: 'succescriteria', title: 'Succescriteria delen', steps: [{ id: 1, title: 'Stap', image: { url: '/uploads/stap.jpg' } }] }],
});

beforeEach(() => {
  logIn();
  current = [full];
});

describe('/webinars/:slug', () => {
  it('calls the content service by slug with the populate paths', async () => {
    renderSection('webinars', '/webinars/feedback-die-werkt');
    await screen.findByRole('heading', { level: 1, name: 'Feedback die werkt' });
    const url = digidates.calls.at(-1);
    expect(url?.searchParams.get('filters[slug][$eq]')).toBe('feedback-die-werkt');
    expect(url?.searchParams.getAll('populate')).toEqual(['image', 'experts.photo', 'related_doorloopjes.steps.image', 'downloads']);
  });

  it('shows the date breadcrumb, the recording link, description, speakers, downloads and discussed doorloopjes', async () => {
    renderSection('webinars', '/webinars/feedback-die-werkt');
    await screen.findByRole('heading', { level: 1, name: 'Feedback die werkt' });
    const breadcrumb = within(screen.getByRole('navigation', { name: messages.content.breadcrumb }));
    expect(breadcrumb.getByRole('link', { name: messages.content.webinarsTitle })).toHaveAttribute('href', '/webinars');
    expect(breadcrumb.getByText('14 oktober 2025')).toBeVisible();
    expect(screen.getByRole('link', { name: messages.content.watchRecording })).toHaveAttribute('href', 'https://vimeo.com/123456');
    expect(screen.getByText('Een terugblik op feedback.')).toBeVisible();

    const speakers = within(screen.getByRole('region', { name: messages.content.speakers }));
    expect(speakers.getByText('Sanne de Vries')).toBeVisible();
    expect(speakers.getByText('Onderzoeker')).toBeVisible();
    expect(screen.getByRole('region', { name: messages.content.speakers }).querySelector('img')).toHaveAttribute('src', 'http://localhost:1337/uploads/sanne.jpg');

    const downloads = within(screen.getByRole('region', { name: messages.content.downloads }));
    expect(downloads.getByRole('link', { name: 'Hand-out.pdf' })).toHaveAttribute('href', 'http://localhost:1337/uploads/handout.pdf');
    expect(downloads.getByText('(245.0 KB)')).toBeVisible();

    const discussed = within(screen.getByRole('region', { name: messages.content.discussedDoorloopjes }));
    expect(discussed.getByRole('link', { name: 'Succescriteria delen' })).toHaveAttribute('href', '/doorloopjes/succescriteria');
  });

  it('shows the placeholder for a past webinar without a recording', async () => {
    current = [{ ...full, recording_url: null }];
    renderSection('webinars', '/webinars/feedback-die-werkt');
    expect(await screen.findByText(messages.content.recordingSoon)).toBeVisible();
    expect(screen.queryByRole('link', { name: messages.content.watchRecording })).not.toBeInTheDocument();
  });

  it('embeds the registration form at height 340, with its intro, for an upcoming webinar', async () => {
    current = [
      webinar({ id: 8, title: 'Aankomend', slug: 'aankomend', has_taken_place: false, registration_url: 'https://forms.example.nl/inschrijven', registration_intro: 'Schrijf je hier in.' }),
    ];
    renderSection('webinars', '/webinars/aankomend');
    const frame = await screen.findByTitle(messages.content.registrationFrameTitle('Aankomend'));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://forms.example.nl/inschrijven');
    expect(frame).toHaveAttribute('height', String(REGISTRATION_FRAME_HEIGHT));
    expect(REGISTRATION_FRAME_HEIGHT).toBe(340);
    expect(screen.getByText('Schrijf je hier in.')).toBeVisible();
    expect(screen.queryByText(messages.content.recordingSoon)).not.toBeInTheDocument();
  });

  it('says the form is unavailable for an upcoming webinar without (a usable) registration address', async () => {
    current = [webinar({ id: 9, title: 'Zonder formulier', slug: 'zonder', has_taken_place: false, registration_url: 'javascript:alert(1)' })];
    renderSection('webinars', '/webinars/zonder');
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
    renderSection('webinars', '/webinars/feedback-die-werkt');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.content.authRequired);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(digidates.calls.length).toBe(before);
  });
});
