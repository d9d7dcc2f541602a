// @ts-check
/**
 * The cache under a realistic write rate: the lean list at c=16 while one editor saves a guide
 * every second through the admin panel's API (each save must reach the next read, so it empties
 * the list's cached answer). A second run adds an anonymous POST flood beside the editor: such
 * requests change nothing, so they must not cost any hits.
 */
import { ENDPOINTS } from './bench-queries.mjs';
import { hitRatio, measure, settle } from './load.mjs';

/** @param {string} baseUrl @param {{ email: string, password: string }} admin */
async function adminToken(baseUrl, admin) {
  const response = await fetch(`${baseUrl}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  const body = /** @type {any} */ (await response.json());
  return String(body.data.token);
}

/**
 * Repeats `action` every `everyMs` until stopped; resolves with how often it succeeded.
 * @param {() => Promise<boolean>} action @param {number} everyMs
 */
function every(action, everyMs) {
  let running = true;
  let done = 0;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      if (await action().catch(() => false)) done += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))));
    }
  })();
  return { stop: async () => ((running = false), await loop, done) };
}

/**
 * @param {{ url: string, jwt: string, admin: { email: string, password: string }, duration: number }} options
 */
export async function writerBench({ url, jwt, admin, duration }) {
  const token = await adminToken(url, admin);
  const list = `${url}${ENDPOINTS[0].lean}`;
  const headers = { Authorization: `Bearer ${jwt}`, 'Accept-Encoding': 'br' };
  const guides = /** @type {any} */ (await (await fetch(`${url}/api/doorloopjes?pagination[pageSize]=1`, { headers })).json()).data;
  const guide = guides[0];
  let saves = 0;
  const saveGuide = async () => {
    saves += 1;
    const response = await fetch(`${url}/content-manager/collection-types/api::doorloopje.doorloopje/${guide.documentId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `${guide.title}${saves % 2 ? ' ' : ''}` }),
    });
    return response.ok;
  };
  const anonymousPost = async () => (await fetch(`${url}/api/x`, { method: 'POST' })).status >= 400;

  const rows = [];
  for (const [scenario, flood] of /** @type {const} */ ([['one editor saving a guide every second', false], ['the same, plus an anonymous POST every 10 ms', true]])) {
    await settle(url);
    await fetch(list, { headers }).then((response) => response.arrayBuffer());
    const editor = every(saveGuide, 1000);
    const flooder = flood ? every(anonymousPost, 10) : null;
    const result = await measure({ url: list, headers, connections: 16, duration });
    const written = await editor.stop();
    const posted = (await flooder?.stop()) ?? 0;
    rows.push({ scenario, c: 16, 'req/s': Math.round(result.rps * 10) / 10, 'p50 ms': result.p50, 'p99 ms': result.p99, errors: result.errors, 'cache hits': hitRatio(result), 'guide saves': written, 'anonymous POSTs': posted });
  }
  console.log(`\nList under writes (${duration} s per run, ${url}):`);
  console.table(rows);
}
