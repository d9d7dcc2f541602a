/* eslint-disable testing-library/no-node-access -- This test checks that sanitised markdown leaves no event-handler attributes, which no role exposes. */
import { useAnnouncerStore } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { assistantUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentHandlers, historyHandler, recorded, SESSION_ID } from '../../test/assistantServer';
import { loginAs, renderInApp, resetAll } from '../../test/renderChat';
import AssistantChat from './AssistantChat';

const server = setupMswServer(...contentHandlers);

const log = () => screen.getByRole('log', { name: messages.assistant.messagesLabel });
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A server-sent-events reply whose pieces the test releases one by one; records a cancel. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const state = { cancelled: false, accept: '' };
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      state.cancelled = true;
    },
  });
  const handler = http.post(assistantUrl('/generate_response'), async ({ request }) => {
    state.accept = request.headers.get('accept') ?? '';
    recorded.generate.push((await request.json()) as (typeof recorded.generate)[number]);
    request.signal.addEventListener('abort', () => {
      state.cancelled = true;
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return {
    handler,
    state,
    send: (chunk: string) => controller?.enqueue(encoder.encode(chunk)),
    end: () => controller?.close(),
  };
}

async function ask(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(messages.assistant.inputLabel), text);
  await user.click(screen.getByRole('button', { name: messages.assistant.send }));
  return user;
}

beforeEach(() => {
  resetAll();
  useAnnouncerStore.setState({ polite: null, assertive: null });
});

describe('AssistantChat: streamed replies', () => {
  it('shows the reply as it arrives, as sanitised markdown, then keeps it with the session', async () => {
    const stream = controlledStream();
    const reply = 'Begin met **een vast signaal**. <img src=x onerror=alert(1)>Zie [Stiltesignaal invoeren](/doorloopjes/stiltesignaal-invoeren).';
    server.use(stream.handler, historyHandler([{ sender: 'user', text: 'Hoe houd ik rust?' }, { sender: 'bot', text: reply }]));
    loginAs();
    renderInApp(<AssistantChat />);
    await ask('Hoe houd ik rust?');
    expect(stream.state.accept).toContain('text/event-stream');

    stream.send(event('delta', { text: 'Begin met **een vast' }));
    expect(await within(log()).findByText(/Begin met/)).toBeInTheDocument();
    expect(screen.queryByText(messages.assistant.waiting)).not.toBeInTheDocument();
    stream.send(event('delta', { text: ' signaal**. <img src=x onerror=alert(1)>Zie [Stiltesignaal invoeren](/doorloopjes/stiltesignaal-invoeren).' }));
    const link = await within(log()).findByRole('link', { name: 'Stiltesignaal invoeren' });
    expect(within(log()).getByText('een vast signaal').tagName).toBe('STRONG');
    expect(log().querySelector('[onerror]')).toBeNull();
    // The bubble being written is the one that stays: no remount when the stream ends.
    stream.send(event('done', { session_id: SESSION_ID, messageId: 'm1' }));
    stream.end();
    await waitFor(() => expect(screen.queryByRole('button', { name: messages.assistant.stop })).not.toBeInTheDocument());
    await waitFor(() => expect(recorded.historyLoads).toEqual([SESSION_ID]));
    expect(link.isConnected).toBe(true);
    await waitFor(() => expect(recorded.analytics.find((entry) => entry.type === 'ai_response')?.payload).toMatchObject({ ok: true, messageId: 'm1' }));
    const payload = recorded.analytics.find((entry) => entry.type === 'ai_response')?.payload ?? {};
    expect(typeof payload.firstTokenMs).toBe('number');
    expect(Number(payload.latencyMs)).toBeGreaterThanOrEqual(Number(payload.firstTokenMs));
  });

  it('announces the reply once, when it is complete, not piece by piece', async () => {
    const stream = controlledStream();
    server.use(stream.handler, historyHandler([]));
    loginAs();
    renderInApp(<AssistantChat />);
    await ask('Hoe begin ik?');
    expect(log()).toHaveAttribute('aria-live', 'off');
    const announcements: string[] = [];
    const stop = useAnnouncerStore.subscribe((state) => state.polite && announcements.push(state.polite.text));
    stream.send(event('delta', { text: 'Begin met ' }));
    expect(await within(log()).findByText(/Begin met/)).toBeInTheDocument();
    stream.send(event('delta', { text: '**een vraag**.' }));
    expect(await within(log()).findByText('een vraag')).toBeInTheDocument();
    expect(announcements).toEqual([]);
    stream.send(event('done', { session_id: SESSION_ID, messageId: 'm1' }));
    stream.end();
    await waitFor(() => expect(announcements).toEqual([messages.assistant.replyAnnouncement('Begin met een vraag.')]));
    stop();
  });

  it("'Stop' cancels the request and keeps what arrived, marked as stopped", async () => {
    const stream = controlledStream();
    server.use(stream.handler);
    loginAs();
    renderInApp(<AssistantChat />);
    const user = await ask('Maak een lesplan');
    stream.send(event('delta', { text: 'Lesplan deel één' }));
    expect(await within(log()).findByText('Lesplan deel één')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.assistant.stop }));
    await waitFor(() => expect(stream.state.cancelled).toBe(true));
    expect(await within(log()).findByText(messages.assistant.stopped)).toBeInTheDocument();
    expect(within(log()).getByText('Lesplan deel één')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.assistant.stop })).not.toBeInTheDocument();
    await waitFor(() => expect(recorded.analytics.find((entry) => entry.type === 'ai_response')?.payload).toMatchObject({ ok: false, stopped: true }));
  });

  it("shows the server's error event text", async () => {
    const stream = controlledStream();
    server.use(stream.handler);
    loginAs();
    renderInApp(<AssistantChat />);
    await ask('Vraag');
    stream.send(event('delta', { text: 'Half ' }));
    stream.send(event('error', { error: 'De AI-dienst reageerde niet op tijd. Probeer het later opnieuw.' }));
    stream.end();
    expect(await within(log()).findByText('De AI-dienst reageerde niet op tijd. Probeer het later opnieuw.')).toBeInTheDocument();
  });
});
