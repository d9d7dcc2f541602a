import { globalSettingsQuery, queryClient } from '@doorloopjes/runtime';
import { messages, type GlobalSettings } from '@doorloopjes/shared';
import { contentUrl, renderWithQueryClient, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionHandlers } from '../../../test/handlers';
import { FEED, HERO, SETTINGS, landingHandlers } from '../../../test/landingFixtures';
import { renderAt } from '../../../test/renderWithRouter';
import { resetStores } from '../../../test/resetStores';
import { LandingPage } from './LandingPage';
import recordedContactPage from '@doorloopjes/runtime/testing/content/richPageRequests.contactPageRequest.json';

const m = messages.auth;
const server = setupMswServer(...landingHandlers());

beforeEach(() => {
  resetStores();
  queryClient.setQueryData(globalSettingsQuery.queryKey, SETTINGS as GlobalSettings);
});

async function showLanding() {
  const user = userEvent.setup();
  renderAt(<LandingPage />);
  await screen.findByRole('heading', { level: 1 });
  return user;
}

/** The seed's upcoming homepage webinars, earliest first. */
function upcomingWebinars() {
  return FEED.webinars.filter((webinar) => !webinar.has_taken_place).sort((a, b) => a.event_date.localeCompare(b.event_date));
}

describe('LandingPage', () => {
  it("says 'Pagina wordt geladen...' until the content is there", async () => {
    renderAt(<LandingPage />);
    expect(screen.getByRole('status')).toHaveTextContent(m.pageLoading);
    expect(await screen.findByRole('heading', { level: 1, name: HERO.title })).toBeInTheDocument();
  });

  it('shows the header with logo, site title, Powered by and the two entry buttons', async () => {
    await showLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Doorloopjes')).toBeInTheDocument();
    expect(within(header).getByText(m.poweredBy)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Stichting Beter Leren' })).toHaveAttribute('href', SETTINGS.poweredByUrl);
    // The logo's intrinsic size reserves its space before it loads (no layout shift).
    const poweredLogo = within(header).getByRole('img', { name: 'Stichting Beter Leren' });
    expect(poweredLogo).toHaveAttribute('width', String(SETTINGS.poweredByLogo.width));
    expect(poweredLogo).toHaveAttribute('height', String(SETTINGS.poweredByLogo.height));
    expect(within(header).getByRole('button', { name: m.login })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: m.register })).toBeInTheDocument();
  });

  it('embeds the hero video by the id of its link', async () => {
    await showLanding();
    expect(screen.getByText(HERO.subtitle)).toBeInTheDocument();
    expect(await screen.findByTitle(m.heroVideoTitle)).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('embeds the hero video by the id and hash of a private link', async () => {
    // The seed's hero links a public video, without the hash a private one has.
    server.use(...landingHandlers({ hero: { ...HERO, vimeo_url: 'https://vimeo.com/76979871/abcdef1234' } }));
    await showLanding();
    expect(await screen.findByTitle(m.heroVideoTitle)).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?h=abcdef1234&dnt=1');
  });

  it("shows 'Geen video beschikbaar.' without a usable video link", async () => {
    // The seed's hero always has a video: an editor who removes it is a case the seed lacks.
    server.use(...landingHandlers({ hero: { ...HERO, vimeo_url: '' } }));
    await showLanding();
    expect(screen.getByText(m.noVideo)).toBeInTheDocument();
    expect(screen.queryByTitle(m.heroVideoTitle)).not.toBeInTheDocument();
  });

  it('shows the three feature ticks, the explanation steps and the call to action', async () => {
    await showLanding();
    const ticks = within(screen.getByRole('list', { name: m.featuresLabel })).getAllByRole('listitem');
    expect(ticks.map((tick) => tick.textContent)).toEqual([`✓${m.featureResearch}`, `✓${m.featureAssistant}`, `✓${m.featureClassroom}`]);
    expect(screen.getByRole('heading', { name: 'Kies een doorloopje' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Volg de stappen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: m.callToAction })).toBeInTheDocument();
  });

  it('shows at most three feed items, upcoming webinar first, then the newest, alternating, with labels and webinar links', async () => {
    await showLanding();
    const entries = within(screen.getByRole('region', { name: m.feedTitle })).getAllByRole('article');
    const [earliest] = upcomingWebinars();
    // After the earliest upcoming webinar: the seed's newest news item, then its newest article.
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([earliest!.title, 'Doorloopjes is vernieuwd', 'Waarom korte instructie beter werkt']);
    expect(entries.map((entry) => entry.className.includes('sh-feed-left'))).toEqual([true, false, true]);
    expect(within(entries[0]!).getByText(m.webinarLabel)).toBeInTheDocument();
    expect(within(entries[1]!).getByText(m.newsLabel)).toBeInTheDocument();
    expect(within(entries[2]!).getByText(m.articleLabel)).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('link', { name: m.signUp })).toHaveAttribute('href', earliest!.registration_url);
    expect(screen.getAllByRole('button', { name: m.moreInfo })).toHaveLength(3);
    expect(screen.queryByText(upcomingWebinars()[1]!.title)).not.toBeInTheDocument();
  });

  it("shows the content service's answers: the earliest upcoming webinar first, labelled WEBINAR, among other kinds", async () => {
    await showLanding();
    const [earliest] = upcomingWebinars();
    const entries = within(screen.getByRole('region', { name: m.feedTitle })).getAllByRole('article');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByRole('heading')).toHaveTextContent(earliest!.title);
    expect(within(entries[0]!).getByText(m.webinarLabel)).toBeInTheDocument();
    const kinds = [m.webinarLabel, m.newsLabel, m.articleLabel].filter((label) => entries.some((entry) => within(entry).queryByText(label)));
    expect(kinds.length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Bekijk de opname' for a past webinar with a recording", async () => {
    // The seed's past webinars are older than its news and articles, so they are never among the
    // three shown: a feed with only the past ones flagged is a case the seed lacks.
    const past = FEED.webinars.filter((webinar) => webinar.has_taken_place && webinar.recording_url);
    server.use(
      http.get(contentUrl('/api/digidates'), () => HttpResponse.json({ data: past })),
      http.get(contentUrl('/api/nieuws-items'), () => HttpResponse.json({ data: [] })),
      http.get(contentUrl('/api/artikels'), () => HttpResponse.json({ data: [] })),
    );
    await showLanding();
    expect(screen.getByRole('link', { name: m.watchRecording })).toHaveAttribute('href', past[0]!.recording_url);
    expect(screen.queryByRole('link', { name: m.signUp })).not.toBeInTheDocument();
  });

  it("'Meer info' logged out asks to log in, and after login opens that content", async () => {
    server.use(...sessionHandlers, http.post(contentUrl('/api/auth/local'), () => HttpResponse.json({ jwt: 'token' })));
    const user = await showLanding();
    await user.click(screen.getAllByRole('button', { name: m.moreInfo })[1]!);
    const dialog = await screen.findByRole('dialog', { name: m.login });
    expect(within(dialog).getByText(m.loginRequiredForContent)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(m.email), 'juf@school.nl');
    await user.type(within(dialog).getByLabelText(m.password), 'geheim');
    await user.click(within(dialog).getByRole('button', { name: m.login }));
    expect(await screen.findByText(`Pad: /nieuws-item/${FEED.news[0]!.slug}`)).toBeInTheDocument();
  });

  it('the plain login button forgets an earlier remembered path', async () => {
    server.use(...sessionHandlers, http.post(contentUrl('/api/auth/local'), () => HttpResponse.json({ jwt: 'token' })));
    const user = await showLanding();
    await user.click(screen.getAllByRole('button', { name: m.moreInfo })[0]!);
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: m.login }));
    const dialog = await screen.findByRole('dialog', { name: m.login });
    expect(within(dialog).queryByText(m.loginRequiredForContent)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(m.email), 'juf@school.nl');
    await user.type(within(dialog).getByLabelText(m.password), 'geheim');
    await user.click(within(dialog).getByRole('button', { name: m.login }));
    expect(await screen.findByText('Pad: /dashboard')).toBeInTheDocument();
  });

  it('sends a visitor with a stored token to /dashboard', () => {
    localStorage.setItem('jwt', 'bestaand');
    renderAt(<LandingPage />);
    expect(screen.getByText('Pad: /dashboard')).toBeInTheDocument();
  });

  it('the footer has the copyright, the three links and the social links; Contact and Privacybeleid open their modals', async () => {
    server.use(
      http.get(contentUrl('/api/contact-pagina'), () => HttpResponse.json(recordedContactPage)),
      // The seed always has a privacy statement: one not yet written is a case it lacks.
      http.get(contentUrl('/api/privacyverklaring'), () => HttpResponse.json({ data: null })),
    );
    const user = await showLanding();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(m.copyright(new Date().getFullYear(), 'Doorloopjes'));
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    const contact = within(footer).getByRole('button', { name: m.contact });
    await user.click(contact);
    expect(await screen.findByText(/Heb je een vraag over Doorloopjes/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(contact).toHaveFocus();
    await user.click(within(footer).getByRole('button', { name: m.privacyPolicy }));
    expect(await screen.findByText(m.noContent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.common.close }));
    await user.click(within(footer).getByRole('button', { name: m.login }));
    expect(await screen.findByRole('dialog', { name: m.login })).toBeInTheDocument();
  });

  it('Registreren opens the registration, which can switch to login', async () => {
    const user = await showLanding();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: m.register }));
    const dialog = await screen.findByRole('dialog', { name: m.register });
    await user.click(within(dialog).getByRole('button', { name: m.login }));
    expect(await screen.findByRole('dialog', { name: m.login })).toBeInTheDocument();
  });

  it('shows the other sources when one is refused, and logs the refused request with its status', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(contentUrl('/api/digidates'), () =>
        HttpResponse.json({ data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid key publication_date' } }, { status: 400 }),
      ),
    );
    await showLanding();
    const entries = within(screen.getByRole('region', { name: m.feedTitle })).getAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual(['Doorloopjes is vernieuwd', 'Waarom korte instructie beter werkt', FEED.news[1]!.title]);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatch(/^\[inhoud\] GET \/api\/digidates\?filters\[show_on_homepage\]\[\$eq\]=true&.* mislukt: status 400\.$/);
    error.mockRestore();
  });

  it('renders without feed or steps when those calls fail (each failure is logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(contentUrl('/api/landingpages'), () => new HttpResponse(null, { status: 500 })),
      http.get(contentUrl('/api/nieuws-items'), () => new HttpResponse(null, { status: 500 })),
      http.get(contentUrl('/api/artikels'), () => new HttpResponse(null, { status: 500 })),
      http.get(contentUrl('/api/digidates'), () => new HttpResponse(null, { status: 500 })),
    );
    await showLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Doorloopjes' })).toBeInTheDocument();
    expect(screen.getByText(m.noVideo)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.feedTitle })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(4);
    expect(error.mock.calls.map(([line]) => String(line).split('?')[0])).toEqual(
      expect.arrayContaining(['[inhoud] GET /api/landingpages', '[inhoud] GET /api/nieuws-items', '[inhoud] GET /api/artikels', '[inhoud] GET /api/digidates']),
    );
    error.mockRestore();
  });

  it('opens the login modal when sent here to log in', async () => {
    renderWithQueryClient(
      <MemoryRouter initialEntries={[{ pathname: '/', state: { openLogin: true } }]}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('dialog', { name: m.login })).toBeInTheDocument();
  });
});
