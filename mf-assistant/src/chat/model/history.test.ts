import { queryClient } from '@doorloopjes/runtime';
import { assistantUrl, setupMswServer } from '@doorloopjes/runtime/testing';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_HISTORY_KEY, chatHistoryQuery } from '../api/chatHistoryQuery';
import { SESSION_ID } from '../../test/assistantServer';
import { useChatStore } from './chatStore';
import { dropHistory, historyOf, HISTORY_RELOAD_THROTTLE_MS, requestHistoryLoad, setHistory } from './history';
import { resetChatForTests } from './lifecycle';

const server = setupMswServer();
const texts = (sessionId: string | null) => historyOf(sessionId).map((line) => line.text);

/** The service answers each load with the next of `answers`, after its delay. */
function historyAnswers(answers: Array<{ text: string; delayMs: number }>) {
  let next = 0;
  server.use(
    http.get(assistantUrl('/get_chat_session'), async () => {
      const answer = answers[Math.min(next, answers.length - 1)];
      next += 1;
      await delay(answer?.delayMs ?? 0);
      return HttpResponse.json({ history: [{ sender: 'bot', text: answer?.text ?? '' }] });
    }),
  );
}

beforeEach(() => {
  resetChatForTests();
  useChatStore.setState({ userId: 42, sessionId: SESSION_ID, status: 'loadingHistory' });
});

describe('chat history in the query cache', () => {
  it("keeps the server's history under its session, and the chat is ready once it has loaded", async () => {
    historyAnswers([{ text: 'Eerder gesprek', delayMs: 0 }]);
    requestHistoryLoad();
    await expect.poll(() => useChatStore.getState().status).toBe('ready');
    expect(queryClient.getQueryData(chatHistoryQuery(SESSION_ID).queryKey)).toEqual([{ sender: 'bot', text: 'Eerder gesprek', type: 'normal' }]);
  });

  it('shows no lines after a failed load, and the chat is ready', async () => {
    server.use(http.get(assistantUrl('/get_chat_session'), () => HttpResponse.json({}, { status: 500 })));
    setHistory(SESSION_ID, [{ sender: 'user', text: 'Vraag', type: 'normal' }]);
    requestHistoryLoad();
    await expect.poll(() => useChatStore.getState().status).toBe('ready');
    expect(texts(SESSION_ID)).toEqual([]);
  });

  it('a slow load sent before a newer one never replaces the newer answer', async () => {
    historyAnswers([
      { text: 'Oud', delayMs: HISTORY_RELOAD_THROTTLE_MS + 400 },
      { text: 'Nieuw', delayMs: 0 },
    ]);
    requestHistoryLoad();
    requestHistoryLoad();
    await expect.poll(() => texts(SESSION_ID), { timeout: 2000 }).toEqual(['Nieuw']);
    await delay(600);
    expect(texts(SESSION_ID)).toEqual(['Nieuw']);
    expect(useChatStore.getState().status).toBe('ready');
  });

  it('dropping the history removes every conversation from the cache', () => {
    setHistory(null, [{ sender: 'user', text: 'Zonder sessie', type: 'normal' }]);
    setHistory(SESSION_ID, [{ sender: 'bot', text: 'Met sessie', type: 'normal' }]);
    dropHistory();
    expect(queryClient.getQueryCache().findAll({ queryKey: CHAT_HISTORY_KEY })).toEqual([]);
  });
});
