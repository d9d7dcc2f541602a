import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseEnv, findFreePort, makeTempDir, startStrapi } from '../scripts/lib/strapi-process.mjs';
import { TEST_LIMIT_ENV } from './limits';
import { startMailCatcher } from './mail-catcher';
import { TEST_JWT_SECRET } from './tokens';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    mailUrl: string;
    tmpDir: string;
    /** The environment the instance was started with (a second instance on the same database uses it). */
    cmsEnv: Record<string, string>;
    deployTokenFile: string;
    /** The port the tests' stand-in remote host listens on: the one origin the release gate allows here. */
    manifestPort: number;
  }
}

/**
 * Starts a MailDev SMTP catcher and one real Strapi (temp database, free port) for the whole run,
 * and removes both afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tmpDir = makeTempDir('cms-test-');
  const mail = await startMailCatcher();
  const logFile = path.join(tmpDir, 'strapi.log');
  const deployTokenFile = path.join(tmpDir, 'deploy-token');
  let strapi: Awaited<ReturnType<typeof startStrapi>> | undefined;
  const manifestPort = await findFreePort();
  const env = {
    ...databaseEnv(tmpDir, process.env.DATABASE_NAME ?? 'cms_test'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    PLATFORM_URL: 'http://localhost:3000',
    // The login limits stay on: with per-account keys, the many test accounts logging in from
    // one address are exactly what they allow.
    ...TEST_LIMIT_ENV,
    SEED_TEST_CONTENT: 'true',
    SEED_ON_BOOT: 'auto',
    // The assistant's token goes to the test's own directory, never over a developer's file.
    ASSISTANT_TOKEN_FILE: path.join(tmpDir, 'assistant-content-token'),
    // The development deploy token is written here, as `pnpm start` does for `pnpm registry`.
    DEPLOY_TOKEN_FILE: deployTokenFile,
    // The one secret the tests need to know (they sign tokens with it); the others are generated
    // on first start into the test's own secrets file, as on a fresh installation.
    JWT_SECRET: TEST_JWT_SECRET,
    SECRETS_FILE: path.join(tmpDir, 'secrets.json'),
    // The release gate fetches manifests from these origins only.
    REMOTE_ORIGINS: `http://127.0.0.1:${manifestPort}`,
  };
  try {
    strapi = await startStrapi({ logFile, port: await findFreePort(), env });
  } catch (error) {
    await mail.stop();
    process.stderr.write(fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '');
    if (process.env.KEEP_TEST_TMP !== 'true') fs.rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('cmsUrl', strapi.url);
  project.provide('mailUrl', mail.webUrl);
  project.provide('tmpDir', tmpDir);
  project.provide('cmsEnv', env);
  project.provide('deployTokenFile', deployTokenFile);
  project.provide('manifestPort', manifestPort);

  return async () => {
    await strapi?.stop();
    await mail.stop();
    if (process.env.KEEP_TEST_TMP !== 'true') fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
