import { createThrottle } from '@doorloopjes/shared';
import { getChatSession } from '../api/getChatSession';
import { chatEntry, useChatStore, type ChatEntry } from './chatStore';
import { currentGeneration } from './runtime';

/** At most one history load per 500 ms. */
export const HISTORY_RELOAD_THROTTLE_MS = 500;

/** Bumped per load, so only the newest load's answer is applied. */
let latestLoad = 0;

async function loadHistoryNow(): Promise<void> {
  const { sessionId } = useChatStore.getState();
  if (!sessionId) return;
  latestLoad += 1;
  const ticket = latestLoad;
  const generation = currentGeneration();
  useChatStore.setState({ status: 'loadingHistory' });
  let history: ChatEntry[] = [];
  try {
    history = (await getChatSession(sessionId)).map((line) => chatEntry(line.sender, line.text));
  } catch (error) {
    // A failed load shows an empty history, so the welcome message appears.
    console.error('Laden van de chatgeschiedenis is mislukt.', error);
  }
  const stale = ticket !== latestLoad || generation !== currentGeneration() || useChatStore.getState().sessionId !== sessionId;
  if (!stale) useChatStore.setState({ history, status: 'ready' });
}

const throttle = createThrottle(() => void loadHistoryNow(), HISTORY_RELOAD_THROTTLE_MS);

export function requestHistoryLoad(): void {
  throttle.call();
}

/** Drops a pending load and makes a running one stale (reset, logout). */
export function cancelHistoryLoads(): void {
  throttle.cancel();
  latestLoad += 1;
}
