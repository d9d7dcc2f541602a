/**
 * A fresh instance id, unique among `taken`. The same content may be placed more than once, so
 * placed items are told apart by this id, never by the content id.
 */
export function createInstanceId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const candidate = randomId();
    if (!taken.has(candidate)) return candidate;
  }
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside secure contexts randomUUID is missing; time plus randomness is unique enough per user.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
