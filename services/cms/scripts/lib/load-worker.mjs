// @ts-check
/**
 * The benchmark's load generator, run in its own process (forked by load.mjs) so that measuring
 * never competes with the measured server for the same event loop. Receives one run's options
 * over IPC, answers with autocannon's figures plus the X-Cache counts of the answers.
 */
import autocannon from 'autocannon';

process.once('message', async (/** @type {any} */ options) => {
  /** @type {Record<string, number>} */
  const cache = {};
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.duration,
    setupClient(/** @type {any} */ client) {
      client.on('headers', (/** @type {{ headers: string[] }} */ { headers }) => {
        for (let index = 0; index < headers.length; index += 2) {
          if (headers[index].toLowerCase() === 'x-cache') {
            const state = headers[index + 1];
            cache[state] = (cache[state] ?? 0) + 1;
          }
        }
      });
    },
  });
  process.send?.({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.total,
    cache,
  });
  process.exit(0);
});
