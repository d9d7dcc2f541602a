'use strict';

/**
 * Runs tasks one at a time per key, in the order they arrive; tasks of different keys run side
 * by side. A dozen lines, so no dependency: the mutex libraries lock one resource, not a key.
 *
 * Why the content service needs it: a user's update holds a database connection for its whole
 * transaction. When many updates of one user arrived at once, each took a pool connection and
 * then waited for the user's row lock; with the pool full, the one holding the lock could not
 * get the connection it needed to finish, and every request stalled until the pool's timeout.
 * Queued here first, at most one transaction per user and instance waits on the row lock (the
 * lock itself still orders writers of different instances).
 */
function createKeyedLock() {
  /** @type {Map<unknown, Promise<void>>} */
  const tails = new Map();
  return {
    /**
     * @template T
     * @param {unknown} key
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    run(key, task) {
      const result = (tails.get(key) ?? Promise.resolve()).then(task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with a task running or waiting (for tests). */
    get size() {
      return tails.size;
    },
  };
}

module.exports = { createKeyedLock };
