'use strict';

const { contract, platform } = require('../registry/contract');
const { controlPlane } = require('../../messages');

const FETCH_TIMEOUT_MS = 5000;
const MAX_MANIFEST_BYTES = 1024 * 1024;

/**
 * @typedef {{ ok: true, exposes: string[], shared: Record<string, string> }} GatePass
 * @typedef {{ ok: false, message: string }} GateFail
 */

/**
 * The one answer for a manifest address outside the allowed origins, whatever is (or is not)
 * behind it: distinct answers would let a caller map internal hosts and ports.
 */
const ORIGIN_REFUSED = controlPlane.manifestOriginRefused;

/**
 * Where remotes may be served from: `REMOTE_ORIGINS` (comma-separated; set it to the origins of the
 * shell's remotes.json, from which the shell's Content-Security-Policy is built, so a release that
 * passes the gate also loads in the browser), else the remotes' local ports from the platform
 * contract, which is what the local remotes.json lists.
 * @returns {Set<string>}
 */
function allowedOrigins() {
  const configured = (process.env.REMOTE_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const local = Object.values(platform.remotes).flatMap((remote) => [`http://localhost:${remote.port}`, `http://127.0.0.1:${remote.port}`]);
  return new Set((configured.length > 0 ? configured : local).map((origin) => new URL(origin).origin));
}

/** @param {string} url */
function isAllowedOrigin(url) {
  try {
    return allowedOrigins().has(new URL(url).origin);
  } catch {
    return false;
  }
}

/**
 * Fetches a manifest server-side, so what is registered is what the URL really serves. Only from
 * an allowed origin (never redirected elsewhere); anything else gets one generic refusal.
 * @param {string} url
 * @returns {Promise<{ ok: true, manifest: unknown } | GateFail>}
 */
async function fetchManifest(url) {
  if (!isAllowedOrigin(url)) return { ok: false, message: ORIGIN_REFUSED };
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    return { ok: false, message: controlPlane.manifestUnreachable(url, error instanceof Error ? error.message : String(error)) };
  }
  if (!response.ok) return { ok: false, message: `Het manifest ${url} gaf HTTP ${response.status}.` };
  const text = await response.text();
  if (text.length > MAX_MANIFEST_BYTES) return { ok: false, message: controlPlane.manifestTooLarge(url) };
  try {
    return { ok: true, manifest: JSON.parse(text) };
  } catch {
    return { ok: false, message: controlPlane.manifestNotJson(url) };
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
 * @param {import('../registry/contract').RemoteName} remote
 * @param {unknown} manifest
 * @returns {GatePass | GateFail}
 */
function checkManifest(remote, manifest) {
  if (!isObject(manifest) || typeof manifest.name !== 'string' || !isObject(manifest.metaData) || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared)) {
    return { ok: false, message: controlPlane.notAManifest };
  }
  const scope = contract.scopes[remote];
  if (manifest.name !== scope) {
    return { ok: false, message: controlPlane.manifestWrongScope(manifest.name, remote, scope) };
  }

  const exposes = manifest.exposes.filter(isObject).map((entry) => String(entry.name ?? entry.path ?? '').replace(/^\.\//, ''));
  const missing = contract.exposes[remote].filter((name) => !exposes.includes(name));
  if (missing.length > 0) {
    return { ok: false, message: controlPlane.manifestModulesMissing(missing, remote) };
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

module.exports = { fetchManifest, checkManifest, ORIGIN_REFUSED };
