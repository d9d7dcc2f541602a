// @ts-check
// Waiting for a server to come up: the one poll the start scripts, the benchmarks and the test
// set-ups use (the platform's services, Strapi instances, nginx).

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = gaveUp();
    if (reason) throw new Error(`${name} ${reason}`);
    if (await answers(url, { isUp })) return;
    await sleep(intervalMs);
  }
  throw new Error(`${name} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s`);
}
