import { globalSettingsQuery, queryClient } from '@doorloopjes/runtime';
import { messages, type AssistantChatProps, type GlobalSettings } from '@doorloopjes/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './DashboardPage';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import { RemoteLoaderContext } from '../../remotes/hooks/RemoteLoaderContext';
import type { RemoteLoader } from '../../remotes/loader';
import { resetMainContentForTests } from '../../remotes/mainContent';
import type { RemoteRegistry } from '../../remotes/registry';
import { dashboardSuggestions } from '../dashboardSuggestions';

const l = messages.layout;
const allOn: RemoteRegistry = {
  doorloopjes: { name: 'doorloopjes', manifest: 'http://localhost:3001/mf-manifest.json' },
  content: { name: 'content', manifest: 'http://localhost:3002/mf-manifest.json' },
  assistant: { name: 'assistant', manifest: 'http://localhost:3003/mf-manifest.json' },
};

function Chat({ suggestions = [] }: AssistantChatProps) {
  return (
    <ul aria-label="Suggesties">
      {suggestions.map((suggestion) => (
        <li key={suggestion.label}>{suggestion.label}</li>
      ))}
    </ul>
  );
}

const load = (async (remote: string, module: string) => ({
  default: module === 'AssistantChat' ? Chat : () => <h2>{`${remote}/${module}`}</h2>,
})) as unknown as RemoteLoader;
const never = (() => new Promise(() => undefined)) as unknown as RemoteLoader;

function renderDashboard(registry: RemoteRegistry = allOn, loader: RemoteLoader = load) {
  render(
    <RegistryContext.Provider value={registry}>
      <RemoteLoaderContext.Provider value={{ load: loader, reset: () => undefined }}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </RegistryContext.Provider>,
  );
}

/** A loader that records what it was asked for and lets the test decide when the chat arrives. */
function chatOnCue(chat: 'arrives' | 'fails') {
  const requested: string[] = [];
  let release = () => undefined as void;
  const chatGate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const loader = (async (remote: string, module: string) => {
    requested.push(`${remote}/${module}`);
    if (module === 'AssistantChat') {
      await chatGate;
      if (chat === 'fails') throw new Error('assistant onbereikbaar');
    }
    return load(remote as never, module as never);
  }) as unknown as RemoteLoader;
  return { loader, requested, release: () => release() };
}

describe('DashboardPage', () => {
  beforeEach(() => resetMainContentForTests());
  afterEach(() => queryClient.removeQueries({ queryKey: globalSettingsQuery.queryKey }));

  it('is named Dashboard in its heading and the document title', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: l.dashboardTitle })).toBeInTheDocument();
    expect(document.title).toBe(`${l.dashboardTitle} · ${messages.common.productName}`);
  });

  it('composes the chat and the four widget areas, each with its remote module', async () => {
    renderDashboard();
    for (const [name, module] of [
      [l.widgetFeatured, 'content/FeaturedCarousel'],
      [l.widgetProgress, 'doorloopjes/ProgressDonut'],
      [l.widgetInProgress, 'doorloopjes/InProgressCarousel'],
      [l.widgetNews, 'content/NewsCarousel'],
    ] as const) {
      const area = screen.getByRole('group', { name });
      expect(await within(area).findByRole('heading', { name: module })).toBeInTheDocument();
    }
    expect(await screen.findByRole('list', { name: 'Suggesties' })).toBeInTheDocument();
  });

  it('shows a skeleton per area while its remote loads', () => {
    renderDashboard(allOn, never);
    expect(screen.getByRole('status', { name: l.widgetLoading(l.widgetNews) })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: l.widgetLoading(l.widgetProgress) })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: l.widgetLoading(l.widgetAssistant) })).toBeInTheDocument();
  });

  it("shows the chat's outline with its welcome while the assistant loads, as the frame's skeleton did, and the chat in its place after", async () => {
    const { loader, release } = chatOnCue('arrives');
    renderDashboard(allOn, loader);
    const outline = screen.getByRole('status', { name: l.widgetLoading(l.widgetAssistant) });
    expect(outline).toHaveAttribute('aria-busy', 'true');
    // The welcome is painted, but a screen reader hears the loading status, not a chat that is not there yet.
    expect(within(outline).getByText(messages.assistant.welcome)).toBeVisible();
    expect(screen.queryByRole('heading', { name: messages.assistant.title })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: 'Suggesties' })).toBeInTheDocument();
    expect(screen.queryByText(messages.assistant.welcome)).not.toBeInTheDocument();
  });

  it('leaves out the areas of a switched-off remote', async () => {
    renderDashboard({ doorloopjes: allOn.doorloopjes });
    expect(await screen.findByRole('heading', { name: 'doorloopjes/ProgressDonut' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: l.widgetFeatured })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: l.widgetNews })).not.toBeInTheDocument();
  });

  it('loads the widgets beside the chat once the chat has shown, so on a phone the chat gets the connection first', async () => {
    const { loader, requested, release } = chatOnCue('arrives');
    renderDashboard(allOn, loader);
    await waitFor(() => expect(requested).toEqual(['assistant/AssistantChat']));
    expect(screen.getByRole('status', { name: l.widgetLoading(l.widgetNews) })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: 'Suggesties' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'content/NewsCarousel' })).toBeInTheDocument();
    expect(requested).toContain('doorloopjes/ProgressDonut');
  });

  it('loads the widgets when the chat fails', async () => {
    const { loader, release } = chatOnCue('fails');
    renderDashboard(allOn, loader);
    release();
    expect(await screen.findByRole('heading', { name: 'content/FeaturedCarousel' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: messages.common.retry })).toBeInTheDocument();
  });

  it('loads the widgets at once when the assistant is switched off', async () => {
    const { loader, requested } = chatOnCue('arrives');
    renderDashboard({ content: allOn.content, doorloopjes: allOn.doorloopjes }, loader);
    expect(await screen.findByRole('heading', { name: 'doorloopjes/InProgressCarousel' })).toBeInTheDocument();
    expect(requested).not.toContain('assistant/AssistantChat');
  });

  it('passes the first two configured suggestions to the chat', async () => {
    queryClient.setQueryData(globalSettingsQuery.queryKey, {
      ai_suggestions: [
        { label: 'Een', prompt: 'p1' },
        { label: 'Twee', prompt: 'p2' },
        { label: 'Drie', prompt: 'p3' },
      ],
    } as GlobalSettings);
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Suggesties' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Een', 'Twee']);
  });
});

describe('dashboardSuggestions', () => {
  it('uses the defaults when none are configured, and tops up a single one', () => {
    const defaults = messages.assistant.defaultSuggestions.map((suggestion) => suggestion.label);
    expect(dashboardSuggestions(null).map((suggestion) => suggestion.label)).toEqual(defaults);
    expect(dashboardSuggestions({ ai_suggestions: [] }).map((suggestion) => suggestion.label)).toEqual(defaults);
    expect(dashboardSuggestions({ ai_suggestions: [{ label: 'Eigen', prompt: 'p' }] }).map((suggestion) => suggestion.label)).toEqual(['Eigen', defaults[0]]);
  });

  it('skips configured suggestions without a label or prompt', () => {
    expect(dashboardSuggestions({ ai_suggestions: [{ label: ' ', prompt: 'p' }, { label: 'Goed', prompt: 'p' }] })[0]?.label).toBe('Goed');
  });
});
