import { describe, it, expect, vi } from 'vitest';
import { createInstanceId } from './instanceId';

describe('instance ids', () => {
  it('gives every placed instance its own id', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 500; i += 1) ids.add(createInstanceId(ids));
    expect(ids.size).toBe(500);
  });

  it('never returns an id that is already taken', () => {
    const next = vi.fn<() => string>().mockReturnValueOnce('0-0-0-0-0').mockReturnValueOnce('0-0-0-0-0').mockReturnValueOnce('1-1-1-1-1');
    expect(createInstanceId(new Set(['0-0-0-0-0']), next)).toBe('1-1-1-1-1');
    expect(next).toHaveBeenCalledTimes(3);
  });
});
