// The version guard of the plain libraries shared by version (packages/build-config/src/federation.ts,
// sharedLibrary): a page loads one copy when the versions match, so a remote released alone with
// new strings or rules would silently get the shell's older copy unless the package's version was
// bumped. Each such package records its version and a hash of its source in shared-version.json;
// its unit test (sharedVersion.test.mjs) fails when the source changed but the record did not, and
// `pnpm shared-versions --record` refuses to record changed source under the same version.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

export const RECORD_FILE = 'shared-version.json';
export const RECORD_COMMAND = 'pnpm shared-versions --record';
// This package sits in packages/ beside the packages it guards.
const PACKAGES_DIR = fileURLToPath(new URL('../..', import.meta.url));

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * sha256 over every file under src/ (path and content, in a fixed order): what the apps bundle.
 * @param {string} packageDir
 */
export function sourceHash(packageDir) {
  const src = join(packageDir, 'src');
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(src, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(src, file))).update('\0');
  return hash.digest('hex');
}

/**
 * The package's name and version, its recorded version and hash, and the hash of its source now.
 * @param {string} packageDir
 * @returns {{ name: string, version: string, record: { version: string, sourceHash: string } | null, hash: string }}
 */
export function versionState(packageDir) {
  const { name, version } = readJson(join(packageDir, 'package.json'));
  const recordFile = join(packageDir, RECORD_FILE);
  const record = existsSync(recordFile) ? readJson(recordFile) : null;
  return { name, version, record, hash: sourceHash(packageDir) };
}

/**
 * A sentence saying what to do when the record does not match the package, or null.
 * @param {string} packageDir
 * @returns {string | null}
 */
export function versionProblem(packageDir) {
  const { name, version, record, hash } = versionState(packageDir);
  if (!record) return `${name} has no ${RECORD_FILE}: run \`${RECORD_COMMAND}\`.`;
  if (record.sourceHash !== hash && record.version === version) {
    return (
      `${name}: the source under src/ changed but the version is still ${version}. Bump "version" in its ` +
      `package.json (a remote released alone would otherwise get the shell's older copy), then run \`${RECORD_COMMAND}\`.`
    );
  }
  if (record.sourceHash !== hash || record.version !== version) {
    return `${name}: ${RECORD_FILE} records ${record.version}, package.json says ${version}: run \`${RECORD_COMMAND}\`.`;
  }
  return null;
}

/**
 * Writes the record; refuses changed source whose version is not higher than the recorded one.
 * @param {string} packageDir
 */
export function recordVersion(packageDir) {
  const { name, version, record, hash } = versionState(packageDir);
  if (record && record.sourceHash !== hash && !semver.gt(version, record.version)) {
    throw new Error(`${name}: the source changed since ${record.version}; bump "version" in its package.json above ${record.version} first.`);
  }
  writeFileSync(join(packageDir, RECORD_FILE), `${JSON.stringify({ version, sourceHash: hash }, null, 2)}\n`);
  return { name, version };
}

/** The packages shared by version: the sharedLibrary() entries of packages/build-config/src/federation.ts. */
export const SHARED_BY_VERSION = ['messages', 'platform-rules'];

export const versionedPackages = () => SHARED_BY_VERSION.map((name) => join(PACKAGES_DIR, name));
