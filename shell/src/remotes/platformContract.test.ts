import { REMOTE_EXPOSES, REMOTE_SCOPES } from '@doorloopjes/shared';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import sharedPackage from '../../../shared/package.json';
import contract from '@doorloopjes/shared/contracts/platform-contract.json';

const require = createRequire(import.meta.url);
const versionOf = (name: string, from = import.meta.url): string => (createRequire(from)(`${name}/package.json`) as { version: string }).version;
const major = (version: string) => Number(version.split('.')[0]);

/**
 * The content service's compatibility gate reads platform-contract.json. These checks keep it
 * equal to the typed contract and to the singletons the shell really ships.
 */
describe('platform-contract.json', () => {
  it('names the scopes and the required modules of the typed contract', () => {
    expect(contract.scopes).toEqual(REMOTE_SCOPES);
    expect(contract.exposes).toEqual(REMOTE_EXPOSES);
  });

  it("holds the major versions of the shell's shared singletons", () => {
    const routerFrom = require.resolve('react-router-dom/package.json');
    expect(contract.singletonMajors).toEqual({
      react: major(versionOf('react')),
      'react-dom': major(versionOf('react-dom')),
      'react-router': major(versionOf('react-router', routerFrom)),
      zustand: major(versionOf('zustand')),
      '@tanstack/react-query': major(versionOf('@tanstack/react-query')),
      '@doorloopjes/shared': major(sharedPackage.version),
    });
  });
});
