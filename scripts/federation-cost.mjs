#!/usr/bin/env node
// `pnpm federation-cost`: the price of Module Federation, measured. The same shell built as one
// bundle with the remotes compiled in (shell/rsbuild.single.config.ts) is served beside the
// federated platform; for each route a fresh browser profile records the JS it downloads (gzip),
// and the dashboard's time to content is the median of five first visits. Prints the ratios.
import { join } from 'node:path';
import { ROOT, exists } from './lib/apps.mjs';
import { demoLogin, kb, launchChromium } from './lib/browser.mjs';
import { SHELL_URL, withPlatform } from './lib/platform.mjs';
import { run, startProcess, waitFor } from '@doorloopjes/dev-processes/processes';
import { benchmarkRoutes } from './lib/routes.mjs';
import { measureRoute } from './size.mjs';
import { STATIC_SERVER, buildStaticServer } from './lib/static-server.mjs';

const SINGLE_PORT = Number(process.env.SINGLE_BUNDLE_PORT ?? 3010);
const SINGLE_URL = `http://localhost:${SINGLE_PORT}`;
const VISITS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const jsGzip = (files) => files.filter((file) => file.kind === 'js').reduce((sum, file) => sum + file.gzip, 0);

async function main() {
  // Always rebuilt: it must be the same code as the federated build being measured.
  await run('pnpm', ['--filter', 'shell', 'exec', 'rsbuild', 'build', '-c', 'rsbuild.single.config.ts'], { cwd: ROOT });
  if (!exists('shell/dist-single/index.html')) throw new Error('single-bundle build missing');
  await buildStaticServer();
  // The services must accept the single bundle's origin: start the platform here (port lock).
  await withPlatform(
    async () => {
      const server = startProcess(
        'single-bundle',
        'node',
        [STATIC_SERVER, '--dir', join(ROOT, 'shell/dist-single'), '--port', String(SINGLE_PORT), '--shell', '--overlay', join(ROOT, 'shell/environments/test'), '--frame', join(ROOT, 'shell/dist-prerender/renderFrameSkeleton.js')],
        { cwd: ROOT, quiet: true },
      );
      try {
        await waitFor(`${SINGLE_URL}/remotes.json`, 30_000, 'single-bundle server');
        await compare();
      } finally {
        process.kill(-server.pid, 'SIGTERM');
      }
    },
    { extraOrigins: [SINGLE_URL] },
  );
}

async function compare() {
  const jwt = await demoLogin();
  const routes = await benchmarkRoutes(jwt);
  const browser = await launchChromium();
  try {
    console.log('\nJS downloaded on a first visit (gzip)');
    console.log('route'.padEnd(18), 'federated'.padStart(10), 'single'.padStart(10), 'ratio'.padStart(7));
    for (const route of routes) {
      const federated = jsGzip((await measureRoute(browser, route, jwt, SHELL_URL)).files);
      const single = jsGzip((await measureRoute(browser, route, jwt, SINGLE_URL)).files);
      console.log(route.name.padEnd(18), kb(federated).padStart(10), kb(single).padStart(10), `${(federated / single).toFixed(2)}x`.padStart(7));
    }
    const dashboard = routes.find((route) => route.name === 'dashboard');
    const times = { federated: [], single: [] };
    // Alternating, so a busy moment on the machine hurts both alike.
    for (let visit = 0; visit < VISITS; visit += 1) {
      times.federated.push((await measureRoute(browser, dashboard, jwt, SHELL_URL)).contentMs);
      times.single.push((await measureRoute(browser, dashboard, jwt, SINGLE_URL)).contentMs);
    }
    const federated = median(times.federated);
    const single = median(times.single);
    console.log(`\nDashboard time to content, median of ${VISITS} first visits`);
    console.log(`federated ${Math.round(federated)} ms [${times.federated.map(Math.round).join(', ')}]`);
    console.log(`single    ${Math.round(single)} ms [${times.single.map(Math.round).join(', ')}]`);
    console.log(`ratio     ${(federated / single).toFixed(2)}x (target at most 1.05x, issue 44)`);
  } finally {
    await browser.close();
  }
}

await main();
