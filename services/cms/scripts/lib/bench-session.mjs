// @ts-check
/**
 * The request every teacher sends on every list page: the guide list exactly as the list page asks
 * for it (the platform's lean query, `Accept-Encoding: br`, answered from the response cache), with
 * an access token issued the way the platform issues them (users-permissions refresh mode), beside
 * `/_health` on the same instance in the same run. The ratio to `/_health` holds better than the
 * raw figures when other work shares the machine.
 */
import { ENDPOINTS } from './bench-queries.mjs';
import { cpuMs, hitRatio, measure, settle } from './load.mjs';

export const SESSION_CONNECTIONS = 16;
export const SESSION_DURATION = 8;

/**
 * The claims of a JWT, not verified (the server does that).
 * @param {string} token @returns {Record<string, unknown>}
 */
function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * Refuses to measure with a token the platform would not send today: a refresh-mode access token
 * carries `type: 'access'` and its session's id. (A legacy token made this bench miss issue 62.)
 * @param {string} jwt
 */
function assertSessionToken(jwt) {
  const claims = claimsOf(jwt);
  if (claims.type !== 'access' || typeof claims.sessionId !== 'string') {
    throw new Error(`the login did not answer with a refresh-mode access token (claims: ${Object.keys(claims).join(', ')})`);
  }
}

/**
 * @param {{ url: string, pid: number, jwt: string, duration?: number, skipHealth?: boolean }} options
 * `skipHealth` leaves out the `/_health` run (a CPU profile then holds list answers only).
 * Answers the list run's figures and its time window on the monotonic clock (µs), which is the
 * clock of a CPU profile's timestamps.
 */
export async function sessionListBench({ url, pid, jwt, duration = SESSION_DURATION, skipHealth = false }) {
  assertSessionToken(jwt);
  const list = { url: `${url}${ENDPOINTS[0].lean}`, headers: { Authorization: `Bearer ${jwt}`, 'Accept-Encoding': 'br' } };
  const health = { url: `${url}/_health`, headers: {} };
  const runs = [{ name: 'list, logged in, br', ...list }, ...(skipHealth ? [] : [{ name: '/_health', ...health }])];
  /** @type {Record<string, import('./load.mjs').LoadResult & { window: [number, number] }>} */
  const results = {};
  const rows = [];
  for (const run of runs) {
    await settle(url);
    // Warm means warm: the answer is in the cache before the clock starts.
    await fetch(run.url, { headers: run.headers }).then((response) => response.arrayBuffer());
    const cpuBefore = cpuMs(pid);
    const startedUs = process.hrtime.bigint() / 1000n;
    const result = await measure({ url: run.url, headers: run.headers, connections: SESSION_CONNECTIONS, duration });
    const cpuAfter = cpuMs(pid);
    results[run.name] = { ...result, window: [Number(startedUs), Number(process.hrtime.bigint() / 1000n)] };
    rows.push({
      request: run.name,
      c: SESSION_CONNECTIONS,
      'req/s': Math.round(result.rps),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
      'KB/answer': result.requests ? Math.round(result.bytes / result.requests / 102.4) / 10 : '-',
      'cache hits': hitRatio(result),
      'server CPU ms/answer': cpuBefore !== undefined && cpuAfter !== undefined && result.requests ? Math.round(((cpuAfter - cpuBefore) / result.requests) * 1000) / 1000 : '-',
    });
  }
  console.log(`\nThe logged-in list (refresh-mode access token, br) beside /_health, c=${SESSION_CONNECTIONS}, ${duration} s each, autocannon in a separate process:`);
  console.table(rows);
  const [listRps, healthRps] = [results[runs[0].name].rps, results['/_health']?.rps];
  if (listRps && healthRps) console.log(`list as % of /_health: ${Math.round((listRps / healthRps) * 100)} %`);
  return results[runs[0].name];
}
