#!/usr/bin/env node
// `pnpm size`: what a real browser downloads on a first visit of each route of the built
// platform: JS and CSS per origin (shell and each remote), raw, gzip (level 9 of the same bytes)
// and as sent over the wire. Starts the platform when it is not running (hold the port lock).
// `pnpm size --files` also lists every file (largest first), to see which chunk costs what.
import { FRONTENDS, ROOT, isBuilt } from './lib/apps.mjs';
import { demoLogin, kb, launchChromium, newVisit, recordDownloads, totals, trackNetwork } from './lib/browser.mjs';
import { SHELL_URL, withPlatform } from './lib/platform.mjs';
import { run } from '@doorloopjes/dev-processes/processes';
import { benchmarkRoutes, waitForContent } from './lib/routes.mjs';

const PORT_NAMES = Object.fromEntries(FRONTENDS.map((app) => [`http://localhost:${app.port}`, app.name]));

/** Visits one route in a fresh profile; returns its downloads once the content shows. */
export async function measureRoute(browser, route, jwt, baseUrl = SHELL_URL) {
  const context = await newVisit(browser, { jwt: route.loggedIn ? jwt : undefined });
  const page = await context.newPage();
  const downloads = recordDownloads(page);
  const network = trackNetwork(page);
  await page.goto(baseUrl + route.path);
  const contentMs = await waitForContent(page);
  // Until nothing more loads: the areas that wait for the main content count too.
  await network.untilQuiet();
  const files = await downloads();
  await context.close();
  return { files, contentMs };
}

const LIST_FILES = process.argv.includes('--files');

function printRoute(route, files) {
  const rows = totals(files);
  console.log(`\n${route.name} (${route.path})`);
  console.log('  ' + 'origin'.padEnd(16), 'kind', 'files'.padStart(5), 'raw'.padStart(10), 'gzip'.padStart(10), 'wire'.padStart(10));
  for (const row of rows) {
    console.log('  ' + (PORT_NAMES[row.origin] ?? row.origin).padEnd(16), row.kind.padEnd(4), String(row.files).padStart(5), kb(row.raw).padStart(10), kb(row.gzip).padStart(10), kb(row.wire).padStart(10));
  }
  for (const kind of ['js', 'css']) {
    const sum = rows.filter((row) => row.kind === kind).reduce((acc, row) => ({ files: acc.files + row.files, raw: acc.raw + row.raw, gzip: acc.gzip + row.gzip, wire: acc.wire + row.wire }), { files: 0, raw: 0, gzip: 0, wire: 0 });
    console.log('  ' + 'TOTAL'.padEnd(16), kind.padEnd(4), String(sum.files).padStart(5), kb(sum.raw).padStart(10), kb(sum.gzip).padStart(10), kb(sum.wire).padStart(10));
  }
  if (!LIST_FILES) return;
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log('    ' + kb(file.gzip).padStart(10), kb(file.raw).padStart(10), file.url);
  }
}

async function main() {
  for (const app of FRONTENDS) if (!isBuilt(app.name)) await run('pnpm', ['--filter', app.name, 'build'], { cwd: ROOT });
  await withPlatform(async () => {
    const jwt = await demoLogin();
    const routes = await benchmarkRoutes(jwt);
    const browser = await launchChromium();
    try {
      for (const route of routes) {
        const { files } = await measureRoute(browser, route, jwt);
        printRoute(route, files);
      }
    } finally {
      await browser.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
