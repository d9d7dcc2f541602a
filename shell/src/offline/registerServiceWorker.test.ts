import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../scheduling/whenIdle';
import { registerServiceWorker } from './registerServiceWorker';
import { keepUncontrolledPageLoad } from './warmWorkerCaches';

vi.mock('./warmWorkerCaches', () => ({ keepUncontrolledPageLoad: vi.fn() }));

const register = vi.fn(() => Promise.resolve());
let worker = new EventTarget();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  register.mockClear();
  vi.mocked(keepUncontrolledPageLoad).mockClear();
});

function withServiceWorker(controller: object | null = null) {
  worker = new EventTarget();
  Object.assign(worker, { register, controller });
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  Object.assign(performance, { setResourceTimingBufferSize: vi.fn() });
}

describe('registerServiceWorker', () => {
  it('registers /sw.js in a production build', async () => {
    withServiceWorker();
    registerServiceWorker(true);
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js'));
  });

  it('registers when the main thread is idle, with a deadline', () => {
    withServiceWorker();
    const idle: { work?: () => void; timeout?: number } = {};
    vi.stubGlobal('requestIdleCallback', (work: () => void, options: { timeout: number }) => {
      Object.assign(idle, { work, timeout: options.timeout });
      return 1;
    });
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
    expect(idle.timeout).toBe(IDLE_TIMEOUT_MS);
    idle.work?.();
    expect(register).toHaveBeenCalledWith('/sw.js');
    vi.unstubAllGlobals();
  });

  it('registers nothing outside production (pnpm dev, tests)', () => {
    withServiceWorker();
    registerServiceWorker(false);
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps what the first page load fetched once the new worker takes control', () => {
    withServiceWorker(null);
    registerServiceWorker(true);
    expect(keepUncontrolledPageLoad).not.toHaveBeenCalled();
    worker.dispatchEvent(new Event('controllerchange'));
    worker.dispatchEvent(new Event('controllerchange'));
    expect(keepUncontrolledPageLoad).toHaveBeenCalledOnce();
  });

  it('warms nothing on a page the worker already serves', () => {
    withServiceWorker({});
    registerServiceWorker(true);
    worker.dispatchEvent(new Event('controllerchange'));
    expect(keepUncontrolledPageLoad).not.toHaveBeenCalled();
  });
});
