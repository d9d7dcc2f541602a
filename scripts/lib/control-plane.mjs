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

/** The deploy token and where it came from: DEPLOY_TOKEN, else the development token file. */
function tokenSource() {
  if (process.env.DEPLOY_TOKEN) return { token: process.env.DEPLOY_TOKEN.trim(), from: 'DEPLOY_TOKEN' };
  if (existsSync(DEV_TOKEN_FILE)) return { token: readFileSync(DEV_TOKEN_FILE, 'utf8').trim(), from: DEV_TOKEN_FILE };
  throw new Error(`Geen deploytoken: zet DEPLOY_TOKEN, of start het platform met \`pnpm start\` (dat schrijft ${DEV_TOKEN_FILE}).`);
}

export const deployToken = () => tokenSource().token;

/**
 * Which deploy token this command uses and what it may do (its team, remotes and environments,
 * as the content service says), printed to stderr so stdout stays the command's answer. Returns
 * the scope, or null when the service does not say (the command then runs and the service decides).
 */
export async function announceDeployToken() {
  const { from } = tokenSource();
  try {
    const { data } = await callRegistry('GET', '/api/deploy-tokens/me', { auth: true });
    const remotes = data.remotes.map((name) => remotePackageOf(name)).join(', ');
    console.error(`Deploytoken '${data.token}'${data.team ? ` (team ${data.team})` : ''} uit ${from}: mag ${remotes} in ${data.environments.join(', ')}.`);
    return data;
  } catch (error) {
    console.error(`Deploytoken uit ${from}: bereik onbekend (${error.message}).`);
    return null;
  }
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
