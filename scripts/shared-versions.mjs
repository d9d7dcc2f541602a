#!/usr/bin/env node
// `pnpm shared-versions`: checks that every plain library shared by version (packages with a
// shared-version.json) recorded its current source under its current version.
// `pnpm shared-versions --record`: after bumping a package's version, records version and hash.
import { recordVersion, versionProblem, versionedPackages } from '@doorloopjes/shared-versions';

const record = process.argv.includes('--record');
let failed = false;
for (const dir of versionedPackages()) {
  try {
    if (record) {
      const { name, version } = recordVersion(dir);
      console.log(`${name}: recorded ${version}`);
    } else {
      const problem = versionProblem(dir);
      console.log(problem ?? `${dir}: ok`);
      failed ||= problem !== null;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
