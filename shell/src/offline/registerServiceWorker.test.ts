import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

const register = vi.fn(() => Promise.resolve());

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  register.mockClear();
});

function withServiceWorker() {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
}

describe('registerServiceWorker', () => {
  it('registers /sw.js in a production build', () => {
    withServiceWorker();
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers nothing outside production (pnpm dev, tests)', () => {
    withServiceWorker();
    registerServiceWorker(false);
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});
