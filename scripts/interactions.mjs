#!/usr/bin/env node
// `pnpm perf --interactions`: how quickly the logged-in pages answer a teacher's taps, as
// Interaction to Next Paint (INP) on a CPU throttled 4x (a mid-range phone): setting a guide's
// status, toggling a list filter, typing in the top-bar search, opening the assistant launcher.
// Each interaction is measured in a fresh first visit, INTERACTION_RUNS times (5 by default), and
// the p75 of the runs is printed beside each run's figure. Starts the platform when it is not
// running (hold the port lock).
import { demoLogin, launchChromium, newVisit, trackNetwork } from './lib/browser.mjs';
import { SHELL_URL, withPlatform } from './lib/platform.mjs';
import { benchmarkRoutes, waitForContent } from './lib/routes.mjs';

const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** The Core Web Vitals threshold of a 'good' INP. */
const GOOD_INP_MS = 200;

// The accessible names come from the message catalogue (packages/messages; TypeScript, which this
// plain Node script cannot import): doorloopjes.statusLegend, statusInProgress, statusNotStarted,
// completed; layout.searchPlaceholder; assistant.title.
const NAMES = {
  statusLegend: 'Status',
  statusInProgress: 'Bezig',
  statusNotStarted: 'Nog niet begonnen',
  completedFilter: 'Afgerond',
  search: 'Doorloopjes zoeken',
  assistant: 'AI-assistent',
};

/**
 * Collects the page's event timings from its first script on: per interaction id the longest
 * event (INP counts an interaction by its slowest event, from input to the next paint).
 */
function observeInteractions() {
  const longest = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__interactions = () => [...longest.values()];
}

/** The interactions measured: where each starts, and what the teacher does. */
const INTERACTIONS = [
  {
    name: 'guide status',
    route: 'detail',
    async act(page) {
      const group = page.getByRole('main').getByRole('group', { name: NAMES.statusLegend });
      await group.getByRole('radio', { name: NAMES.statusInProgress }).click();
      return async () => group.getByRole('radio', { name: NAMES.statusNotStarted }).click();
    },
  },
  {
    name: 'list filter',
    route: 'list',
    async act(page) {
      const toggle = page.getByRole('main').getByRole('button', { name: NAMES.completedFilter, exact: true });
      await toggle.click();
      return async () => toggle.click();
    },
  },
  {
    name: 'top-bar search',
    route: 'dashboard',
    async act(page) {
      const search = page.getByRole('combobox', { name: NAMES.search });
      await search.click();
      await page.keyboard.type('tijd', { delay: 120 });
      return null;
    },
  },
  {
    name: 'assistant launcher',
    route: 'list',
    async act(page) {
      await page.getByRole('button', { name: NAMES.assistant, exact: true }).click();
      await page.getByRole('dialog', { name: NAMES.assistant }).waitFor();
      return null;
    },
  },
];

const p75 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
};

/** One first visit: the page settles unthrottled, then the interaction runs on the slowed CPU. */
async function measureOnce(browser, interaction, route, jwt) {
  const context = await newVisit(browser, { jwt, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  // Settled means no request for a while, not the one-shot 'networkidle' (see trackNetwork): the
  // launcher loading during the interaction would be measured as the interaction.
  const network = trackNetwork(page);
  try {
    await page.goto(SHELL_URL + route.path);
    await waitForContent(page);
    await network.untilQuiet();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const undo = await interaction.act(page);
    // The next paint after the last input, and the observer's callback after it.
    await page.waitForTimeout(600);
    const durations = await page.evaluate(() => window.__interactions());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Leave the demo user's data as it was (a status, a filter kept in storage).
    if (undo) await undo();
    await network.untilQuiet();
    // Below the observer's 16 ms threshold nothing is reported: count it as 16 ms.
    return Math.max(16, ...durations);
  } finally {
    await context.close();
  }
}

export async function measureInteractions() {
  const jwt = await demoLogin();
  const routes = Object.fromEntries((await benchmarkRoutes(jwt)).map((route) => [route.name, route]));
  const browser = await launchChromium();
  try {
    console.log(`\nINP on a ${CPU_SLOWDOWN}x throttled CPU, p75 of ${RUNS} first visits (good: at most ${GOOD_INP_MS} ms)`);
    console.log('interaction'.padEnd(20), 'page'.padEnd(28), 'INP p75'.padStart(9), '  per run');
    for (const interaction of INTERACTIONS) {
      const route = routes[interaction.route];
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, interaction, route, jwt));
      const value = p75(runs);
      console.log(
        interaction.name.padEnd(20),
        route.path.slice(0, 27).padEnd(28),
        `${Math.round(value)} ms`.padStart(9),
        `  [${runs.map(Math.round).join(', ')}]`,
        value <= GOOD_INP_MS ? '' : ' > target',
      );
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await withPlatform(measureInteractions);
