import { REMOTE_EXPOSES } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { exposedModules } from './contract';

describe('the exposed modules', () => {
  it('are exactly the modules of the platform contract, each a component', () => {
    expect(Object.keys(exposedModules).sort()).toEqual([...REMOTE_EXPOSES.content].sort());
    for (const module of Object.values(exposedModules)) expect(module.default).toBeTypeOf('function');
  });
});
