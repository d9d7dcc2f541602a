#!/usr/bin/env node
// `pnpm perf`: Lighthouse 12 (mobile preset, simulated throttling) on Debian's Chromium against
// the built platform: the landing page as a visitor; the dashboard, the guide list, a guide and a
// content page (/nieuws) logged in as the demo user. Three runs per page (PERF_RUNS), every page
// or those PERF_PAGES names; prints the median scores and LCP, CLS, TBT.
// `pnpm perf --interactions` measures INP instead (scripts/interactions.mjs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, demoLogin } from './lib/browser.mjs';
import { measureInteractions } from './interactions.mjs';
import { SHELL_URL, withPlatform } from './lib/platform.mjs';
import { benchmarkRoutes } from './lib/routes.mjs';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
/** The routes of lib/routes.mjs that are audited (the cluster builder is an editor's tool, not a teacher's daily page). */
const AUDITED = ['landing', 'dashboard', 'list', 'detail', 'content page'];
// PERF_PAGES=landing,dashboard audits only those (while working on one page); all by default.
const wanted = process.env.PERF_PAGES?.split(',').filter(Boolean) ?? AUDITED;
// PERF_REPORTS=<folder> keeps each run's whole Lighthouse report and its trace there, to see what a
// score is made of (the trace opens in Chromium's performance panel).
const REPORTS = process.env.PERF_REPORTS;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Logged in means the token is in localStorage before Lighthouse loads the page. Lighthouse's
 * storage reset would remove it, so it is switched off and the HTTP cache is cleared here
 * instead: every run is still a first visit.
 */
async function prepare(port, jwt) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${SHELL_URL}/remotes.json`);
  await page.evaluate((token) => (token ? localStorage.setItem('jwt', token) : localStorage.clear()), jwt ?? null);
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

async function audit(page, jwt, run) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
  });
  try {
    await prepare(chrome.port, page.loggedIn ? jwt : null);
    const result = await lighthouse(SHELL_URL + page.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: page.loggedIn,
    });
    if (REPORTS) {
      writeFileSync(join(REPORTS, `${page.name.replace(/ /g, '-')}-${run + 1}.json`), JSON.stringify(result.lhr));
      writeFileSync(join(REPORTS, `${page.name.replace(/ /g, '-')}-${run + 1}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (process.argv.includes('--interactions')) return withPlatform(measureInteractions);
  await withPlatform(async () => {
    const jwt = await demoLogin();
    const PAGES = (await benchmarkRoutes(jwt)).filter((route) => wanted.includes(route.name));
    console.log('page'.padEnd(13), 'perf'.padStart(5), 'a11y'.padStart(5), 'LCP'.padStart(8), 'CLS'.padStart(7), 'TBT'.padStart(8), 'total'.padStart(10), '  (median of', RUNS, 'runs; per run: perf)');
    for (const page of PAGES) {
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) runs.push(await audit(page, jwt, index));
      const m = (key) => median(runs.map((run) => run[key]));
      console.log(
        page.name.padEnd(13),
        String(m('performance')).padStart(5),
        String(m('accessibility')).padStart(5),
        `${(m('lcp') / 1000).toFixed(2)} s`.padStart(8),
        m('cls').toFixed(3).padStart(7),
        `${Math.round(m('tbt'))} ms`.padStart(8),
        `${(m('bytes') / 1024).toFixed(0)} kB`.padStart(10),
        `  [${runs.map((run) => run.performance).join(', ')}]`,
      );
    }
  });
}

await main();
