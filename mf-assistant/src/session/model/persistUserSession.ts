import { updateUser, useSessionStore } from '@doorloopjes/runtime';

/**
 * Writes the session id (or null on reset) to the user record, so another device or a new tab
 * continues the same conversation. A failure is only logged: the chat works on without it.
 */
export async function persistUserSession(sessionId: string | null): Promise<void> {
  const { user, setUser } = useSessionStore.getState();
  // No shortcut when the local copy already matches: another tab may have changed the record.
  if (!user) return;
  // Local first: the answer of PUT /api/users/{id} lacks the populated progress lists.
  setUser({ ...user, ai_session_id: sessionId });
  try {
    await updateUser(user.id, { ai_session_id: sessionId });
  } catch (error) {
    console.error('Bijwerken van ai_session_id is mislukt.', error);
  }
}
