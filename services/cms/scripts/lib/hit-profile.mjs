// @ts-check
/**
 * What each part of the middleware chain costs per answer, from a V8 CPU profile of the server
 * (`node --cpu-prof`). Every sample goes to the deepest frame on its stack that belongs to a
 * known part (a middleware, the cache, token verification, koa and Node's HTTP); samples with none
 * are left out, and so are samples outside the measured run's window (start-up, seeding). Divided
 * by the answers of that run.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Parts named after the middleware they are, most specific first. @type {Array<[string, RegExp]>} */
const PARTS = [
  ['publication gate', /src\/middlewares\/publication-gate\.js|src\/preview\/token\.js/],
  ['cache: whose answer (token, user)', /src\/cache\/caller-role\.js|jsonwebtoken|jws|jwa|session-manager\.js|plugin-users-permissions/],
  ['cache: lookup and send', /src\/middlewares\/response-cache\.js|src\/cache\/|lru-cache/],
  ['compression (koa-compress)', /koa-compress|src\/middlewares\/compression\.js/],
  ['request log (winston)', /core\/dist\/middlewares\/logger\.js|src\/middlewares\/request-log\.js|winston|logform|triple-beam|readable-stream/],
  ['client address (proxy-addr)', /src\/middlewares\/client-address\.js|proxy-addr/],
  ['security headers (helmet)', /core\/dist\/middlewares\/security\.js|koa-helmet|helmet/],
  ['cors', /core\/dist\/middlewares\/cors\.js|@koa\/cors/],
  ['limits', /src\/auth-limits\/|src\/own-data\/limits|rate-limiter-flexible|src\/api\/analytics-event\/limits|src\/remote-health\/limits/],
  ['other Strapi middlewares', /core\/dist\/middlewares\/|src\/middlewares\//],
  ['router and Strapi server', /@koa\/router|koa-router|core\/dist\/services\/server/],
  // Helpers (vary, accepts, fresh, Buffer...) belong to whoever called them: they match nothing.
  ['koa (context, respond)', /\/koa\/lib\/|koa-compose/],
  ['Node http and sockets', /^node:(_http|http|net|stream|internal\/(http|stream|streams|net|timers|async_hooks))/],
];
const GC = '(garbage collector)';

/**
 * @typedef {{ id: number, callFrame: { url: string, functionName: string }, children?: number[] }} ProfileNode
 * @param {string} file a .cpuprofile
 * @param {[number, number]} window µs on the monotonic clock, which V8 stamps samples with
 * @returns {Map<string, number>} microseconds per part
 */
function costByPart(file, window) {
  const profile = /** @type {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number }} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** @type {Map<number, string | null>} */
  const partOfNode = new Map();
  /** @param {number} id @returns {string | null} */
  const partOf = (id) => {
    if (partOfNode.has(id)) return partOfNode.get(id) ?? null;
    const node = /** @type {ProfileNode} */ (nodes.get(id));
    const url = node.callFrame.url;
    let part = node.callFrame.functionName === GC ? GC : (PARTS.find(([, pattern]) => pattern.test(url))?.[0] ?? null);
    if (!part && parent.has(id)) part = partOf(/** @type {number} */ (parent.get(id)));
    partOfNode.set(id, part);
    return part;
  };
  /** @type {Map<string, number>} */
  const cost = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < window[0] || time > window[1]) return;
    const part = partOf(id);
    if (part) cost.set(part, (cost.get(part) ?? 0) + delta);
  });
  return cost;
}

/**
 * Prints the cost per answer of every part, from the profiles in `dir` (the server's, the largest).
 * @param {string} dir @param {{ requests: number, window: [number, number] }} run
 */
export function printHitProfile(dir, { requests: answers, window }) {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')).map((name) => path.join(dir, name));
  if (files.length === 0 || answers === 0) {
    console.log(`no CPU profile in ${dir}`);
    return;
  }
  const file = files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  const cost = costByPart(file, window);
  const total = [...cost.values()].reduce((sum, us) => sum + us, 0);
  // Shares hold when other work shares the machine; the µs then include time spent waiting for a core.
  const rows = [...cost.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([part, us]) => ({ part, 'µs/answer': Math.round((us / answers) * 10) / 10, share: `${Math.round((us / total) * 1000) / 10} %` }));
  console.log(`\nCPU per list answer by part (${answers} answers; ${file}):`);
  console.table([...rows, { part: 'total', 'µs/answer': Math.round((total / answers) * 10) / 10, share: '100 %' }]);
}
