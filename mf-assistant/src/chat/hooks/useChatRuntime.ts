import { currentUser, useSessionUser } from '@doorloopjes/runtime';
import { useEffect } from 'react';
import { listenToAssistantEvents } from '../model/assistantEvents';
import { followOtherTab, startChat, stopChat } from '../model/lifecycle';
import { followOtherTabs } from '../model/shareConversation';
import { watchQueue } from '../model/sendPrompt';

/**
 * Listeners that must exist once per page however many chat surfaces are mounted (the dashboard
 * chat and the launcher on mobile): otherwise a window event would send its prompt twice.
 */
let users = 0;
let teardown: (() => void) | null = null;

function acquire(): () => void {
  users += 1;
  if (users === 1) {
    const unfollow = followOtherTabs(followOtherTab);
    const unwatch = watchQueue();
    const unlisten = listenToAssistantEvents();
    teardown = () => {
      unlisten();
      unwatch();
      unfollow();
    };
  }
  return () => {
    users -= 1;
    if (users === 0) {
      teardown?.();
      teardown = null;
    }
  };
}

/** Connects a chat surface to the page's one chat: listeners, and the logged-in user's session. */
export function useChatRuntime(): void {
  // Only a different user starts a different chat; profile or progress updates do not.
  const userId = useSessionUser()?.id ?? null;
  useEffect(() => acquire(), []);
  useEffect(() => {
    const user = currentUser();
    if (userId !== null && user) startChat(user);
    else stopChat();
  }, [userId]);
}
