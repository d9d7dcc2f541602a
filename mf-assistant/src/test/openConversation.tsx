import { messages } from '@doorloopjes/shared';
import type { setupMswServer } from '@doorloopjes/runtime/testing';
import { screen, within } from '@testing-library/react';
import type { User } from '@doorloopjes/shared';
import { SESSION_ID_KEY } from '../session/model/sessionKeys';
import AssistantChat from '../dashboard/components/AssistantChat';
import { historyHandler, SESSION_ID } from './assistantServer';
import { loginAs, renderInApp } from './renderChat';

/** The chat's message log. */
export const chatLog = () => screen.getByRole('log', { name: messages.assistant.messagesLabel });

/**
 * Opens the chat on a conversation the service already holds: its id in this tab's session
 * storage, its one bot line served as the history, logged in (with the user's overrides); resolves
 * once that line shows.
 */
export async function openStoredConversation(server: Pick<ReturnType<typeof setupMswServer>, 'use'>, botLine: string, user: Partial<User> = {}): Promise<void> {
  sessionStorage.setItem(SESSION_ID_KEY, SESSION_ID);
  server.use(historyHandler([{ sender: 'bot', text: botLine }]));
  loginAs(user);
  renderInApp(<AssistantChat />);
  await within(chatLog()).findByText(botLine);
}
