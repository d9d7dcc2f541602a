'use strict';

const { contract } = require('./contract');

const FETCH_TIMEOUT_MS = 5000;
const MAX_MANIFEST_BYTES = 1024 * 1024;

/**
 * @typedef {{ ok: true, exposes: string[], shared: Record<string, string> }} GatePass
 * @typedef {{ ok: false, message: string }} GateFail
 */

/**
 * Fetches a manifest server-side, so what is registered is what the URL really serves.
 * @param {string} url
 * @returns {Promise<{ ok: true, manifest: unknown } | GateFail>}
 */
async function fetchManifest(url) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    return { ok: false, message: `Het manifest ${url} kon niet worden opgehaald: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!response.ok) return { ok: false, message: `Het manifest ${url} gaf HTTP ${response.status}.` };
  const text = await response.text();
  if (text.length > MAX_MANIFEST_BYTES) return { ok: false, message: `Het manifest ${url} is groter dan 1 MB: geen Module Federation-manifest.` };
  try {
    return { ok: true, manifest: JSON.parse(text) };
  } catch {
    return { ok: false, message: `${url} is geen JSON: geen Module Federation-manifest.` };
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} version @returns {number | null} */
function majorOf(version) {
  const match = typeof version === 'string' ? /^\D*(\d+)\./.exec(version) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The compatibility gate: refuses a manifest that is not Module Federation's, carries another
 * scope, lacks a module the platform contract requires, or shares a singleton whose major
 * version differs from the shell's (two majors of React on one page break it).
 *
 * @param {import('./contract').RemoteName} remote
 * @param {unknown} manifest
 * @returns {GatePass | GateFail}
 */
function checkManifest(remote, manifest) {
  if (!isObject(manifest) || typeof manifest.name !== 'string' || !isObject(manifest.metaData) || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared)) {
    return { ok: false, message: 'Dit is geen Module Federation-manifest (name, metaData, exposes en shared ontbreken).' };
  }
  const scope = contract.scopes[remote];
  if (manifest.name !== scope) {
    return { ok: false, message: `De naam '${manifest.name}' in het manifest is niet de scope van remote ${remote} ('${scope}').` };
  }

  const exposes = manifest.exposes.filter(isObject).map((entry) => String(entry.name ?? entry.path ?? '').replace(/^\.\//, ''));
  const missing = contract.exposes[remote].filter((name) => !exposes.includes(name));
  if (missing.length > 0) {
    return { ok: false, message: `Module ${missing.map((name) => `'${name}'`).join(', ')} ontbreekt: het platformcontract vereist die van remote ${remote}.` };
  }

  /** @type {Record<string, string>} */
  const shared = {};
  for (const entry of manifest.shared.filter(isObject)) {
    if (typeof entry.name === 'string' && typeof entry.version === 'string') shared[entry.name] = entry.version;
  }
  for (const [name, shellMajor] of Object.entries(contract.singletonMajors)) {
    if (!(name in shared)) continue;
    const major = majorOf(shared[name]);
    if (major !== shellMajor) {
      return { ok: false, message: `Gedeelde singleton '${name}' heeft versie ${shared[name]} (major ${major}), de shell gebruikt major ${shellMajor}.` };
    }
  }
  return { ok: true, exposes, shared };
}

module.exports = { fetchManifest, checkManifest };
