import { queryClient } from '@doorloopjes/runtime';
import { shareQueryCacheAcrossTabs } from '@doorloopjes/runtime/testing';
import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CONVERSATION_KEY, chatConversationKey } from '../api/chatConversationQuery';
import { useChatStore } from './chatStore';
import { followOtherTabs, shareConversation, writeConversation } from './shareConversation';

const stops: Array<() => void> = [];
/** Another tab of the browser: its own query client, sharing its cache with this page's. */
let otherTab: QueryClient;

beforeEach(() => {
  stops.push(shareQueryCacheAcrossTabs(queryClient));
  otherTab = new QueryClient();
  stops.push(shareQueryCacheAcrossTabs(otherTab));
  useChatStore.setState({ userId: 7 });
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  queryClient.removeQueries({ queryKey: CHAT_CONVERSATION_KEY });
  useChatStore.setState({ userId: null });
});

function follow(): ReturnType<typeof vi.fn> {
  const received = vi.fn();
  stops.push(followOtherTabs(received));
  return received;
}

describe('the conversation shared across tabs', () => {
  it("delivers another tab's reset and new session through the broadcast query cache", async () => {
    const received = follow();
    writeConversation(otherTab, 'other-tab', 7, null);
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith(7, null));
    writeConversation(otherTab, 'other-tab', 7, 's-1');
    await vi.waitFor(() => expect(received).toHaveBeenLastCalledWith(7, 's-1'));
  });

  it("reaches the other tab's cache, keyed by the user, and is not followed back in the tab that wrote it", async () => {
    const received = follow();
    shareConversation('s-1');
    await vi.waitFor(() => expect(otherTab.getQueryData(chatConversationKey(7))).toMatchObject({ sessionId: 's-1' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).not.toHaveBeenCalled();
  });

  it('handles each decision once, however often the cache reports its query', async () => {
    const received = follow();
    writeConversation(otherTab, 'other-tab', 7, 's-1');
    await vi.waitFor(() => expect(received).toHaveBeenCalledTimes(1));
    // A reader of the query and a change of its state are cache events too, not decisions.
    stops.push(new QueryObserver(queryClient, { queryKey: chatConversationKey(7), enabled: false }).subscribe(() => undefined));
    queryClient.getQueryCache().find({ queryKey: chatConversationKey(7) })?.setState({ isInvalidated: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toHaveBeenCalledTimes(1);
  });

  it('ignores other queries and malformed data', async () => {
    const received = follow();
    otherTab.setQueryData(['assistant', 'chat-history', 's-1'], [{ sender: 'bot', text: 'x', type: 'normal' }]);
    otherTab.setQueryData([...CHAT_CONVERSATION_KEY, 'not-a-user'], { sessionId: null, tab: 'other-tab' });
    otherTab.setQueryData(chatConversationKey(7), { type: 'session-reset' });
    await vi.waitFor(() => expect(queryClient.getQueryData(chatConversationKey(7))).toEqual({ type: 'session-reset' }));
    expect(received).not.toHaveBeenCalled();
  });

  it("does not follow a decision restored from the device's saved copy of the cache", async () => {
    const received = follow();
    const savedEarlier = new QueryClient();
    savedEarlier.setQueryData(chatConversationKey(7), { sessionId: null, tab: 'closed-tab' }, { updatedAt: Date.now() - 60_000 });
    hydrate(queryClient, dehydrate(savedEarlier));
    expect(queryClient.getQueryData(chatConversationKey(7))).toEqual({ sessionId: null, tab: 'closed-tab' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).not.toHaveBeenCalled();
  });
});
