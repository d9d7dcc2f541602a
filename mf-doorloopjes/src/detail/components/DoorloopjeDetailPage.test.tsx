import { formatDate, messages, onAppEvent, useAnnouncerStore, useSessionStore, type Doorloopje, type ListOperation, type User } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paragraph, sampleList, userWith, webinar } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithSession';
import DoorloopjesRoutes from '../../exposes/routes';

const t = messages.doorloopjes;

/** A fake of the user endpoints: PUT applies the list operations and /me returns the lists. */
let serverUser: User;
const puts: unknown[] = [];
type ListKey = 'favorite_doorloopjes' | 'inprogress_doorloopjes' | 'completed_doorloopjes';
/** The guides the content service knows (the detail page fetches its guide by slug). */
let serverGuides: Doorloopje[] = sampleList;
const detailQueries: URLSearchParams[] = [];
const msw = setupMswServer(
  http.get(contentUrl('/api/doorloopjes'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    detailQueries.push(params);
    return HttpResponse.json({ data: serverGuides.filter((item) => item.slug === params.get('filters[slug][$eq]')), meta: {} });
  }),
  http.put(contentUrl('/api/users/7'), async ({ request }) => {
    const body = (await request.json()) as Partial<Record<ListKey, ListOperation>>;
    puts.push(body);
    for (const [key, operation] of Object.entries(body) as Array<[ListKey, ListOperation]>) {
      const kept = (serverUser[key] ?? []).filter((item) => !(operation.disconnect ?? []).includes(item.id));
      const added = (operation.connect ?? []).map((id) => sampleList.find((item) => item.id === id)!);
      serverUser = { ...serverUser, [key]: [...kept, ...added] };
    }
    return HttpResponse.json(serverUser);
  }),
  http.get(contentUrl('/api/users/me'), () => HttpResponse.json(serverUser)),
);

beforeEach(() => {
  puts.length = 0;
  detailQueries.length = 0;
  serverGuides = sampleList;
  serverUser = userWith();
});

/** The session holds the lean list; the server answers the guide's detail; waits until it is shown. */
async function renderDetail(slug: string, guides = sampleList) {
  serverGuides = guides;
  const view = renderWithSession(<DoorloopjesRoutes />, { list: sampleList.map(leanOf), user: serverUser, path: `/doorloopjes/${slug}` });
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return view;
}

/** A guide as the session's list carries it: steps without description, no webinars or video. */
function leanOf({ vimeo_url: _video, digidates: _webinars, ...guide }: Doorloopje): Doorloopje {
  return { ...guide, steps: guide.steps?.map(({ description: _text, ...step }) => step) };
}

