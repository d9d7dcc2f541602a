import { describe, expect, it } from 'vitest';
import * as barrel from '../index';
import * as harness from './index';

describe('the dev harness entry', () => {
  it('is its own entry, not part of the production barrel every page loads', () => {
    expect(harness.Harness).toBeTypeOf('function');
    expect(barrel).not.toHaveProperty('Harness');
  });
});
