import { currentGuideList, currentUser, onAppEvent, useAnnouncerStore, type ListOperation } from '@doorloopjes/runtime';
import { formatDate, messages, type Doorloopje, type User } from '@doorloopjes/shared';
import { contentUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import recordedGuide from '@doorloopjes/runtime/testing/content/sharedRequests.doorloopjeBySlugRequest.hardop-denkend-voordoen.json';
import recordedList from '@doorloopjes/runtime/testing/content/sharedRequests.doorloopjeListRequest.json';
import recordedWithoutSteps from '@doorloopjes/runtime/testing/content/sharedRequests.doorloopjeBySlugRequest.test-gids-zonder-stappen.json';
import { userWith, webinar } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithSession';
import DoorloopjesRoutes from '../../exposes/routes';

const t = messages.doorloopjes;

/** A fake of the user endpoints: PUT applies the list operations and /me returns the lists. */
let serverUser: User;
const puts: unknown[] = [];
type ListKey = 'favorite_doorloopjes' | 'inprogress_doorloopjes' | 'completed_doorloopjes';
// The session's list and the guide read by slug as the seeded service answers them (a JSON import
// widens literal unions to string). The list is recorded cut to its first guides, so here the last of
// them is the last guide. Only one guide's read by slug was recorded; for the others, the detail
// fake answers with their entry from the recorded list.
const sessionList = recordedList.data as unknown as Doorloopje[];
const detail = recordedGuide.data[0]! as Doorloopje;
const seededGuides: Doorloopje[] = sessionList.map((item) => (item.slug === detail.slug ? detail : item));
const [firstGuide, secondGuide] = sessionList;
/** The text of a description block's first or last leaf, as the seeded blocks hold plain text there. */
function leafText(block: number, leaf: 0 | -1): string {
  const node = detail.description?.[block]?.children?.at(leaf);
  return node && 'text' in node ? node.text : '';
}
const introText = leafText(0, 0);

/** The guides the content service knows (the detail page fetches its guide by slug). */
let serverGuides: Doorloopje[] = seededGuides;
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
      const added = (operation.connect ?? []).map((id) => seededGuides.find((item) => item.id === id)!);
      serverUser = { ...serverUser, [key]: [...kept, ...added] };
    }
    return HttpResponse.json(serverUser);
  }),
  http.get(contentUrl('/api/users/me'), () => HttpResponse.json(serverUser)),
);

beforeEach(() => {
  puts.length = 0;
  detailQueries.length = 0;
  serverGuides = seededGuides;
  serverUser = userWith();
});

/** The session holds the lean list; the server answers the guide's detail; waits until it is shown. */
async function renderDetail(slug: string, guides = seededGuides) {
  serverGuides = guides;
  const view = renderWithSession(<DoorloopjesRoutes />, { list: sessionList.map(leanOf), user: serverUser, path: `/doorloopjes/${slug}` });
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return view;
}

/** A guide as the session's list carries it: steps without description, no webinars or video. */
function leanOf({ vimeo_url: _video, digidates: _webinars, ...guide }: Doorloopje): Doorloopje {
  return { ...guide, steps: guide.steps?.map(({ description: _text, ...step }) => step) };
}

