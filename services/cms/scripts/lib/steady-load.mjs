// @ts-check
/**
 * A steady load of a teacher's reads and writes through nginx, from its own process (forked), so
 * that what it counts is what a client on another machine would see while instances restart or
 * crash. Reads: the guide list. Writes: her cluster layout, saved with its version as the
 * platform's client does (a write repeated after it was applied is refused with 409, never applied
 * twice). Started with `startSteadyLoad`; `stop()` ends it and returns the counts.
 *
 * Like a browser, it sends a request again once when the kept-alive connection it reused was
 * closed before any answer came (nginx closes idle client connections when it reloads; browsers
 * resend on a reused connection that closes before the first byte, RFC 9112 section 9.3.1).
 * Such resends are counted apart (`resent`); anything else that fails is a failure.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ reads: number, writes: number, resent: number, failedReads: string[], failedWrites: string[] }} LoadCounts
 * @typedef {{ url: string, jwt: string, userId: number, readers: number, writers: number }} LoadOptions
 */

/** @param {LoadOptions} options @returns {{ stop: () => Promise<LoadCounts> }} */
export function startSteadyLoad(options) {
  const child = fork(fileURLToPath(import.meta.url), ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.send(options);
  /** @type {Promise<LoadCounts>} */
  const counts = new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(/** @type {LoadCounts} */ (message)));
    child.once('exit', (code) => reject(new Error(`the load process exited with ${code}`)));
  });
  return {
    stop() {
      child.send('stop');
      return counts;
    },
  };
}

/** @param {LoadOptions} options */
async function work(options) {
  let running = true;
  process.once('message', () => {
    running = false;
  });
  /** @type {LoadCounts} */
  const counts = { reads: 0, writes: 0, resent: 0, failedReads: [], failedWrites: [] };
  /** A connection closed before any answer (undici's SocketError 'other side closed' or a reset): sent again once. @type {typeof fetch} */
  const send = async (url, init) => {
    try {
      return await fetch(url, init);
    } catch (error) {
      const cause = /** @type {{ code?: string, message?: string }} */ (/** @type {Error} */ (error).cause ?? {});
      if (cause.code !== 'UND_ERR_SOCKET' && cause.code !== 'ECONNRESET') throw error;
      counts.resent += 1;
      return fetch(url, init);
    }
  };
  const auth = { Authorization: `Bearer ${options.jwt}` };
  const reader = async () => {
    while (running) {
      try {
        const response = await send(`${options.url}/api/doorloopjes?fields[0]=slug&pagination[pageSize]=50`, { headers: auth });
        await response.arrayBuffer();
        counts.reads += 1;
        if (response.status !== 200) counts.failedReads.push(`status ${response.status}`);
      } catch (error) {
        counts.reads += 1;
        counts.failedReads.push(String(/** @type {Error} */ (error).cause ?? error));
      }
    }
  };
  const me = `${options.url}/api/users/${options.userId}`;
  const version = async () => {
    const body = /** @type {{ cluster_builder_version?: number }} */ (await (await fetch(`${options.url}/api/users/me`, { headers: auth })).json());
    return Number(body.cluster_builder_version ?? 0);
  };
  let current = await version();
  const writer = async () => {
    while (running) {
      const state = [{ id: 1, __type: 'doorloopje', x: current % 500, y: 20, scale: 1, instanceId: `last-${current}` }];
      try {
        const response = await send(me, { method: 'PUT', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ cluster_builder_state: state, cluster_builder_version: current }) });
        const body = /** @type {{ cluster_builder_version?: number }} */ (await response.json());
        counts.writes += 1;
        if (response.status === 200) current = Number(body.cluster_builder_version ?? current + 1);
        else {
          counts.failedWrites.push(`status ${response.status}`);
          // Refused or cut off: ask where the layout stands before writing again, as the client does.
          current = await version();
        }
      } catch (error) {
        counts.writes += 1;
        counts.failedWrites.push(String(/** @type {Error} */ (error).cause ?? error));
        current = await version().catch(() => current);
      }
    }
  };
  await Promise.all([...Array.from({ length: options.readers }, reader), ...Array.from({ length: options.writers }, writer)]);
  process.send?.(counts);
  process.exit(0);
}

if (process.argv.includes('--worker')) process.once('message', (options) => void work(/** @type {LoadOptions} */ (options)));
