import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_EVENT_TTL_MS, dispatchAppEvent, onAppEvent } from './windowEvents';

const unsubscribers: Array<() => void> = [];
afterEach(() => {
  unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
  vi.useRealTimers();
});

function listen<K extends Parameters<typeof onAppEvent>[0]>(name: K) {
  const received: unknown[] = [];
  unsubscribers.push(onAppEvent(name, (detail) => received.push(detail)));
  return received;
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('app window events', () => {
  it('delivers a dispatched event with its detail to every listener', () => {
    const first = listen('ai-open-and-prompt');
    const second = listen('ai-open-and-prompt');
    dispatchAppEvent('ai-open-and-prompt', { text: 'Maak een lesplan' });
    expect(first).toEqual([{ text: 'Maak een lesplan' }]);
    expect(second).toEqual([{ text: 'Maak een lesplan' }]);
  });

  it('also hears raw window.dispatchEvent calls', () => {
    const received = listen('ai-send-prompt');
    window.dispatchEvent(new CustomEvent('ai-send-prompt', { detail: { text: 'Hallo' } }));
    expect(received).toEqual([{ text: 'Hallo' }]);
  });

  it('stops delivering after unsubscribe', () => {
    const received: unknown[] = [];
    const unsubscribe = onAppEvent('open-ai-assistant', (detail) => received.push(detail));
    unsubscribe();
    unsubscribe();
    listen('open-ai-assistant');
    dispatchAppEvent('open-ai-assistant', undefined);
    expect(received).toEqual([]);
  });

  it('hands an event sent while nobody listened to the first listener, once', async () => {
    dispatchAppEvent('ai-open-and-prompt', { text: 'Vat samen' });
    const first = listen('ai-open-and-prompt');
    const other = listen('ai-send-prompt');
    await flush();
    expect(first).toEqual([{ text: 'Vat samen' }]);
    expect(other).toEqual([]);
    const later = listen('ai-open-and-prompt');
    await flush();
    expect(later).toEqual([]);
  });

  it('does not queue events that a listener already heard', async () => {
    const first = listen('ai-send-prompt');
    dispatchAppEvent('ai-send-prompt', { text: 'Direct' });
    const second = listen('ai-send-prompt');
    await flush();
    expect(first).toEqual([{ text: 'Direct' }]);
    expect(second).toEqual([]);
  });

  it('drops unheard events older than the time limit', async () => {
    vi.useFakeTimers();
    dispatchAppEvent('ai-open-and-prompt', { text: 'Oud' });
    vi.advanceTimersByTime(PENDING_EVENT_TTL_MS + 1);
    const received = listen('ai-open-and-prompt');
    await flush();
    expect(received).toEqual([]);
  });
});