describe('DoorloopjeDetailPage', () => {
  it('asks the content service for the guide by slug, with its steps, images, theme and webinars', async () => {
    await renderDetail(detail.slug);
    const params = detailQueries.at(-1)!;
    expect(params.get('filters[slug][$eq]')).toBe(detail.slug);
    expect(params.getAll('populate[steps][fields]')).toEqual(['title', 'description']);
    expect(params.getAll('populate[steps][populate][image][fields]')).toEqual(['url', 'alternativeText', 'width', 'height', 'formats']);
    expect(params.getAll('populate[theme][fields]')).toEqual(['title', 'slug', 'description']);
    expect(params.getAll('populate[digidates][populate][image][fields]')).toEqual(['url', 'alternativeText', 'formats']);
    expect(params.getAll('fields')).toContain('vimeo_url');
  });

  it('shows the loading text while the guide loads', async () => {
    renderWithSession(<DoorloopjesRoutes />, { list: sessionList, path: `/doorloopjes/${detail.slug}` });
    expect(screen.getByRole('status')).toHaveTextContent(t.detailLoading);
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
  });

  it('shows the loading text while the session loads', () => {
    renderWithSession(<DoorloopjesRoutes />, { list: [], loading: true, path: `/doorloopjes/${detail.slug}` });
    expect(screen.getByRole('status')).toHaveTextContent(t.detailLoading);
  });

  it('says the guide was not found for an unknown slug', async () => {
    await renderDetail('bestaat-niet');
    expect(screen.getByText(t.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the theme in upper case, the title and Boek X, Pagina Y', async () => {
    await renderDetail(detail.slug);
    expect(screen.getByRole('link', { name: detail.theme!.title.toUpperCase() })).toHaveAttribute('href', '/doorloopjes');
    expect(screen.getByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(screen.getByText(t.bookPage(detail.book!, detail.page!))).toBeInTheDocument();
  });

  it('uses ALGEMEEN as breadcrumb for a guide without theme', async () => {
    // Every seeded guide has a theme, so this one loses it here.
    await renderDetail(detail.slug, [{ ...detail, theme: null }]);
    expect(screen.getByRole('link', { name: t.defaultTheme })).toBeInTheDocument();
  });

  it('saves and unsaves: the label flips at once and the change is sent as an operation', async () => {
    await renderDetail(detail.slug);
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(screen.getByRole('button', { name: t.savedButton })).toBeInTheDocument();
    await expect.poll(() => puts).toEqual([{ favorite_doorloopjes: { connect: [detail.id] } }]);
    await userEvent.click(screen.getByRole('button', { name: t.savedButton }));
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
    await expect.poll(() => puts.at(-1)).toEqual({ favorite_doorloopjes: { disconnect: [detail.id] } });
  });

  it('announces a saved favourite and status once the server has them, and not a refused one', async () => {
    const announced = () => useAnnouncerStore.getState().polite?.text;
    await renderDetail(detail.slug);
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
    await renderDetail(detail.slug);
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.favoriteWriteFailed);
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.dismissWriteError }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('two quick clicks on save end unsaved on the server too', async () => {
    await renderDetail(detail.slug);
    const button = screen.getByRole('button', { name: t.save });
    await userEvent.dblClick(button);
    await expect.poll(() => puts.length).toBe(2);
    expect(puts).toEqual([{ favorite_doorloopjes: { connect: [detail.id] } }, { favorite_doorloopjes: { disconnect: [detail.id] } }]);
    expect(serverUser.favorite_doorloopjes).toEqual([]);
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
  });

  it('the status picker sets each of the three statuses', async () => {
    await renderDetail(detail.slug);
    const group = screen.getByRole('group', { name: t.statusLegend });
    expect(within(group).getByRole('radio', { name: t.statusNotStarted })).toBeChecked();

    await userEvent.click(within(group).getByRole('radio', { name: t.statusInProgress }));
    expect(within(group).getByRole('radio', { name: t.statusInProgress })).toBeChecked();
    await expect.poll(() => puts.at(-1)).toEqual({ inprogress_doorloopjes: { connect: [detail.id] }, completed_doorloopjes: { disconnect: [detail.id] } });

    await userEvent.click(within(group).getByRole('radio', { name: t.statusCompleted }));
    await expect.poll(() => puts.at(-1)).toEqual({ completed_doorloopjes: { connect: [detail.id] }, inprogress_doorloopjes: { disconnect: [detail.id] } });

    await userEvent.click(within(group).getByRole('radio', { name: t.statusNotStarted }));
    await expect.poll(() => puts.at(-1)).toEqual({ inprogress_doorloopjes: { disconnect: [detail.id] }, completed_doorloopjes: { disconnect: [detail.id] } });
    expect(within(group).getByRole('radio', { name: t.statusNotStarted })).toBeChecked();
  });

  it('has no previous arrow on the first guide; next moves to the next guide and names the page after it', async () => {
    await renderDetail(firstGuide!.slug);
    expect(document.title).toBe(`${firstGuide!.title} · Doorloopjes`);
    const nav = screen.getByRole('navigation', { name: t.guideNavigation });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(within(nav).getByRole('link', { name: t.nextGuide(secondGuide!.title) }));
    await screen.findByRole('heading', { level: 1, name: secondGuide!.title });
    expect(document.title).toBe(`${secondGuide!.title} · Doorloopjes`);
    expect(detailQueries.at(-1)?.get('filters[slug][$eq]')).toBe(secondGuide!.slug);
    const nextNav = screen.getByRole('navigation', { name: t.guideNavigation });
    expect(within(nextNav).getByRole('link', { name: t.previousGuide(firstGuide!.title) })).toHaveAttribute('href', `/doorloopjes/${firstGuide!.slug}`);
  });

  it('has no next arrow on the last guide', async () => {
    const last = sessionList.at(-1)!;
    await renderDetail(last.slug);
    const nav = screen.getByRole('navigation', { name: t.guideNavigation });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/doorloopjes/${sessionList.at(-2)!.slug}`]);
  });

  it('collapses a description of more than one block behind Meer...', async () => {
    // The seeded description: an introduction and a second paragraph that opens in bold.
    const secondText = leafText(1, -1);
    expect([introText, secondText]).not.toContain('');
    await renderDetail(detail.slug);
    expect(screen.getByText(introText)).toBeInTheDocument();
    expect(screen.queryByText(secondText)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.more }));
    expect(screen.getByText(secondText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.less })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a one-block description without Meer...', async () => {
    // Every seeded description has two blocks, so this one keeps only its first.
    await renderDetail(detail.slug, [{ ...detail, description: detail.description!.slice(0, 1) }]);
    expect(screen.getByText(introText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.more })).not.toBeInTheDocument();
  });

  it("shows the steps' descriptions from the guide's own answer, which the lean list lacks", async () => {
    await renderDetail(detail.slug);
    const inList = currentGuideList().find((item) => item.slug === detail.slug);
    expect(inList?.steps?.[0]).toBeDefined();
    expect(inList?.steps?.[0]?.description).toBeUndefined();
    expect(screen.getByText(detail.steps![0]!.description!)).toBeInTheDocument();
  });

  it('numbers the steps', async () => {
    await renderDetail(detail.slug);
    const steps = detail.steps!;
    const section = screen.getByRole('region', { name: t.stepsTitle });
    expect(within(section).getAllByRole('listitem')).toHaveLength(steps.length);
    expect(screen.getByRole('heading', { level: 3, name: `${t.stepNumber(2)}: ${steps[1]!.title}` })).toBeInTheDocument();
    expect(screen.getByText(steps[1]!.description!)).toBeInTheDocument();
  });

  it('each AI follow-up opens the assistant with a prompt about this guide', async () => {
    await renderDetail(detail.slug);
    const prompts: string[] = [];
    const stop = onAppEvent('ai-open-and-prompt', (detail) => prompts.push(detail.text));
    const card = screen.getByRole('region', { name: t.actionsTitle });
    await userEvent.click(within(card).getByRole('button', { name: t.actionLessonPlan }));
    await userEvent.click(within(card).getByRole('button', { name: t.actionQuestion }));
    await userEvent.click(within(card).getByRole('button', { name: t.actionSummary }));
    stop();
    expect(prompts).toEqual([t.promptLessonPlan(detail.title), t.promptQuestion(detail.title), t.promptSummary(detail.title)]);
  });

  it("lists related webinars under 'Behandeld in' with recording or upcoming date", async () => {
    // The seeded guide is covered by one upcoming webinar; a recording of a past one is added here,
    // as the recorded guide has none.
    const upcoming = detail.digidates![0]!;
    expect(upcoming.has_taken_place).toBe(false);
    const past = webinar(99, { title: 'Eerder behandeld', has_taken_place: true, event_date: '2025-10-01T15:00:00.000Z' });
    await renderDetail(detail.slug, [{ ...detail, digidates: [past, upcoming] }]);
    const section = screen.getByRole('region', { name: t.coveredIn });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent(`${t.recordingOf} ${formatDate(past.event_date)}`);
    expect(within(first!).queryByRole('link', { name: new RegExp(t.signUp) })).not.toBeInTheDocument();
    expect(second).toHaveTextContent(`${t.upcomingOn} ${formatDate(upcoming.event_date)}`);
    expect(within(second!).getByRole('link', { name: new RegExp(t.signUp.replace('!', '\\!')) })).toHaveAttribute('href', `/webinars/${upcoming.slug}`);
  });

  it("hides 'Behandeld in' when no webinar covers the guide", async () => {
    // The recorded guide is covered by a webinar, so it loses it here.
    await renderDetail(detail.slug, [{ ...detail, digidates: [] }]);
    expect(screen.queryByRole('region', { name: t.coveredIn })).not.toBeInTheDocument();
  });

  it('reflects the store: a guide completed elsewhere shows Afgerond', async () => {
    serverUser = userWith({ completed: [detail.id], favorite: [detail.id] });
    await renderDetail(detail.slug);
    expect(screen.getByRole('radio', { name: t.statusCompleted })).toBeChecked();
    expect(screen.getByRole('button', { name: t.savedButton })).toBeInTheDocument();
    expect(currentUser()?.id).toBe(7);
  });
});

describe('a guide published without steps', () => {
  it("shows its title, controls and the product's own empty text where the steps would be", async () => {
    const withoutSteps = recordedWithoutSteps.data[0]! as Doorloopje;
    await renderDetail(withoutSteps.slug, [...seededGuides, withoutSteps]);
    expect(screen.getByRole('heading', { level: 1, name: withoutSteps.title })).toBeInTheDocument();
    expect(screen.getByText(messages.auth.noContent)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.stepsTitle })).not.toBeInTheDocument();
  });
});
