/**
 * Runs async writes one after another. Two quick clicks must never lose an update: each write
 * starts only after the previous one settled, and reads the state as it is at that moment.
 */
export function createWriteQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;

  return {
    enqueue<T>(write: () => Promise<T>): Promise<T> {
      pending += 1;
      const run = tail.then(write, write);
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run.finally(() => {
        pending -= 1;
      });
    },
    /** True while writes are queued or running (used to skip refetches that would be stale). */
    isBusy(): boolean {
      return pending > 0;
    },
  };
}
