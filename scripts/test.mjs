#!/usr/bin/env node
// `pnpm test`: type check, lint, every package's unit/API suites, then the Playwright e2e suite
// against the freshly built platform with the real services. Prints one closing count line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, ROOT } from './lib/apps.mjs';
import { run } from '@doorloopjes/dev-processes/processes';

const started = Date.now();
const REPORTS = join(ROOT, '.tmp/test-reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** The shell and the remotes come from the platform contract (FRONTENDS). */
const PACKAGES = ['packages/runtime', 'packages/shared', 'packages/platform-contract', 'packages/content-types', 'packages/assistant-context', 'packages/strapi-query', 'packages/platform-rules', 'packages/messages', 'packages/static-server', ...FRONTENDS.map((app) => app.name), 'services/assistant', 'services/cms'];
const totals = { passed: 0, failed: 0 };
const failures = [];
/** Each failed test with the start of its error, repeated at the end: a CI log is often read from its tail. */
const failedTests = [];
const firstLines = (message = '') => String(message).split('\n').slice(0, 4).join('\n      ');

function packageJson(dir) {
  const file = join(ROOT, dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Adds the counts of a Vitest or Playwright JSON report. */
function count(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    for (const file of report.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) failedTests.push(`${file.name}: ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`);
      // A file that failed outside its tests (an import, a hook).
      if (file.status === 'failed' && failed.length === 0) failedTests.push(`${file.name}\n      ${firstLines(file.message)}`);
    }
  } else if (report.stats) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    collectPlaywrightFailures(report.suites ?? []);
  }
}

/** Playwright's JSON report nests suites; a test failed when its outcome was 'unexpected'. */
function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failedTests.push(`${spec.file}: ${spec.title} [${test.projectName}]\n      ${firstLines(error)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

async function step(name, fn) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  try {
    await fn();
    console.log(`=== ${name}: ok (${Math.round((Date.now() - started) / 1000)} s)`);
  } catch (error) {
    failures.push(name);
    console.error(`=== ${name}: FAILED (${error instanceof Error ? error.message : error})`);
  }
}

await step('typecheck', () => run('pnpm', ['typecheck'], { cwd: ROOT }));
await step('lint', () => run('pnpm', ['lint'], { cwd: ROOT }));
// The content types' generated TypeScript types and zod schemas match the content service's schemas.
// The links and #anchors between README.md and the docs/ pages resolve.
await step('docs cross-references', () => run('node', [join(ROOT, 'scripts/check-doc-links.mjs')], { cwd: ROOT }));
await step('generated content types up to date', () => run('node', [join(ROOT, 'scripts/generate-content-types.mjs'), '--check'], { cwd: ROOT }));

for (const dir of PACKAGES) {
  const pkg = packageJson(dir);
  if (!pkg?.scripts?.test) continue;
  const report = join(REPORTS, `${pkg.name.replace(/\W+/g, '_')}.json`);
  const usesVitest = /^vitest\b/.test(pkg.scripts.test);
  await step(`unit tests: ${pkg.name}`, () =>
    usesVitest
      ? run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: join(ROOT, dir) })
      : run('pnpm', ['test'], { cwd: join(ROOT, dir) }),
  );
  count(report);
}

// The content service's API tests once more against PostgreSQL (in CI, or when asked).
const cmsPg = join(ROOT, 'services/cms/scripts/test-postgres.mjs');
if (existsSync(cmsPg) && (process.env.CI || process.env.RUN_PG_TESTS)) {
  await step('cms API tests on PostgreSQL', () => run('node', [cmsPg], { cwd: join(ROOT, 'services/cms') }));
  // Two instances on one PostgreSQL behind nginx: cross-instance invalidation, the fault test,
  // rolling restarts and a crash under load, and the restore drill (pgBackRest).
  const report = join(REPORTS, 'cms_cluster.json');
  await step('cms cluster tests (PostgreSQL, nginx)', () =>
    run('pnpm', ['exec', 'vitest', 'run', '--config', 'vitest.cluster.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      cwd: join(ROOT, 'services/cms'),
    }),
  );
  count(report);
}

await step('build', () => run('node', [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT }));

const e2eReport = join(REPORTS, 'e2e.json');
await step('e2e (Playwright)', () =>
  run('pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], { cwd: join(ROOT, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } }),
);
count(e2eReport);

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  - ${test}`).join('\n')}`);
console.log(`\nSteps failed: ${failures.length ? failures.join(', ') : 'none'} (${Math.round((Date.now() - started) / 1000)} s in all)`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
