import { randomId } from '@doorloopjes/shared';

/**
 * A fresh instance id, unique among `taken`. The same content may be placed more than once, so
 * placed items are told apart by this id, never by the content id.
 */
export function createInstanceId(taken: ReadonlySet<string> = new Set(), nextId: () => string = randomId): string {
  for (;;) {
    const candidate = nextId();
    if (!taken.has(candidate)) return candidate;
  }
}
