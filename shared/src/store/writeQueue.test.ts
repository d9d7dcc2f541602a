import { describe, expect, it } from 'vitest';
import { createWriteQueue } from './writeQueue';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createWriteQueue', () => {
  it('starts a write only after the previous one settled', async () => {
    const queue = createWriteQueue();
    const first = deferred();
    const log: string[] = [];
    const a = queue.enqueue(async () => {
      log.push('a start');
      await first.promise;
      log.push('a end');
    });
    const b = queue.enqueue(async () => {
      log.push('b start');
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    first.resolve();
    await Promise.all([a, b]);
    expect(log).toEqual(['a start', 'a end', 'b start']);
  });

  it('keeps going after a failed write and passes the failure to its caller only', async () => {
    const queue = createWriteQueue();
    const failing = queue.enqueue(() => Promise.reject(new Error('mislukt')));
    const next = queue.enqueue(() => Promise.resolve('gelukt'));
    await expect(failing).rejects.toThrow('mislukt');
    await expect(next).resolves.toBe('gelukt');
  });

  it('is busy while writes are queued or running', async () => {
    const queue = createWriteQueue();
    expect(queue.isBusy()).toBe(false);
    const gate = deferred();
    const a = queue.enqueue(() => gate.promise);
    const b = queue.enqueue(() => Promise.resolve());
    expect(queue.isBusy()).toBe(true);
    gate.resolve();
    await a;
    expect(queue.isBusy()).toBe(true);
    await b;
    expect(queue.isBusy()).toBe(false);
  });
});
