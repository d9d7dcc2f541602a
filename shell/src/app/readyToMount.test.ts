import { describe, expect, it } from 'vitest';
import { readyToMount } from './readyToMount';

const never = new Promise<void>(() => undefined);
const registry = { remotes: ['mf-content'] };

/** Whether `promise` has settled once every queued task has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('what the first render waits for', () => {
  it('online: the registry only, never the restore of the device copy', async () => {
    await expect(readyToMount(Promise.resolve(registry), never, false)).resolves.toBe(registry);
  });

  it('online by default when the browser says so', async () => {
    expect(navigator.onLine).toBe(true);
    await expect(readyToMount(Promise.resolve(registry), never)).resolves.toBe(registry);
  });

  it('offline: the device copy too, as well as the registry', async () => {
    let restore: () => void = () => undefined;
    const deviceCopy = new Promise<void>((resolve) => {
      restore = resolve;
    });
    const waiting = readyToMount(Promise.resolve(registry), deviceCopy, true);
    expect(await settled(waiting)).toBe(false);
    restore();
    await expect(waiting).resolves.toBe(registry);
  });

  it('offline, the registry still counts: a restored copy alone does not render', async () => {
    expect(await settled(readyToMount(never, Promise.resolve(), true))).toBe(false);
  });
});
