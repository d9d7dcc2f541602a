import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './webStorage';

describe('web storage that may be unavailable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads, writes and removes in the area asked for', () => {
    expect(writeStored('session', 'k', 'v')).toBe(true);
    expect(readStored('session', 'k')).toBe('v');
    expect(readStored('local', 'k')).toBeNull();
    writeStored('local', 'a', '1');
    writeStored('local', 'b', '2');
    expect(removeStored('local', 'a', 'b')).toBe(true);
    expect(readStored('local', 'a')).toBeNull();
    expect(readStored('local', 'b')).toBeNull();
  });

  it('finds nothing and skips writes when storage throws (private mode, blocked, full)', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(readStored('local', 'k')).toBeNull();
    expect(writeStored('session', 'k', 'v')).toBe(false);
    expect(removeStored('local', 'k')).toBe(false);
  });
});