describe('DoorloopjeDetailPage', () => {
  it('asks the content service for the guide by slug, with its steps, images, theme and webinars', async () => {
    await renderDetail('gids-3');
    const params = detailQueries.at(-1)!;
    expect(params.get('filters[slug][$eq]')).toBe('gids-3');
    expect(params.getAll('populate[steps][fields]')).toEqual(['title', 'description']);
    expect(params.getAll('populate[steps][populate][image][fields]')).toEqual(['url', 'alternativeText', 'width', 'height', 'formats']);
    expect(params.getAll('populate[theme][fields]')).toEqual(['title', 'slug', 'description']);
    expect(params.getAll('populate[digidates][populate][image][fields]')).toEqual(['url', 'alternativeText', 'formats']);
    expect(params.getAll('fields')).toContain('vimeo_url');
  });

  it('shows the loading text while the guide loads', async () => {
    renderWithSession(<DoorloopjesRoutes />, { list: sampleList, path: '/doorloopjes/gids-1' });
    expect(screen.getByRole('status')).toHaveTextContent(t.detailLoading);
    expect(await screen.findByRole('heading', { level: 1, name: 'Breuken vergelijken' })).toBeInTheDocument();
  });

  it('shows the loading text while the session loads', () => {
    renderWithSession(<DoorloopjesRoutes />, { list: [], loading: true, path: '/doorloopjes/gids-1' });
    expect(screen.getByRole('status')).toHaveTextContent(t.detailLoading);
  });

  it('says the guide was not found for an unknown slug', async () => {
    await renderDetail('bestaat-niet');
    expect(screen.getByText(t.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the theme in upper case, the title and Boek X, Pagina Y', async () => {
    await renderDetail('gids-3');
    expect(screen.getByRole('link', { name: 'REKENEN' })).toHaveAttribute('href', '/doorloopjes');
    expect(screen.getByRole('heading', { level: 1, name: 'Tafels oefenen' })).toBeInTheDocument();
    expect(screen.getByText(t.bookPage(2, 1))).toBeInTheDocument();
  });

  it('uses ALGEMEEN as breadcrumb for a guide without theme', async () => {
    await renderDetail('gids-5');
    expect(screen.getByRole('link', { name: t.defaultTheme })).toBeInTheDocument();
  });

  it('saves and unsaves: the label flips at once and the change is sent as an operation', async () => {
    await renderDetail('gids-2');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(screen.getByRole('button', { name: t.savedButton })).toBeInTheDocument();
    await expect.poll(() => puts).toEqual([{ favorite_doorloopjes: { connect: [2] } }]);
    await userEvent.click(screen.getByRole('button', { name: t.savedButton }));
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
    await expect.poll(() => puts.at(-1)).toEqual({ favorite_doorloopjes: { disconnect: [2] } });
  });

  it('announces a saved favourite and status once the server has them, and not a refused one', async () => {
    const announced = () => useAnnouncerStore.getState().polite?.text;
    await renderDetail('gids-2');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(announced()).toBe(t.favoriteSavedAnnouncement));
    await userEvent.click(screen.getByRole('button', { name: t.savedButton }));
    await waitFor(() => expect(announced()).toBe(t.favoriteRemovedAnnouncement));
    await userEvent.click(within(screen.getByRole('group', { name: t.statusLegend })).getByRole('radio', { name: t.statusCompleted }));
    await waitFor(() => expect(announced()).toBe(t.statusSavedAnnouncement(t.statusCompleted)));

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    msw.use(http.put(contentUrl('/api/users/7'), () => HttpResponse.json({ error: {} }, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.favoriteWriteFailed);
    expect(announced()).toBe(t.statusSavedAnnouncement(t.statusCompleted));
  });

  it('a save that fails twice flips back and says so in Dutch; the message can be closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    msw.use(http.put(contentUrl('/api/users/7'), () => HttpResponse.json({ error: {} }, { status: 500 })));
    await renderDetail('gids-2');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.favoriteWriteFailed);
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.dismissWriteError }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('two quick clicks on save end unsaved on the server too', async () => {
    await renderDetail('gids-2');
    const button = screen.getByRole('button', { name: t.save });
    await userEvent.dblClick(button);
    await expect.poll(() => puts.length).toBe(2);
    expect(puts).toEqual([{ favorite_doorloopjes: { connect: [2] } }, { favorite_doorloopjes: { disconnect: [2] } }]);
    expect(serverUser.favorite_doorloopjes).toEqual([]);
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
  });

  it('the status picker sets each of the three statuses', async () => {
    await renderDetail('gids-1');
    const group = screen.getByRole('group', { name: t.statusLegend });
    expect(within(group).getByRole('radio', { name: t.statusNotStarted })).toBeChecked();

    await userEvent.click(within(group).getByRole('radio', { name: t.statusInProgress }));
    expect(within(group).getByRole('radio', { name: t.statusInProgress })).toBeChecked();
    await expect.poll(() => puts.at(-1)).toEqual({ inprogress_doorloopjes: { connect: [1] }, completed_doorloopjes: { disconnect: [1] } });

    await userEvent.click(within(group).getByRole('radio', { name: t.statusCompleted }));
    await expect.poll(() => puts.at(-1)).toEqual({ completed_doorloopjes: { connect: [1] }, inprogress_doorloopjes: { disconnect: [1] } });

    await userEvent.click(within(group).getByRole('radio', { name: t.statusNotStarted }));
    await expect.poll(() => puts.at(-1)).toEqual({ inprogress_doorloopjes: { disconnect: [1] }, completed_doorloopjes: { disconnect: [1] } });
    expect(within(group).getByRole('radio', { name: t.statusNotStarted })).toBeChecked();
  });

  it('has no previous arrow on the first guide; next moves to the next guide and names the page after it', async () => {
    await renderDetail('gids-1');
    expect(document.title).toBe('Breuken vergelijken · Doorloopjes');
    const nav = screen.getByRole('navigation', { name: t.guideNavigation });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(within(nav).getByRole('link', { name: t.nextGuide('Begrijpend lezen') }));
    await screen.findByRole('heading', { level: 1, name: 'Begrijpend lezen' });
    expect(document.title).toBe('Begrijpend lezen · Doorloopjes');
    expect(detailQueries.at(-1)?.get('filters[slug][$eq]')).toBe('gids-2');
    const nextNav = screen.getByRole('navigation', { name: t.guideNavigation });
    expect(within(nextNav).getByRole('link', { name: t.previousGuide('Breuken vergelijken') })).toHaveAttribute('href', '/doorloopjes/gids-1');
  });

  it('has no next arrow on the last guide', async () => {
    await renderDetail('gids-5');
    const nav = screen.getByRole('navigation', { name: t.guideNavigation });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/doorloopjes/gids-4']);
  });

  it('collapses a description of more than one block behind Meer...', async () => {
    const list = [{ ...sampleList[0]!, description: [paragraph('Eerste blok.'), paragraph('Tweede blok.')] }];
    await renderDetail('gids-1', list);
    expect(screen.getByText('Eerste blok.')).toBeInTheDocument();
    expect(screen.queryByText('Tweede blok.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.more }));
    expect(screen.getByText('Tweede blok.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.less })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a one-block description without Meer...', async () => {
    await renderDetail('gids-1');
    expect(screen.getByText('Beschrijving van gids 1.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.more })).not.toBeInTheDocument();
  });

  it("shows the steps' descriptions from the guide's own answer, which the lean list lacks", async () => {
    const steps = [{ id: 11, title: 'Lees de opdracht', description: 'Samen hardop.' }];
    await renderDetail('gids-1', [{ ...sampleList[0]!, steps }]);
    expect(useSessionStore.getState().doorloopjes[0]?.steps?.[0]?.description).toBeUndefined();
    expect(screen.getByText('Samen hardop.')).toBeInTheDocument();
  });

  it('numbers the steps', async () => {
    const steps = [
      { id: 11, title: 'Lees de opdracht', description: 'Samen hardop.' },
      { id: 12, title: 'Teken een strook', description: null },
    ];
    await renderDetail('gids-1', [{ ...sampleList[0]!, steps }]);
    const section = screen.getByRole('region', { name: t.stepsTitle });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: `${t.stepNumber(2)}: Teken een strook` })).toBeInTheDocument();
    expect(screen.getByText('Samen hardop.')).toBeInTheDocument();
  });

  it('each AI follow-up opens the assistant with a prompt about this guide', async () => {
    await renderDetail('gids-3');
    const prompts: string[] = [];
    const stop = onAppEvent('ai-open-and-prompt', (detail) => prompts.push(detail.text));
    const card = screen.getByRole('region', { name: t.actionsTitle });
    await userEvent.click(within(card).getByRole('button', { name: t.actionLessonPlan }));
    await userEvent.click(within(card).getByRole('button', { name: t.actionQuestion }));
    await userEvent.click(within(card).getByRole('button', { name: t.actionSummary }));
    stop();
    expect(prompts).toEqual([t.promptLessonPlan('Tafels oefenen'), t.promptQuestion('Tafels oefenen'), t.promptSummary('Tafels oefenen')]);
  });

  it("lists related webinars under 'Behandeld in' with recording or upcoming date", async () => {
    const past = webinar(1, { title: 'Breuken in groep 6', has_taken_place: true, event_date: '2025-10-01T15:00:00.000Z' });
    const upcoming = webinar(2, { title: 'Rekenen met tafels', has_taken_place: false, event_date: '2026-04-02T15:00:00.000Z' });
    await renderDetail('gids-1', [{ ...sampleList[0]!, digidates: [past, upcoming] }]);
    const section = screen.getByRole('region', { name: t.coveredIn });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent(`${t.recordingOf} ${formatDate(past.event_date)}`);
    expect(within(first!).queryByRole('link', { name: new RegExp(t.signUp) })).not.toBeInTheDocument();
    expect(second).toHaveTextContent(`${t.upcomingOn} ${formatDate(upcoming.event_date)}`);
    expect(within(second!).getByRole('link', { name: new RegExp(t.signUp.replace('!', '\\!')) })).toHaveAttribute('href', '/webinars/webinar-2');
  });

  it("hides 'Behandeld in' when no webinar covers the guide", async () => {
    await renderDetail('gids-1');
    expect(screen.queryByRole('region', { name: t.coveredIn })).not.toBeInTheDocument();
  });

  it('reflects the store: a guide completed elsewhere shows Afgerond', async () => {
    serverUser = userWith({ completed: [1], favorite: [1] });
    await renderDetail('gids-1');
    expect(screen.getByRole('radio', { name: t.statusCompleted })).toBeChecked();
    expect(screen.getByRole('button', { name: t.savedButton })).toBeInTheDocument();
    expect(useSessionStore.getState().user?.id).toBe(7);
  });
});
