import { messages } from '@doorloopjes/shared';
import { setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IGNORE_SERVER_ID_KEY, SESSION_ID_KEY } from '../../session/model/sessionKeys';
import { createCrossTabSync, SYNC_STORAGE_KEY, type CrossTabSync } from '../../session/model/crossTabSync';
import { contentHandlers, generateHandler, historyHandler, recorded, SESSION_ID } from '../../test/assistantServer';
import { loginAs, renderInApp, resetAll, TEST_USER } from '../../test/renderChat';
import AssistantChat from './AssistantChat';

const server = setupMswServer(...contentHandlers);
const log = () => screen.getByRole('log', { name: messages.assistant.messagesLabel });

/** Another tab of the same browser: it talks over the same channel and storage key. */
let otherTab: CrossTabSync;
beforeEach(() => {
  resetAll();
  otherTab = createCrossTabSync(() => undefined);
});
afterEach(() => otherTab.close());

describe('AssistantChat: cross-tab sync', () => {
  it("follows a reset in another tab ('session-reset')", async () => {
    sessionStorage.setItem(SESSION_ID_KEY, SESSION_ID);
    server.use(historyHandler([{ sender: 'bot', text: 'Gedeeld gesprek' }]));
    loginAs({ ai_session_id: SESSION_ID });
    renderInApp(<AssistantChat />);
    await within(log()).findByText('Gedeeld gesprek');
    otherTab.post({ type: 'session-reset', sessionId: null, userId: TEST_USER.id });
    expect(await screen.findByText(messages.assistant.resetNotice)).toBeInTheDocument();
    expect(within(log()).getByText(messages.assistant.welcome)).toBeInTheDocument();
    expect(within(log()).queryByText('Gedeeld gesprek')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(IGNORE_SERVER_ID_KEY)).toBe('1');
    // The tab that follows does not write the user record again.
    expect(recorded.userUpdates).toEqual([]);
  });

  it("takes over the other tab's session and reloads the history ('history-updated')", async () => {
    server.use(historyHandler([{ sender: 'user', text: 'Vraag uit tab 1' }, { sender: 'bot', text: 'Antwoord in tab 1' }]));
    loginAs();
    renderInApp(<AssistantChat />);
    otherTab.post({ type: 'history-updated', sessionId: SESSION_ID, userId: TEST_USER.id });
    expect(await within(log()).findByText('Antwoord in tab 1')).toBeInTheDocument();
    expect(recorded.historyLoads).toEqual([SESSION_ID]);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(SESSION_ID);
  });

  it('ignores messages meant for another user', async () => {
    sessionStorage.setItem(SESSION_ID_KEY, SESSION_ID);
    server.use(historyHandler([{ sender: 'bot', text: 'Mijn gesprek' }]));
    loginAs();
    renderInApp(<AssistantChat />);
    await within(log()).findByText('Mijn gesprek');
    otherTab.post({ type: 'session-reset', sessionId: null, userId: TEST_USER.id + 1 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(within(log()).getByText('Mijn gesprek')).toBeInTheDocument();
  });

  it('reloads at most once per 500 ms when updates arrive in a burst', async () => {
    sessionStorage.setItem(SESSION_ID_KEY, SESSION_ID);
    server.use(historyHandler([{ sender: 'bot', text: 'Gesprek' }]));
    loginAs();
    renderInApp(<AssistantChat />);
    await within(log()).findByText('Gesprek');
    for (let i = 0; i < 4; i += 1) otherTab.post({ type: 'history-updated', sessionId: SESSION_ID, userId: TEST_USER.id });
    // Within 500 ms of the first load nothing more goes out; then one load covers the burst.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recorded.historyLoads).toHaveLength(1);
    await waitFor(() => expect(recorded.historyLoads).toHaveLength(2), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(recorded.historyLoads).toHaveLength(2);
  });

  it('tells other tabs about new history and about a reset', async () => {
    const heard: string[] = [];
    const listener = createCrossTabSync((message) => heard.push(`${message.type}:${message.sessionId}`));
    server.use(generateHandler({ response: 'Antwoord', session_id: SESSION_ID }), historyHandler([{ sender: 'user', text: 'Vraag' }, { sender: 'bot', text: 'Antwoord' }]));
    loginAs();
    renderInApp(<AssistantChat />);
    await userEvent.type(screen.getByLabelText(messages.assistant.inputLabel), 'Vraag{Enter}');
    await waitFor(() => expect(heard).toEqual([`history-updated:${SESSION_ID}`]));
    expect(JSON.parse(localStorage.getItem(SYNC_STORAGE_KEY) ?? '{}')).toMatchObject({ type: 'history-updated', sessionId: SESSION_ID, userId: TEST_USER.id });
    await userEvent.click(screen.getByRole('button', { name: messages.assistant.reset }));
    await waitFor(() => expect(heard).toEqual([`history-updated:${SESSION_ID}`, 'session-reset:null']));
    listener.close();
  });
});
