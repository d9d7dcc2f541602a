import { REMOTE_EXPOSES, REMOTE_NAMES, REMOTE_SCOPES } from '@doorloopjes/shared';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import runtimePackage from '@doorloopjes/runtime/package.json';
import contract from '@doorloopjes/platform-contract/platform-contract.json';

const require = createRequire(import.meta.url);
const versionOf = (name: string, from = import.meta.url): string => (createRequire(from)(`${name}/package.json`) as { version: string }).version;
/** The repository root (the tests run in the shell package). */
const ROOT = join(process.cwd(), '..');
const major = (version: string) => Number(version.split('.')[0]);

/**
 * The content service's compatibility gate reads platform-contract.json. These checks keep it
 * equal to the typed contract and to the singletons the shell really ships.
 */
describe('platform-contract.json', () => {
  it('names the scopes and the required modules of the typed contract', () => {
    for (const name of REMOTE_NAMES) {
      expect(contract.remotes[name].scope).toBe(REMOTE_SCOPES[name]);
      expect(Object.keys(contract.remotes[name].exposes)).toEqual(REMOTE_EXPOSES[name]);
    }
  });

  it("points every exposed module at a file of the remote's package", () => {
    for (const remote of Object.values(contract.remotes)) {
      for (const file of Object.values(remote.exposes)) expect(existsSync(join(ROOT, remote.package, file)), `${remote.package}/${file}`).toBe(true);
    }
  });

  it('brings the shared UI stylesheet with every exposed module (the shared ui barrel has no side effects)', () => {
    for (const remote of Object.values(contract.remotes)) {
      for (const file of Object.values(remote.exposes)) {
        expect(readFileSync(join(ROOT, remote.package, file), 'utf8'), `${remote.package}/${file}`).toContain("import '@doorloopjes/shared/ui.css';");
      }
    }
  });

  it("allows in the content service's release and state types exactly the remotes of the contract", () => {
    for (const type of ['remote-release', 'remote-state']) {
      const schema = JSON.parse(readFileSync(join(ROOT, `services/cms/src/api/${type}/content-types/${type}/schema.json`), 'utf8')) as {
        attributes: { remote: { enum: string[] } };
      };
      expect(schema.attributes.remote.enum, type).toEqual(Object.keys(contract.remotes));
    }
  });

  it("lists in every environment's remotes.json exactly the remotes of the contract, each at its port", () => {
    const environments = join(ROOT, 'shell/environments');
    const local = Object.fromEntries(
      Object.entries(contract.remotes).map(([name, remote]) => [name, { manifest: `http://localhost:${remote.port}/mf-manifest.json`, enabled: true, version: 'local' }]),
    );
    const folders = readdirSync(environments);
    expect(folders.length).toBeGreaterThan(0);
    for (const environment of folders) {
      expect(JSON.parse(readFileSync(join(environments, environment, 'remotes.json'), 'utf8')), environment).toEqual({ remotes: local });
    }
  });

  it("holds the major versions of the shell's shared singletons", () => {
    const routerFrom = require.resolve('react-router-dom/package.json');
    expect(contract.singletonMajors).toEqual({
      react: major(versionOf('react')),
      'react-dom': major(versionOf('react-dom')),
      'react-router': major(versionOf('react-router', routerFrom)),
      zustand: major(versionOf('zustand')),
      '@tanstack/react-query': major(versionOf('@tanstack/react-query')),
      '@doorloopjes/runtime': major(runtimePackage.version),
    });
  });
});
