import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, SHELL_URL } from './support/env';

/**
 * End-to-end tests of the composed, built platform against the real services. Debian's Chromium
 * is used; Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two cores: one worker keeps the services responsive and the run predictable.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    // The shell's service worker would answer requests that specs mock with page.route (those
    // routes do not see a worker's requests). Only the offline spec allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // Starts MailDev, the content service, the assistant service, the four remotes and the shell
    // from their builds, in the test environment (its own databases, test fixtures seeded). The
    // shell starts last, so once its URL answers the whole platform does.
    command: 'node ../scripts/start.mjs --env test',
    url: `${SHELL_URL}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 15 * 60_000,
    // SIGTERM lets start.mjs stop every service it started (they run in their own process
    // groups, which a plain kill of the command would leave behind).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
