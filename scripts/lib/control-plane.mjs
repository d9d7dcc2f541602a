// What `pnpm release` and `pnpm registry` share: where the content service is, the deploy
// token, and the registry's HTTP calls with readable errors.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PREFIX, VERSION_PATTERN, remotePackageOf } from '@doorloopjes/platform-rules';
import { FRONTENDS, ROOT } from './apps.mjs';

export const CONTENT_URL = (process.env.CONTENT_URL ?? 'http://localhost:1337').replace(/\/$/, '');
/** `pnpm start` has the content service write its development deploy token here (git-ignored). */
export const DEV_TOKEN_FILE = join(ROOT, '.deploy-token');
export { VERSION_PATTERN };

/** `mf-content` or `content` -> the remote's package ('mf-content') and registry name ('content'). */
export function findRemote(name) {
  const pkg = name?.startsWith(REMOTE_PREFIX) ? name : remotePackageOf(name);
  const app = FRONTENDS.find((frontend) => frontend.name === pkg);
  if (!app) return null;
  return { pkg: app.name, name: app.name.slice(REMOTE_PREFIX.length), port: app.port };
}

export function deployToken() {
  if (process.env.DEPLOY_TOKEN) return process.env.DEPLOY_TOKEN.trim();
  if (existsSync(DEV_TOKEN_FILE)) return readFileSync(DEV_TOKEN_FILE, 'utf8').trim();
  throw new Error(`Geen deploytoken: zet DEPLOY_TOKEN, of start het platform met \`pnpm start\` (dat schrijft ${DEV_TOKEN_FILE}).`);
}

/** Calls the content service; a refused call throws with the service's own message. */
export async function callRegistry(method, path, { body, auth = false } = {}) {
  const headers = { Accept: 'application/json' };
  if (auth) headers.Authorization = `Bearer ${deployToken()}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(`${CONTENT_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (error) {
    throw new Error(`De content service (${CONTENT_URL}) is niet bereikbaar: ${error.cause?.message ?? error.message}`);
  }
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the status says enough.
  }
  if (!response.ok) {
    const message = json?.error?.message ?? text.slice(0, 200);
    throw new Error(`${method} ${path}: ${response.status} ${message}`);
  }
  return json;
}
