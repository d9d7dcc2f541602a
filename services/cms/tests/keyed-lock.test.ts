import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { createKeyedLock } = require('../src/utils/keyed-lock.js') as {
  createKeyedLock: () => { run: <T>(key: unknown, task: () => Promise<T>) => Promise<T>; readonly size: number };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that records when it starts and ends, and answers its name. */
const recorded = (events: string[], name: string, ms: number) => async () => {
  events.push(`${name} start`);
  await pause(ms);
  events.push(`${name} end`);
  return name;
};

describe('the keyed lock (one update per user at a time)', () => {
  it('runs the tasks of one key one after the other, in arrival order', async () => {
    const lock = createKeyedLock();
    const events: string[] = [];
    const task = (name: string, ms: number) => recorded(events, name, ms);
    const results = await Promise.all([lock.run(7, task('a', 30)), lock.run(7, task('b', 5)), lock.run(7, task('c', 1))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('runs tasks of different keys side by side', async () => {
    const lock = createKeyedLock();
    const events: string[] = [];
    const task = (name: string, ms: number) => recorded(events, name, ms);
    await Promise.all([lock.run(1, task('user 1', 20)), lock.run(2, task('user 2', 5))]);
    expect(events).toEqual(['user 1 start', 'user 2 start', 'user 2 end', 'user 1 end']);
  });

  it('goes on with the next task after one fails, passes the failure to its caller and forgets idle keys', async () => {
    const lock = createKeyedLock();
    const failed = lock.run('k', async () => {
      throw new Error('refused');
    });
    const next = lock.run('k', async () => 'ran');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
    await pause(0);
    expect(lock.size).toBe(0);
  });
});
