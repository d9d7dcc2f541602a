#!/usr/bin/env node
// `pnpm release <remote> [--version V] [--notes "…"]`: builds one remote alone into its release store as an
// immutable release V (served by its host at /releases/V/mf-manifest.json), registers it with the
// content service (which refuses an incompatible manifest) with its release notes (--notes, or the
// remote's CHANGELOG.md entry for the version) and prints the version. Never touches the shell or
// another remote.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { ROOT } from './lib/apps.mjs';
import { VERSION_PATTERN, announceDeployToken, callRegistry, findRemote } from './lib/control-plane.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' }, notes: { type: 'string' } } });
const remote = findRemote(positionals[0]);
if (!remote || positionals.length !== 1) {
  console.error('Gebruik: pnpm release <mf-doorloopjes|mf-content|mf-assistant|mf-cluster> [--version V] [--notes "wat er veranderde"]');
  process.exit(2);
}
const packageVersion = () => JSON.parse(readFileSync(join(ROOT, remote.pkg, 'package.json'), 'utf8')).version;

/** The package version plus a build suffix that is unique per build (time and randomness). */
function defaultVersion() {
  const version = packageVersion();
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${version}-${stamp}.${randomBytes(3).toString('hex')}`;
}

/**
 * The text under the CHANGELOG's heading for this version (`## 1.5.0` or `## [1.5.0] - 2026-11-28`),
 * trying the release's own version first, then the package version a build suffix was added to;
 * null without a file or an entry.
 * @param {string} file @param {string[]} versions
 */
function changelogEntry(file, versions) {
  if (!existsSync(file)) return null;
  const sections = readFileSync(file, 'utf8').split(/^## +/m).slice(1);
  for (const version of versions) {
    const section = sections.find((text) => text.split('\n', 1)[0].replace(/[[\]]/g, ' ').trim().split(/\s+/)[0] === version);
    const body = section?.split('\n').slice(1).join('\n').trim();
    if (body) return body;
  }
  return null;
}

/** Release files never change: read-only, so an accidental write fails loudly. */
function makeReadOnly(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) makeReadOnly(path);
    else chmodSync(path, 0o444);
  }
}

const version = values.version ?? defaultVersion();
const notes = values.notes ?? changelogEntry(join(ROOT, remote.pkg, 'CHANGELOG.md'), [version, packageVersion()]);
if (!VERSION_PATTERN.test(version)) {
  console.error(`Ongeldige versie '${version}': letters, cijfers en . _ + - (max. 100 tekens).`);
  process.exit(2);
}

// Which token, and whether it may release this remote at all, before a build is spent on it.
const scope = await announceDeployToken();
if (scope && !scope.remotes.includes(remote.name)) {
  console.error(`Dit deploytoken mag geen releases van ${remote.pkg} registreren. Vraag de beheerder om een token voor het team van ${remote.pkg} (zie README, "Deploytokens").`);
  process.exit(1);
}

// Served by the remote's host under /releases/ (scripts/start.mjs adds the store as overlay).
const store = join(ROOT, remote.pkg, 'release-store');
const target = join(store, 'releases', version);
if (existsSync(target)) {
  console.error(`Versie ${version} van ${remote.pkg} bestaat al: releases zijn onveranderlijk. Kies een andere --version.`);
  process.exit(1);
}

const building = join(store, 'building', version);
rmSync(building, { recursive: true, force: true });
mkdirSync(join(store, 'releases'), { recursive: true });
try {
  // Build output goes to stderr: stdout carries only the version, for pipelines to capture.
  const build = spawnSync('pnpm', ['exec', 'rsbuild', 'build', '--dist-path', building], { cwd: join(ROOT, remote.pkg), stdio: ['ignore', process.stderr, process.stderr] });
  if (build.status !== 0) throw new Error(`De build van ${remote.pkg} mislukte (exit ${build.status}).`);
  // A rename is atomic: the release appears whole or not at all.
  renameSync(building, target);
} finally {
  rmSync(join(store, 'building'), { recursive: true, force: true });
}
makeReadOnly(target);

const base = (process.env.RELEASE_BASE_URL ?? `http://localhost:${remote.port}`).replace(/\/$/, '');
const manifest = `${base}/releases/${version}/mf-manifest.json`;
try {
  await callRegistry('POST', '/api/remote-releases', { auth: true, body: { remote: remote.name, version, manifest, ...(notes ? { notes } : {}) } });
} catch (error) {
  // A refused release never went live: it leaves the store, so the version can be fixed and reused.
  rmSync(target, { recursive: true, force: true });
  console.error(`Release ${version} van ${remote.pkg} geweigerd: ${error.message}`);
  process.exit(1);
}
console.error(`${remote.pkg} ${version} gepubliceerd en geregistreerd: ${manifest}`);
console.error(notes ? `Release-notities: ${notes}` : 'Geen release-notities (--notes, of een kopje voor deze versie in CHANGELOG.md).');
console.log(version);
