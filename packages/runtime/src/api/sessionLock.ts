/** The Web Lock every tab of this browser takes to renew or end the session. */
const SESSION_LOCK = 'doorloopjes-session';

/**
 * Runs `task` while holding the session lock of the whole browser (the Web Locks API): a refresh
 * token can be used once (Strapi rotates it), so two tabs renewing at the same moment would have
 * one of them refused and logged out. Without the API (old browsers, jsdom) `task` runs at once;
 * the page still sends one refresh at a time (sessionRenewal.ts).
 */
export async function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return await locks.request(SESSION_LOCK, task);
}
