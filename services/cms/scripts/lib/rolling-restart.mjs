// @ts-check
// A rolling restart behind nginx: one instance at a time is drained (nginx sends it no new
// request and waits for the ones in flight to finish), stopped, started again (the new code, the
// same port), waited for until healthy, and put back, before the next one goes. The other
// instance answers meanwhile, so no request fails.

/**
 * @param {{ drain: (name: string, down: number[]) => Promise<void> }} nginx
 * @param {string} site
 * @param {Array<{ port: number, restart: () => Promise<void> }>} instances
 * @param {(line: string) => void} [log]
 */
export async function rollingRestart(nginx, site, instances, log = () => {}) {
  for (const [index, instance] of instances.entries()) {
    const started = Date.now();
    log(`${site} ${index + 1}/${instances.length} (:${instance.port}): draining`);
    await nginx.drain(site, [instance.port]);
    try {
      log(`${site} ${index + 1}/${instances.length}: restarting`);
      await instance.restart();
    } finally {
      await nginx.drain(site, []);
    }
    log(`${site} ${index + 1}/${instances.length}: healthy and back in nginx after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
