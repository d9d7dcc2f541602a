// @ts-check
// Waiting until something is so: the one poll the start scripts, the benchmarks and the test
// set-ups use (a server coming up, a mail arriving).

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `check` every `intervalMs` until it gives a value other than undefined and returns that
 * value. Throws `timeoutMessage` after `timeoutMs`, or as soon as `gaveUp()` gives a reason.
 * @template T
 * @param {() => Promise<T | undefined> | T | undefined} check
 * @param {{ timeoutMs: number, timeoutMessage: string, intervalMs?: number, gaveUp?: () => string | null }} options
 * @returns {Promise<T>}
 */
export async function waitUntil(check, { timeoutMs, timeoutMessage, intervalMs = 500, gaveUp = () => null }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    const value = await check();
    if (value !== undefined) return value;
    await sleep(intervalMs);
  }
  throw new Error(timeoutMessage);
}

/**
 * Whether the URL answers: by default any HTTP status below 500 counts.
 * @param {string} url
 * @param {{ isUp?: (response: Response) => boolean, timeoutMs?: number }} [options]
 */
export async function answers(url, { isUp = (response) => response.status < 500, timeoutMs = 2000 } = {}) {
  try {
    return isUp(await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }));
  } catch {
    return false;
  }
}

/**
 * Polls the URL until it answers (see `answers`). Throws after `timeoutMs`, or as soon as
 * `gaveUp()` says the process behind it is gone (then with that reason).
 * @param {string} url
 * @param {number} timeoutMs
 * @param {string} name what is waited for, in the error
 * @param {{ isUp?: (response: Response) => boolean, intervalMs?: number, gaveUp?: () => string | null }} [options]
 * @returns {Promise<void>}
 */
export async function waitFor(url, timeoutMs, name, { isUp, intervalMs = 500, gaveUp = () => null } = {}) {
  await waitUntil(async () => ((await answers(url, isUp ? { isUp } : {})) ? true : undefined), {
    timeoutMs,
    intervalMs,
    timeoutMessage: `${name} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s`,
    gaveUp: () => {
      const reason = gaveUp();
      return reason ? `${name} ${reason}` : null;
    },
  });
}
