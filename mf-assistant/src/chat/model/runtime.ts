/**
 * Bumped by every reset, sync reset and user change: a reply or history load that started
 * before it belongs to a conversation that no longer exists and is dropped.
 */
let generation = 0;
export const currentGeneration = () => generation;
export const nextGeneration = () => {
  generation += 1;
  // A reply still arriving belongs to the old conversation: stop it (the service stops too).
  stopReply();
  return generation;
};

/** The reply being streamed, so 'Stop' (and a reset) can cancel it. */
let activeReply: AbortController | null = null;

export function beginReply(): AbortSignal {
  activeReply = new AbortController();
  return activeReply.signal;
}

export function endReply(): void {
  activeReply = null;
}

/** 'Stop': cancels the reply that is arriving; what arrived so far stays visible. */
export function stopReply(): void {
  activeReply?.abort();
}
