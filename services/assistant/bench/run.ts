/**
 * Benchmark of POST /generate_response with the no-model provider, on loopback.
 * The built service (dist/) runs as its own process so the load generator does not share its
 * event loop; a fake content service provides the fixture content and token checks.
 * Also measures streamed answers: time to the first event and to the end of the stream.
 * Usage: pnpm --filter assistant bench   (BENCH_DURATION=seconds, default 10)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startFakeCms } from '../test/support/fakeCms.js';
import { freePort } from '../test/support/freePort.js';
import { users } from '../test/support/fixtures.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const P99_TARGET_MS = 50;

async function waitForContent(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const health = (await (await fetch(`${url}/health`)).json()) as { content?: { items?: number } };
      if ((health.content?.items ?? 0) > 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('assistant did not become ready');
}

const header = ['[CONTEXT]', 'Rol: leraar', 'Sector: PO', 'Bezig: Voorspellen bij begrijpend lezen', 'Pagina: /dashboard', '[/CONTEXT]'].join('\n');
const bodies = [
  'Hoe krijg ik mijn leerlingen meer aan het lezen?',
  'Maak een lesplan voor Breuken vergelijken',
  'Geef een samenvatting van Feedback geven met de feedbackladder',
].map((text) => JSON.stringify({ session_id: null, message: `${header}\n${text}`, role: 'leraar', url: '/dashboard' }));

async function run(url: string, connections: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration,
    requests: bodies.map((body) => ({
      method: 'POST',
      path: '/generate_response',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${users.demo.token}` },
      body,
    })),
  });
}

interface StreamTiming {
  firstEventMs: number;
  totalMs: number;
}

/** One streamed answer: time to the first event (a delta) and to the end of the stream. */
async function streamOnce(url: string, body: string): Promise<StreamTiming> {
  const started = performance.now();
  const response = await fetch(`${url}/generate_response`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${users.demo.token}` },
    body,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  let firstEventMs = Number.NaN;
  let text = '';
  const decoder = new TextDecoder();
  for await (const bytes of response.body) {
    if (Number.isNaN(firstEventMs)) firstEventMs = performance.now() - started;
    text += decoder.decode(bytes, { stream: true });
  }
  if (!text.includes('event: done')) throw new Error('stream ended without a done event');
  return { firstEventMs, totalMs: performance.now() - started };
}

/** `connections` clients each streaming answers back to back for the benchmark's duration. */
async function runStreams(url: string, connections: number): Promise<StreamTiming[]> {
  const deadline = performance.now() + duration * 1000;
  const timings: StreamTiming[] = [];
  await Promise.all(
    Array.from({ length: connections }, async (_unused, client) => {
      for (let n = client; performance.now() < deadline; n += 1) timings.push(await streamOnce(url, bodies[n % bodies.length] ?? ''));
    }),
  );
  return timings;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** Starts one build of the service (a dist/index.js) against the fake content service. */
async function startService(entry: string, cmsUrl: string, dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CONTENT_URL: cmsUrl,
    SQLITE_PATH: path.join(dir, `bench-${port}.db`),
    CONTENT_TOKEN_FILE: path.join(dir, 'no-token'),
    // The benchmark is one user sending thousands of messages: lift the per-user limit.
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'DATABASE_URL', 'ASSISTANT_DATABASE_URL', 'OFFLINE_STREAM_PACE_MS']) delete env[name];
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForContent(url);
  await autocannon({ url, connections: 2, duration: 2, requests: [{ method: 'POST', path: '/generate_response', headers: { 'content-type': 'application/json', authorization: `Bearer ${users.demo.token}` }, body: bodies[0] }] });
  return { url, child };
}

/** JSON answers at concurrency 1 and 8: one table row each; the p99 at 8 for the target. */
async function jsonRows(url: string, label: string): Promise<{ rows: string[]; p99AtEight: number }> {
  const rows: string[] = [];
  let p99AtEight = Number.NaN;
  for (const connections of [1, 8]) {
    const result = await run(url, connections);
    if (connections === 8) p99AtEight = result.latency.p99;
    const failures = result.non2xx + result.errors + result.timeouts;
    rows.push(
      `| ${label} | ${connections} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.mean.toFixed(2)} | ${result.requests.average.toFixed(0)} | ${result.requests.total} | ${failures} |`,
    );
    if (failures > 0) process.exitCode = 1;
  }
  return { rows, p99AtEight };
}

/**
 * BENCH_BASELINE=<path to another build's dist/index.js> also measures that build first, in the
 * same run, for a before/after table (e.g. main's build).
 */
async function main(): Promise<void> {
  const cms = await startFakeCms();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-bench-'));
  const children: ChildProcess[] = [];
  try {
    const rows: string[] = [];
    const baseline = process.env.BENCH_BASELINE;
    if (baseline) {
      const before = await startService(path.resolve(baseline), cms.url, dir);
      children.push(before.child);
      rows.push(...(await jsonRows(before.url, 'before')).rows);
      before.child.kill('SIGTERM');
    }
    const current = await startService(path.join(packageDir, 'dist/index.js'), cms.url, dir);
    children.push(current.child);
    const after = await jsonRows(current.url, baseline ? 'after' : 'this build');
    rows.push(...after.rows);

    console.log(`\ngenerate_response (JSON), no-model provider, loopback, ${duration} s per run, ${os.cpus().length} CPUs, Node ${process.version}`);
    // autocannon records latency in whole milliseconds, so a p50 of 0 means under 1 ms.
    console.log('| build | concurrency | p50 ms | p99 ms | mean ms | req/s | requests | failed |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`target: no-model reply p99 at most ${P99_TARGET_MS} ms at concurrency 8: ${after.p99AtEight <= P99_TARGET_MS ? 'met' : 'MISSED'} (${after.p99AtEight} ms)`);

    console.log(`\ngenerate_response streamed (Accept: text/event-stream), no-model provider, ${duration} s per run`);
    console.log('| concurrency | first event p50 ms | first event p99 ms | end p50 ms | end p99 ms | streams |');
    console.log('|---|---|---|---|---|---|');
    for (const connections of [1, 8]) {
      const timings = await runStreams(current.url, connections);
      const first = timings.map((timing) => timing.firstEventMs);
      const total = timings.map((timing) => timing.totalMs);
      const cell = (value: number) => value.toFixed(1);
      console.log(`| ${connections} | ${cell(percentile(first, 0.5))} | ${cell(percentile(first, 0.99))} | ${cell(percentile(total, 0.5))} | ${cell(percentile(total, 0.99))} | ${timings.length} |`);
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await cms.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
