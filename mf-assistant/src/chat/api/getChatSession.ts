import type { ChatMessage } from '@doorloopjes/shared';
import { assistantFetch, readJson } from './assistantFetch';

function isHistoryLine(value: unknown): value is { sender: 'user' | 'bot'; text: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { sender, text } = value as Record<string, unknown>;
  return (sender === 'user' || sender === 'bot') && typeof text === 'string';
}

/** GET /get_chat_session: the server's history, oldest first. Throws on failure. */
export async function getChatSession(sessionId: string): Promise<ChatMessage[]> {
  const response = await assistantFetch(`/get_chat_session?session_id=${encodeURIComponent(sessionId)}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await readJson(response);
  const history: unknown = typeof body === 'object' && body !== null ? (body as { history?: unknown }).history : undefined;
  if (!Array.isArray(history)) throw new Error('Geen geschiedenis in het antwoord.');
  return history.filter(isHistoryLine).map((line) => ({ sender: line.sender, text: line.text, type: 'normal' }));
}
