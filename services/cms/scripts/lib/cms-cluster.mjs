// @ts-check
// Several content-service instances on one shared PostgreSQL behind nginx: what `pnpm
// start:cluster`, the cms benchmark and the cluster tests run. The first instance starts alone
// (it syncs the schema and seeds); the others follow once it is healthy, with cron off, the same
// secrets and the same uploads directory (they run from the same app directory).
import crypto from 'node:crypto';
import path from 'node:path';
import { findFreePort, startStrapi } from './strapi-process.mjs';
import { cmsDatabaseEnv } from '@doorloopjes/dev-processes/postgres';

/** Secrets every instance must share (tokens issued by one are checked by the others). */
export function sharedSecrets() {
  const secret = () => crypto.randomBytes(24).toString('base64url');
  return {
    APP_KEYS: [secret(), secret()].join(','),
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
  };
}

/**
 * @typedef {{ port: number, url: string, stop: () => Promise<void>, kill: () => Promise<void>, restart: () => Promise<void> }} CmsInstance
 * @param {{ pg: { port: number, user: string, password: string }, database: string, count: number, logDir: string,
 *   env?: Record<string, string>, ports?: number[], secrets?: Record<string, string> }} options
 * @returns {Promise<CmsInstance[]>}
 */
export async function startCmsInstances({ pg, database, count, logDir, env = {}, ports = [], secrets = sharedSecrets() }) {
  const common = {
    ...secrets,
    ...cmsDatabaseEnv(pg, database),
    // nginx on loopback is the only proxy: its X-Forwarded-For names the caller, so the login
    // limits count each school's address, not the proxy's.
    TRUSTED_PROXIES: '127.0.0.1',
    ...env,
  };
  /** @type {CmsInstance[]} */
  const instances = [];
  for (let index = 0; index < count; index += 1) {
    const port = ports[index] ?? (await findFreePort());
    const instanceEnv = {
      ...common,
      // Scheduled jobs run on the first instance only.
      CRON_ENABLED: index === 0 ? 'true' : 'false',
    };
    const logFile = path.join(logDir, `cms-${index + 1}.log`);
    // Only the first instance's database is seeded (when empty); the others find it filled.
    let server = await startStrapi({ port, logFile, env: instanceEnv, seed: index === 0 });
    instances.push({
      port,
      url: server.url,
      stop: () => server.stop(),
      kill: () => server.kill(),
      async restart() {
        await server.stop();
        server = await startStrapi({ port, logFile, env: instanceEnv });
      },
    });
  }
  return instances;
}
