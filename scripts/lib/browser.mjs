// Debian's Chromium driven by Playwright for the size and federation benchmarks: a fresh profile
// per visit (a first visit: nothing cached), an optional logged-in session, and a record of every
// script and style sheet the page downloads.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CONTENT_URL } from './platform.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The demo account of the README; the benchmarks measure a returning user (tour done). */
export const DEMO_USER = { email: 'demo@doorloopjes.nl', password: 'Doorloopjes!2026' };

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Logs the demo user in through the API and marks the tour done; returns the jwt. */
export async function demoLogin() {
  const response = await fetch(`${CONTENT_URL}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_USER.email, password: DEMO_USER.password }),
  });
  if (!response.ok) throw new Error(`demo login failed: HTTP ${response.status} ${await response.text()}`);
  const { jwt, user } = await response.json();
  if (!user.has_completed_tour) {
    await fetch(`${CONTENT_URL}/api/users/${user.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ has_completed_tour: true }),
    });
  }
  return jwt;
}

/** A context with the token where the platform keeps it (localStorage `jwt`), before any script. */
export async function newVisit(browser, { jwt, viewport = { width: 1440, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport });
  if (jwt) await context.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  return context;
}

/**
 * Records the scripts and style sheets a page downloads: per file its origin, raw bytes (decoded
 * body), gzip bytes (level 9 of the same body: what a compressing server would send) and the
 * bytes that went over the wire (as served).
 */
export function recordDownloads(page) {
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        try {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: response.url(),
            origin: new URL(response.url()).origin,
            kind: type === 'script' ? 'js' : 'css',
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
            encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
          };
        } catch {
          return null;
        }
      })(),
    );
  });
  return async () => (await Promise.all(pending)).filter(Boolean);
}

/**
 * Tracks the page's requests from now on; `untilQuiet()` resolves once none has been in flight
 * for `quietMs`. Playwright's 'networkidle' is not enough: it is reached once per page load and
 * waiting for it again returns at once, so areas that start loading after the main content (the
 * assistant launcher, the dashboard's side widgets) were counted or not depending on whether the
 * machine had been idle for 500 ms before the content showed (a busy machine: list 199 kB in one
 * run, 220 kB in the next). Gives up after `timeoutMs`, saying so.
 */
export function trackNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async untilQuiet({ quietMs = 1000, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      console.warn(`  (${page.url()}: still ${inFlight} request(s) in flight after ${timeoutMs} ms; measured as is)`);
    },
  };
}

/** Sums a list of downloads per origin and kind. */
export function totals(files) {
  const byOrigin = new Map();
  for (const file of files) {
    const key = `${file.origin} ${file.kind}`;
    const row = byOrigin.get(key) ?? { origin: file.origin, kind: file.kind, files: 0, raw: 0, gzip: 0, wire: 0 };
    row.files += 1;
    row.raw += file.raw;
    row.gzip += file.gzip;
    row.wire += file.wire;
    byOrigin.set(key, row);
  }
  return [...byOrigin.values()].sort((a, b) => a.origin.localeCompare(b.origin) || a.kind.localeCompare(b.kind));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
