import type { ExportedConversation } from './types.js';

/** A session joined with one of its messages (no message: the message columns are null). */
export interface ConversationRow {
  session_id: string;
  session_created_at: string;
  sender: 'user' | 'bot' | null;
  text: string | null;
  created_at: string | null;
}

/** Folds joined session/message rows (ordered by session) into conversations. */
export function groupConversations(
  rows: ConversationRow[],
): ExportedConversation[] {
  const byId = new Map<string, ExportedConversation>();
  for (const row of rows) {
    let conversation = byId.get(row.session_id);
    if (!conversation) {
      conversation = { id: row.session_id, createdAt: row.session_created_at, messages: [] };
      byId.set(row.session_id, conversation);
    }
    if (row.sender && row.text !== null && row.created_at) {
      conversation.messages.push({ sender: row.sender, text: row.text, createdAt: row.created_at });
    }
  }
  return [...byId.values()];
}
