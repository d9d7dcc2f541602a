/* eslint-disable testing-library/no-node-access, testing-library/no-container -- This test checks the sanitised markdown markup (images kept, scripts dropped), which no role exposes. */
import { messages } from '@doorloopjes/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { assistantUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IGNORE_SERVER_ID_KEY, SESSION_ID_KEY } from '../../session/model/sessionKeys';
import { contentHandlers, generateHandler, historyHandler, recorded, SESSION_ID } from '../../test/assistantServer';
import { loginAs, renderInApp, resetAll } from '../../test/renderChat';
import AssistantChat from './AssistantChat';
import { chatLog, openStoredConversation } from '../../test/openConversation';

const server = setupMswServer(...contentHandlers);

const input = () => screen.getByLabelText(messages.assistant.inputLabel);
const sendButton = () => screen.getByRole('button', { name: messages.assistant.send });

async function ask(text: string) {
  const user = userEvent.setup();
  await user.type(input(), text);
  await user.click(sendButton());
}

beforeEach(() => resetAll());
afterEach(() => vi.useRealTimers());

describe('AssistantChat: sessions and history', () => {
  it('shows the welcome and the two default suggestion cards without a session', () => {
    loginAs();
    renderInApp(<AssistantChat suggestions={[]} />);
    expect(within(chatLog()).getByText(messages.assistant.welcome)).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: messages.assistant.suggestionsLabel })).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(messages.assistant.defaultSuggestions.map((s) => `${s.label}${s.prompt}`));
    expect(recorded.historyLoads).toEqual([]);
  });

  it('uses the first two configured suggestions, and a card sends its prompt', async () => {
    server.use(generateHandler({ response: 'Hier is je lesplan.', session_id: SESSION_ID, messageId: 'm1' }), historyHandler([]));
    loginAs();
    const suggestions = [
      { label: 'Een', prompt: 'Prompt een' },
      { label: 'Twee', prompt: 'Prompt twee' },
      { label: 'Drie', prompt: 'Prompt drie' },
    ];
    renderInApp(<AssistantChat suggestions={suggestions} />);
    const cards = within(screen.getByRole('list', { name: messages.assistant.suggestionsLabel })).getAllByRole('button');
    expect(cards).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Twee/ }));
    await waitFor(() => expect(recorded.generate).toHaveLength(1));
    expect(recorded.generate[0]?.message.endsWith('\nPrompt twee')).toBe(true);
  });

  it('shows the first message at once, and the reply creates the session and loads the history', async () => {
    server.use(
      http.post(assistantUrl('/generate_response'), async ({ request }) => {
        recorded.generate.push((await request.json()) as (typeof recorded.generate)[number]);
        await delay(50);
        return HttpResponse.json({ response: 'Antwoord één', session_id: SESSION_ID, messageId: 'm1' });
      }),
      historyHandler([
        { sender: 'user', text: 'Eerste vraag' },
        { sender: 'bot', text: 'Antwoord één (server)' },
      ]),
    );
    loginAs();
    renderInApp(<AssistantChat />);
    await ask('Eerste vraag');
    expect(within(chatLog()).getByText('Eerste vraag')).toBeInTheDocument();
    expect(screen.getByText(messages.assistant.waiting)).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(await within(chatLog()).findByText('Antwoord één (server)')).toBeInTheDocument();
    expect(recorded.generate[0]?.session_id).toBeNull();
    expect(recorded.historyLoads).toEqual([SESSION_ID]);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(SESSION_ID);
    await waitFor(() => expect(recorded.userUpdates).toEqual([{ ai_session_id: SESSION_ID }]));
    expect(within(chatLog()).queryByText(messages.assistant.welcome)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.assistant.waiting)).not.toBeInTheDocument();
  });

  it('sends the next message with the session and appends the reply without reloading', async () => {
    server.use(generateHandler({ response: 'Nieuw antwoord', session_id: SESSION_ID, messageId: 'm2' }));
    await openStoredConversation(server, 'Oud antwoord');
    await ask('Nog een vraag');
    expect(await within(chatLog()).findByText('Nieuw antwoord')).toBeInTheDocument();
    expect(recorded.generate[0]?.session_id).toBe(SESSION_ID);
    expect(recorded.historyLoads).toHaveLength(1);
    expect(recorded.userUpdates).toEqual([]);
  });

  it('loads the history of the session in session storage', async () => {
    sessionStorage.setItem(SESSION_ID_KEY, SESSION_ID);
    server.use(historyHandler([{ sender: 'user', text: 'Vraag van gisteren' }, { sender: 'bot', text: '**Vet** antwoord' }]));
    loginAs({ ai_session_id: 'aaaaaaaa-2222-4333-8444-555555555555' });
    renderInApp(<AssistantChat />);
    expect(await within(chatLog()).findByText('Vet', { selector: 'strong' })).toBeInTheDocument();
    expect(recorded.historyLoads).toEqual([SESSION_ID]);
    expect(within(chatLog()).queryByText(messages.assistant.welcome)).not.toBeInTheDocument();
  });

  it("falls back to the user record's session, unless a reset set the ignore flag", async () => {
    server.use(historyHandler([{ sender: 'bot', text: 'Van de server' }]));
    loginAs({ ai_session_id: SESSION_ID });
    const { unmount } = renderInApp(<AssistantChat />);
    await within(chatLog()).findByText('Van de server');
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(SESSION_ID);
    unmount();

    resetAll();
    sessionStorage.clear();
    sessionStorage.setItem(IGNORE_SERVER_ID_KEY, '1');
    loginAs({ ai_session_id: SESSION_ID });
    renderInApp(<AssistantChat />);
    expect(within(chatLog()).getByText(messages.assistant.welcome)).toBeInTheDocument();
    expect(recorded.historyLoads).toEqual([]);
  });

  it('shows the welcome when the history cannot be loaded', async () => {
    sessionStorage.setItem(SESSION_ID_KEY, SESSION_ID);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(historyHandler([], { status: 500 }));
    loginAs();
    renderInApp(<AssistantChat />);
    expect(await within(chatLog()).findByText(messages.assistant.welcome)).toBeInTheDocument();
    expect(recorded.historyLoads).toEqual([SESSION_ID]);
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('AssistantChat: sending', () => {
  it('keeps send disabled for empty or whitespace-only input', async () => {
    loginAs();
    renderInApp(<AssistantChat />);
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '{Enter}');
    expect(recorded.generate).toEqual([]);
    await userEvent.type(input(), 'x');
    expect(sendButton()).toBeEnabled();
  });

  it('keeps send disabled while the history loads, and queues an event prompt until it has loaded', async () => {
    sessionStorage.setItem(SESSION_ID_KEY, SESSION_ID);
    let finishLoading = () => undefined as void;
    const loading = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    server.use(
      http.get(assistantUrl('/get_chat_session'), async () => {
        recorded.historyLoads.push(SESSION_ID);
        await loading;
        return HttpResponse.json({ history: [{ sender: 'bot', text: 'Geladen' }] });
      }),
      generateHandler({ response: 'Antwoord op wachtrij', session_id: SESSION_ID }),
    );
    loginAs();
    renderInApp(<AssistantChat />);
    await userEvent.type(input(), 'Vraag');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(messages.assistant.loadingHistory)).toBeInTheDocument();
    window.dispatchEvent(new CustomEvent('ai-send-prompt', { detail: { text: 'Uit een andere remote' } }));
    expect(await within(chatLog()).findByText('Uit een andere remote')).toBeInTheDocument();
    expect(within(chatLog()).getByText(messages.assistant.queued)).toBeInTheDocument();
    expect(recorded.generate).toEqual([]);
    finishLoading();
    expect(await within(chatLog()).findByText('Antwoord op wachtrij')).toBeInTheDocument();
    expect(within(chatLog()).getByText('Geladen')).toBeInTheDocument();
    expect(recorded.generate).toHaveLength(1);
    expect(sendButton()).toBeEnabled();
  });

  it('sends the context header with role, progress and page, then the text', async () => {
    server.use(generateHandler({ response: 'Ok', session_id: SESSION_ID }), historyHandler([]));
    loginAs();
    // The shell's BrowserRouter keeps the window's location in step with the route.
    window.history.pushState({}, '', '/doorloopjes/breuken-vergelijken');
    renderInApp(
      <>
        <h1>Breuken vergelijken</h1>
        <p>Stap 1: teken een strook papier en vouw hem dubbel, dan nog eens dubbel.</p>
        <AssistantChat />
      </>,
      '/doorloopjes/breuken-vergelijken',
    );
    await ask('Maak een samenvatting');
    await waitFor(() => expect(recorded.generate).toHaveLength(1));
    const body = recorded.generate[0];
    expect(body?.role).toBe('leraar');
    expect(body?.url).toBe(window.location.href);
    const [header, text] = body?.message.split('\n[/CONTEXT]\n') ?? [];
    expect(text).toBe('Maak een samenvatting');
    expect(header).toContain('[CONTEXT]\nRol: leraar\nSector: PO\nBezig: Breuken vergelijken\nAfgerond: Klokkijken\nOpgeslagen: geen');
    expect(header).toContain('Pagina: /doorloopjes/breuken-vergelijken');
    expect(header).toContain('Paginatitel: Breuken vergelijken');
    expect(header).toContain('Paginatekst: Breuken vergelijken Stap 1: teken een strook');
    // The chat itself is not page text.
    expect(header).not.toContain(messages.assistant.welcome);
  });

  it('sends ai_message and ai_response analytics with the payloads of the spec', async () => {
    server.use(generateHandler({ response: 'Antwoord', session_id: SESSION_ID, messageId: 'm-9' }), historyHandler([]));
    loginAs();
    renderInApp(<AssistantChat />);
    await ask('Hallo');
    await waitFor(() => expect(recorded.analytics).toHaveLength(2));
    const [message, response] = recorded.analytics;
    expect(message).toMatchObject({ type: 'ai_message', payload: { role: 'leraar', text: 'Hallo', length: 5 }, sessionId: null });
    expect(response).toMatchObject({ type: 'ai_response', payload: { ok: true, messageId: 'm-9', text: 'Antwoord', length: 8 }, sessionId: SESSION_ID });
    expect(typeof response?.payload.latencyMs).toBe('number');
  });

  it('sends no analytics without a jwt', async () => {
    server.use(generateHandler({ error: 'Je bent niet ingelogd. Log in om de assistent te gebruiken.' }, { status: 401 }));
    loginAs();
    localStorage.removeItem('jwt');
    renderInApp(<AssistantChat />);
    await ask('Hallo');
    expect(await within(chatLog()).findByText('Je bent niet ingelogd. Log in om de assistent te gebruiken.')).toBeInTheDocument();
    expect(recorded.analytics).toEqual([]);
  });
});

