import { queryClient } from '@doorloopjes/runtime';
import { setupMswServer } from '@doorloopjes/runtime/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatHistoryQuery } from '../api/chatHistoryQuery';
import { historyHandler, recorded, SESSION_ID } from '../../test/assistantServer';
import { loginAs, resetAll } from '../../test/renderChat';
import { useChatStore } from './chatStore';
import { startChatForKnownUser } from './lifecycle';

const server = setupMswServer();

beforeEach(() => {
  resetAll();
  localStorage.clear();
});

afterEach(() => {
  resetAll();
});

describe('startChatForKnownUser', () => {
  it("starts the known user's chat and loads its history before any chat is rendered", async () => {
    server.use(historyHandler([{ sender: 'bot', text: 'Eerder antwoord' }]));
    loginAs({ ai_session_id: SESSION_ID });
    startChatForKnownUser();
    expect(useChatStore.getState()).toMatchObject({ userId: 42, sessionId: SESSION_ID, status: 'loadingHistory' });
    await expect.poll(() => useChatStore.getState().status).toBe('ready');
    expect(recorded.historyLoads).toEqual([SESSION_ID]);
    expect(queryClient.getQueryData(chatHistoryQuery(SESSION_ID).queryKey)).toEqual([{ sender: 'bot', text: 'Eerder antwoord', type: 'normal' }]);
  });

  it('leaves the chat alone while the page knows no user (its first render starts it)', () => {
    startChatForKnownUser();
    expect(useChatStore.getState()).toMatchObject({ userId: null, sessionId: null });
  });
});
