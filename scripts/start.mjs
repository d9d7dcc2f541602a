#!/usr/bin/env node
// `pnpm start` / `pnpm dev`: builds what is not built, starts MailDev, the content service, the
// assistant service, the four remotes and the shell on their fixed ports, and prints the URL.
// Ctrl-C stops everything it started. A port that already answers is left alone (reused).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_PREFIX } from '@doorloopjes/platform-rules';
import { FRONTENDS, ROOT, exists, isBuilt } from './lib/apps.mjs';
import { STATIC_SERVER, buildStaticServer } from './lib/static-server.mjs';
import { startMailDev } from '@doorloopjes/dev-processes/maildev';
import { answers, run, startProcess, stopAll, waitFor } from '@doorloopjes/dev-processes/processes';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    env: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const environment = values.env ?? 'development';
const testing = environment === 'test';

/** Per-environment settings of the services: the test environment gets its own databases. */
const cmsEnv = {
  HOST: '127.0.0.1',
  PORT: '1337',
  // The content service writes its development deploy token here for `pnpm registry`/`pnpm release`.
  DEPLOY_TOKEN_FILE: join(ROOT, '.deploy-token'),
  // MailDev is started here, beside the content service; its own start script must not race it for the port.
  MAILDEV: 'false',
  // The login limits stay on in the test environment: they are keyed per account, so the suite's
  // many fresh accounts logging in from one address is what they allow.
  // The canary guard checks every 15 s in the test environment, so a pause shows within two minutes.
  // The suite registers its many fresh accounts from one address: more registrations per address
  // per hour than a school's study day needs (the API tests cover the production limit).
  ...(testing
    ? { DATABASE_FILENAME: '.tmp/e2e.db', SEED_TEST_CONTENT: 'true', HEALTH_CHECK_INTERVAL_SECONDS: '15', AUTH_EMAIL_ADDRESS_REQUESTS: '1000', AUTH_REGISTRATIONS_PER_ADDRESS: '1000' }
    : {}),
};
const assistantEnv = {
  HOST: '127.0.0.1',
  PORT: '8787',
  // The test environment paces offline answers so the e2e tests can watch them stream (and stop them).
  ...(testing ? { SQLITE_PATH: join(ROOT, 'services/assistant/data/e2e.db'), RATE_LIMIT_PER_MINUTE: '1000', OFFLINE_STREAM_PACE_MS: '60' } : {}),
};

const services = [
  {
    name: 'maildev',
    health: 'http://localhost:1080/',
    start: () => startMailDev({ smtpPort: 1025, webPort: 1080, quiet: values.quiet }),
  },
  exists('services/cms/package.json') && {
    name: 'cms',
    health: 'http://localhost:1337/_health',
    timeoutMs: 5 * 60_000,
    build: () => (values.dev || exists('services/cms/build/index.html') ? null : run('pnpm', ['--filter', 'cms', 'build'], { cwd: ROOT })),
    // The demo content: all of it on a first start (empty database), the demo accounts after.
    // Strapi's own boot never seeds, so a production instance does not either.
    seed: () => run('node', ['scripts/seed.mjs', '--if-empty'], { cwd: join(ROOT, 'services/cms'), env: cmsEnv }),
    start: () => startProcess('cms', 'pnpm', ['--filter', 'cms', values.dev ? 'develop' : 'start'], { cwd: ROOT, env: cmsEnv, quiet: values.quiet }),
  },
  exists('services/assistant/package.json') && {
    name: 'assistant',
    health: 'http://localhost:8787/health',
    build: () => (values.dev || exists('services/assistant/dist/index.js') ? null : run('pnpm', ['--filter', 'assistant', 'build'], { cwd: ROOT })),
    start: () => startProcess('assistant', 'pnpm', ['--filter', 'assistant', values.dev ? 'dev' : 'start'], { cwd: ROOT, env: assistantEnv, quiet: values.quiet }),
  },
  ...FRONTENDS.map((app) => ({
    name: app.name,
    health: `http://localhost:${app.port}/${app.name === 'shell' ? 'remotes.json' : 'mf-manifest.json'}`,
    build: () => (values.dev || isBuilt(app.name) ? null : run('pnpm', ['--filter', app.name, 'build'], { cwd: ROOT })),
    start: () =>
      values.dev
        ? startProcess(app.name, 'pnpm', ['--filter', app.name, 'dev'], { cwd: ROOT, env: { APP_ENV: environment }, quiet: values.quiet })
        : startProcess(
            app.name,
            'node',
            [
              STATIC_SERVER,
              '--dir',
              join(ROOT, app.name, 'dist'),
              '--port',
              String(app.port),
              // The shell's environment files; a remote's release store (served under /releases/).
              ...(app.name === 'shell'
                ? ['--shell', '--overlay', join(ROOT, 'shell/environments', environment), '--prerender', join(ROOT, 'shell/dist-prerender/renderLanding.js'), '--frame', join(ROOT, 'shell/dist-prerender/renderFrameSkeleton.js')]
                : ['--releases', join(ROOT, app.name, 'release-store', 'releases')]),
            ],
            { cwd: ROOT, quiet: values.quiet },
          ),
  })),
].filter(Boolean);

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      console.log('\nStopping...');
      await stopAll();
      process.exit(0);
    });
  }

  const toStart = [];
  for (const service of services) {
    if (await answers(service.health)) console.log(`${service.name}: already running, reused`);
    else toStart.push(service);
  }

  // Builds run one at a time: two cores are better spent on one build than on contention.
  for (const service of toStart) await service.build?.();
  // The built apps are served by the static server: its script is rebuilt from its source.
  if (!values.dev && toStart.some((service) => FRONTENDS.some((app) => app.name === service.name))) await buildStaticServer();
  for (const service of toStart) await service.seed?.();

  // Back ends first, then the remotes, the shell last: once the shell answers, the whole
  // platform does (the e2e suite waits for exactly that).
  const phases = [
    toStart.filter((service) => !FRONTENDS.some((app) => app.name === service.name)),
    toStart.filter((service) => service.name.startsWith(REMOTE_PREFIX)),
    toStart.filter((service) => service.name === 'shell'),
  ];
  for (const phase of phases) {
    await Promise.all(
      phase.map(async (service) => {
        await service.start();
        await waitFor(service.health, service.timeoutMs ?? 120_000, service.name);
      }),
    );
  }

  console.log(`\nDoorloopjes draait (${environment}${values.dev ? ', hot reload' : ''}): open http://localhost:3000`);
  console.log('Content service http://localhost:1337/admin · Assistent http://localhost:8787 · MailDev http://localhost:1080');
  console.log('Ctrl-C stopt alles.');
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
