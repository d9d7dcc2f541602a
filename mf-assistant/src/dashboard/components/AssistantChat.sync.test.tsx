import { messages } from '@doorloopjes/shared';
import { queryClient } from '@doorloopjes/runtime';
import { setupMswServer, shareQueryCacheAcrossTabs } from '@doorloopjes/runtime/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatConversationKey } from '../../chat/api/chatConversationQuery';
import { chatHistoryQuery } from '../../chat/api/chatHistoryQuery';
import { writeConversation } from '../../chat/model/shareConversation';
import { IGNORE_SERVER_ID_KEY, SESSION_ID_KEY } from '../../session/model/sessionKeys';
import { contentHandlers, generateHandler, historyHandler, recorded, SESSION_ID } from '../../test/assistantServer';
import { loginAs, renderInApp, resetAll, TEST_USER } from '../../test/renderChat';
import AssistantChat from './AssistantChat';
import { chatLog, openStoredConversation } from '../../test/openConversation';

const server = setupMswServer(...contentHandlers);

/**
 * Another tab of the same browser: a query client of its own. Both share their query cache as
 * logged-in tabs do (the runtime's broadcast of the cache), the only way the tabs talk.
 */
let otherTab: QueryClient;
const stops: Array<() => void> = [];
beforeEach(() => {
  resetAll();
  otherTab = new QueryClient();
  stops.push(shareQueryCacheAcrossTabs(queryClient), shareQueryCacheAcrossTabs(otherTab));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  otherTab.clear();
});

/** What the other tab writes when its user resets (null) or gets a reply in a session. */
const otherTabDecides = (sessionId: string | null, userId = TEST_USER.id) => writeConversation(otherTab, 'other-tab', userId, sessionId);

describe('AssistantChat: cross-tab sync', () => {
  it('follows a reset in another tab', async () => {
    await openStoredConversation(server, 'Gedeeld gesprek', { ai_session_id: SESSION_ID });
    otherTabDecides(null);
    expect(await screen.findByText(messages.assistant.resetNotice)).toBeInTheDocument();
    expect(within(chatLog()).getByText(messages.assistant.welcome)).toBeInTheDocument();
    expect(within(chatLog()).queryByText('Gedeeld gesprek')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(sessionStorage.getItem(IGNORE_SERVER_ID_KEY)).toBe('1');
    // The tab that follows does not write the user record again.
    expect(recorded.userUpdates).toEqual([]);
  });

  it("takes over the other tab's new session and loads its history", async () => {
    server.use(historyHandler([{ sender: 'user', text: 'Vraag uit tab 1' }, { sender: 'bot', text: 'Antwoord in tab 1' }]));
    loginAs();
    renderInApp(<AssistantChat />);
    otherTabDecides(SESSION_ID);
    expect(await within(chatLog()).findByText('Antwoord in tab 1')).toBeInTheDocument();
    expect(recorded.historyLoads).toEqual([SESSION_ID]);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(SESSION_ID);
  });

  it("shows the other tab's new lines of the same conversation from the shared cache, without a load", async () => {
    await openStoredConversation(server, 'Gesprek');
    otherTab.setQueryData(chatHistoryQuery(SESSION_ID).queryKey, [
      { sender: 'bot', text: 'Gesprek', type: 'normal' },
      { sender: 'user', text: 'Vraag uit tab 1', type: 'normal' },
      { sender: 'bot', text: 'Antwoord in tab 1', type: 'normal' },
    ]);
    otherTabDecides(SESSION_ID);
    expect(await within(chatLog()).findByText('Antwoord in tab 1')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(recorded.historyLoads).toEqual([SESSION_ID]);
  });

  it("ignores another user's conversation", async () => {
    await openStoredConversation(server, 'Mijn gesprek');
    otherTabDecides(null, TEST_USER.id + 1);
    await waitFor(() => expect(queryClient.getQueryData(chatConversationKey(TEST_USER.id + 1))).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(within(chatLog()).getByText('Mijn gesprek')).toBeInTheDocument();
  });

  it('reloads at most once per 500 ms when new sessions arrive in a burst', async () => {
    await openStoredConversation(server, 'Gesprek');
    for (let i = 1; i <= 4; i += 1) otherTabDecides(`sessie-${i}`);
    // Within 500 ms of the first load nothing more goes out; then one load covers the burst.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recorded.historyLoads).toHaveLength(1);
    await waitFor(() => expect(recorded.historyLoads).toHaveLength(2), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(recorded.historyLoads).toHaveLength(2);
    expect(recorded.historyLoads[1]).toBe('sessie-4');
  });

  it('tells other tabs about new history and about a reset', async () => {
    server.use(generateHandler({ response: 'Antwoord', session_id: SESSION_ID }), historyHandler([{ sender: 'user', text: 'Vraag' }, { sender: 'bot', text: 'Antwoord' }]));
    loginAs();
    renderInApp(<AssistantChat />);
    await userEvent.type(screen.getByLabelText(messages.assistant.inputLabel), 'Vraag{Enter}');
    await waitFor(() => expect(otherTab.getQueryData(chatConversationKey(TEST_USER.id))).toMatchObject({ sessionId: SESSION_ID }));
    await waitFor(() => expect(otherTab.getQueryData(chatHistoryQuery(SESSION_ID).queryKey)).toEqual(expect.arrayContaining([expect.objectContaining({ sender: 'bot', text: 'Antwoord' })])));
    await userEvent.click(screen.getByRole('button', { name: messages.assistant.reset }));
    await waitFor(() => expect(otherTab.getQueryData(chatConversationKey(TEST_USER.id))).toMatchObject({ sessionId: null }));
  });
});