describe('AssistantChat: errors', () => {
  const cases: Array<[string, () => ReturnType<typeof generateHandler>, string]> = [
    ['the server error text', () => generateHandler({ error: 'De AI-dienst is op dit moment niet bereikbaar.' }, { status: 502 }), 'De AI-dienst is op dit moment niet bereikbaar.'],
    ['the error text of an ok reply without response', () => generateHandler({ error: 'Iets klopt niet.' }), 'Iets klopt niet.'],
    ['the invalid-reply text for an ok reply without response', () => generateHandler({ session_id: SESSION_ID }), messages.assistant.invalidResponse],
    [
      "'HTTP status statusText' for a failure without text",
      () => http.post(assistantUrl('/generate_response'), () => new HttpResponse('kapot', { status: 503, statusText: 'Service Unavailable' })) as unknown as ReturnType<typeof generateHandler>,
      messages.assistant.httpError(503, 'Service Unavailable'),
    ],
    ['the generic apology when the service is unreachable', () => http.post(assistantUrl('/generate_response'), () => HttpResponse.error()) as unknown as ReturnType<typeof generateHandler>, messages.assistant.genericError],
  ];

  it.each(cases)('shows %s', async (_name, handler, expected) => {
    server.use(handler());
    loginAs();
    renderInApp(<AssistantChat />);
    await ask('Vraag');
    expect(await within(chatLog()).findByText(expected)).toBeInTheDocument();
    expect(within(chatLog()).getByText('Vraag')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
    await waitFor(() => expect(recorded.analytics.find((event) => event.type === 'ai_response')?.payload).toMatchObject({ ok: false, error: expected }));
  });
});

describe('AssistantChat: replies', () => {
  it('sanitises markdown: an injected image keeps no event handler', async () => {
    const reply = 'Kijk <img src=x onerror="window.__hacked=1"> <script>window.__hacked=2</script>';
    server.use(generateHandler({ response: reply, session_id: SESSION_ID }), historyHandler([{ sender: 'user', text: 'Test' }, { sender: 'bot', text: reply }]));
    loginAs();
    const { container } = renderInApp(<AssistantChat />);
    await ask('Test');
    await waitFor(() => expect(container.querySelector('.ai-markdown img')).not.toBeNull());
    const image = container.querySelector('.ai-markdown img');
    expect(image?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('.ai-markdown script')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('opens platform links from a reply inside the app', async () => {
    sessionStorage.setItem(SESSION_ID_KEY, SESSION_ID);
    server.use(historyHandler([{ sender: 'bot', text: 'Lees [Breuken vergelijken](/doorloopjes/breuken-vergelijken).' }]));
    loginAs();
    renderInApp(<AssistantChat />);
    await userEvent.click(await screen.findByRole('link', { name: 'Breuken vergelijken' }));
    expect(screen.getByRole('status', { name: 'Huidige pagina' })).toHaveTextContent('/doorloopjes/breuken-vergelijken');
  });
});

describe('AssistantChat: reset', () => {
  it('clears the session and the user record, and returns to the welcome with a notice', async () => {
    await openStoredConversation(server, 'Oud gesprek', { ai_session_id: SESSION_ID });
    await userEvent.click(screen.getByRole('button', { name: messages.assistant.reset }));
    expect(screen.getByText(messages.assistant.resetNotice)).toBeInTheDocument();
    expect(within(chatLog()).getByText(messages.assistant.welcome)).toBeInTheDocument();
    expect(within(chatLog()).queryByText('Oud gesprek')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(IGNORE_SERVER_ID_KEY)).toBe('1');
    await waitFor(() => expect(recorded.userUpdates).toEqual([{ ai_session_id: null }]));
  });

  it('is disabled while a reply is pending', async () => {
    server.use(
      http.post(assistantUrl('/generate_response'), async () => {
        await delay(60);
        return HttpResponse.json({ response: 'Klaar', session_id: SESSION_ID });
      }),
      historyHandler([]),
    );
    loginAs();
    renderInApp(<AssistantChat />);
    await ask('Vraag');
    expect(screen.getByRole('button', { name: messages.assistant.reset })).toBeDisabled();
    await within(chatLog()).findByText('Klaar');
    expect(screen.getByRole('button', { name: messages.assistant.reset })).toBeEnabled();
  });

  it('shows the failure for 4 seconds when the session cannot be cleared', async () => {
    await openStoredConversation(server, 'Oud gesprek');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: messages.assistant.reset }));
    removeItem.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.assistant.resetFailed);
    expect(within(chatLog()).getByText('Oud gesprek')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(SESSION_ID);
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
