import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseEnv, findFreePort, makeTempDir, startStrapi } from '../scripts/lib/strapi-process.mjs';
import { TEST_LIMIT_ENV } from './limits';
import { startMailCatcher } from './mail-catcher';
import { startAssistant } from './assistant-process';
import { TEST_JWT_SECRET } from './tokens';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    mailUrl: string;
    tmpDir: string;
    /** The environment the instance was started with (a second instance on the same database uses it). */
    cmsEnv: Record<string, string>;
    deployTokenFile: string;
    /** The real assistant service the content service asks for a user's conversations. */
    assistantUrl: string;
    /** The credential both services were started with. */
    assistantServiceToken: string;
    /** The port the tests' stand-in remote host listens on: the one origin the release gate allows here. */
    manifestPort: number;
    /** The content API's route table as the instance's router holds it (src/bootstrap/route-table.js). */
    routeTableFile: string;
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
  let assistant: Awaited<ReturnType<typeof startAssistant>> | undefined;
  const cmsPort = await findFreePort();
  const assistantPort = await findFreePort();
  const assistantServiceToken = `test-service-credential-${process.pid}`;
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
    // The assistant's token goes to the test's own directory, never over a developer's file.
    ASSISTANT_TOKEN_FILE: path.join(tmpDir, 'assistant-content-token'),
    // The development deploy token is written here, as `pnpm start` does for `pnpm registry`.
    DEPLOY_TOKEN_FILE: deployTokenFile,
    // The canary guard's check points every 2 s, so a test sees a pause in seconds, not minutes.
    HEALTH_CHECK_INTERVAL_SECONDS: '2',
    ASSISTANT_URL: `http://127.0.0.1:${assistantPort}`,
    ASSISTANT_SERVICE_TOKEN: assistantServiceToken,
    // The one secret the tests need to know (they sign tokens with it); the others are generated
    // on first start into the test's own secrets file, as on a fresh installation.
    JWT_SECRET: TEST_JWT_SECRET,
    SECRETS_FILE: path.join(tmpDir, 'secrets.json'),
    // The release gate fetches manifests from these origins only.
    REMOTE_ORIGINS: `http://127.0.0.1:${manifestPort}`,
    ROUTE_TABLE_FILE: path.join(tmpDir, 'routes.json'),
  };
  try {
    strapi = await startStrapi({ logFile, port: cmsPort, env, seed: true });
    assistant = await startAssistant({
      port: assistantPort,
      logFile: path.join(tmpDir, 'assistant.log'),
      env: {
        CONTENT_URL: strapi.url,
        ASSISTANT_SERVICE_TOKEN: assistantServiceToken,
        SQLITE_PATH: path.join(tmpDir, 'assistant.db'),
        CONTENT_TOKEN_FILE: env.ASSISTANT_TOKEN_FILE,
        RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
  } catch (error) {
    await strapi?.stop();
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
  project.provide('assistantUrl', assistant.url);
  project.provide('assistantServiceToken', assistantServiceToken);
  project.provide('manifestPort', manifestPort);
  project.provide('routeTableFile', env.ROUTE_TABLE_FILE);

  return async () => {
    await assistant?.stop();
    await strapi?.stop();
    await mail.stop();
    if (process.env.KEEP_TEST_TMP !== 'true') fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
