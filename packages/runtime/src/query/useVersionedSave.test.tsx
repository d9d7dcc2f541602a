import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/httpClient';
import { createTestQueryClient } from '../test/queryClient';
import { useVersionedSave, type VersionedSaveResult } from './useVersionedSave';

interface Draft {
  text: string;
}

const conflict = (currentVersion: number) =>
  new ApiError('stale', 'refused', {}, {
    status: 409,
    headers: {},
    data: { data: null, error: { status: 409, name: 'ConflictError', details: { versionField: 'profile_version', currentVersion } } },
  });
const serverError = () => new ApiError('boom', 'refused', {}, { status: 500, headers: {}, data: null });
const noAnswer = () => new ApiError('Network Error', 'unanswered');

/** Like the content service: one document with a version, refusing a save based on an older one. */
function fakeDocument(version: number) {
  const stored = { version, text: 'stored' };
  const sent: Array<{ text: string; base: number }> = [];
  let failNext: (() => Error) | null = null;
  let writing = 0;
  let overlapped = false;
  const write = async (draft: Draft, base: number): Promise<number> => {
    sent.push({ text: draft.text, base });
    writing += 1;
    if (writing > 1) overlapped = true;
    try {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const failure = failNext;
      failNext = null;
      if (failure) throw failure();
      if (base !== stored.version) throw conflict(stored.version);
      stored.text = draft.text;
      stored.version += 1;
      return stored.version;
    } finally {
      writing -= 1;
    }
  };
  return {
    stored,
    sent,
    write,
    failOnce: (failure: () => Error) => (failNext = failure),
    overlapped: () => overlapped,
  };
}

function renderSave(document: ReturnType<typeof fakeDocument>, initialVersion: number) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useVersionedSave<Draft>({ document: 'profile', initialVersion, write: document.write }), { wrapper });
}

async function run(action: () => Promise<VersionedSaveResult>): Promise<VersionedSaveResult> {
  let result: VersionedSaveResult | undefined;
  await act(async () => {
    result = await action();
  });
  if (!result) throw new Error('no result');
  return result;
}

afterEach(() => onlineManager.setOnline(true));

describe('useVersionedSave', () => {
  it('names the loaded version, then the version each save returned', async () => {
    const document = fakeDocument(3);
    const { result } = renderSave(document, 3);
    expect(await run(() => result.current.save({ text: 'eerste' }))).toEqual({ kind: 'saved', version: 4 });
    expect(result.current.baseVersion).toBe(4);
    expect(await run(() => result.current.save({ text: 'tweede' }))).toEqual({ kind: 'saved', version: 5 });
    expect(document.sent.map((save) => save.base)).toEqual([3, 4]);
    expect(document.stored).toEqual({ version: 5, text: 'tweede' });
  });

  it('reports a 409 as a conflict with the version the server holds, and keeps the base', async () => {
    const document = fakeDocument(7);
    const { result } = renderSave(document, 3);
    expect(await run(() => result.current.save({ text: 'mijn werk' }))).toEqual({ kind: 'conflict', serverVersion: 7 });
    expect(result.current.baseVersion).toBe(3);
    expect(document.stored.text).toBe('stored');
  });

  it('overwrites on purpose on top of the version the conflict named', async () => {
    const document = fakeDocument(7);
    const { result } = renderSave(document, 3);
    await run(() => result.current.save({ text: 'mijn werk' }));
    expect(await run(() => result.current.overwrite({ text: 'mijn werk' }))).toEqual({ kind: 'saved', version: 8 });
    expect(document.sent.map((save) => save.base)).toEqual([3, 7]);
    expect(document.stored).toEqual({ version: 8, text: 'mijn werk' });
    // Later saves build on the overwritten version.
    expect(await run(() => result.current.save({ text: 'daarna' }))).toEqual({ kind: 'saved', version: 9 });
  });

  it('after loading the newer document, saves on top of its version', async () => {
    const document = fakeDocument(7);
    const { result } = renderSave(document, 3);
    await run(() => result.current.save({ text: 'mijn werk' }));
    act(() => result.current.adoptVersion(7));
    expect(await run(() => result.current.save({ text: 'op de nieuwe' }))).toEqual({ kind: 'saved', version: 8 });
    expect(document.sent.at(-1)).toEqual({ text: 'op de nieuwe', base: 7 });
  });

  it('a failure leaves the draft and its base as they were, so saving again sends the same', async () => {
    const document = fakeDocument(3);
    const { result } = renderSave(document, 3);
    const draft = { text: 'niet kwijt' };
    document.failOnce(serverError);
    const failed = await run(() => result.current.save(draft));
    expect(failed.kind).toBe('failed');
    expect(failed.kind === 'failed' && failed.error).toBeInstanceOf(ApiError);
    expect(draft).toEqual({ text: 'niet kwijt' });
    expect(result.current.baseVersion).toBe(3);
    expect(await run(() => result.current.save(draft))).toEqual({ kind: 'saved', version: 4 });
    expect(document.sent).toEqual([
      { text: 'niet kwijt', base: 3 },
      { text: 'niet kwijt', base: 3 },
    ]);
  });

  it('while offline, the save is tried at once and fails, instead of waiting unseen', async () => {
    const document = fakeDocument(3);
    const { result } = renderSave(document, 3);
    onlineManager.setOnline(false);
    document.failOnce(noAnswer);
    const failed = await run(() => result.current.save({ text: 'offline' }));
    expect(failed.kind).toBe('failed');
    expect(document.sent).toHaveLength(1);
  });

  it('two saves of one document are sent one after the other', async () => {
    const document = fakeDocument(3);
    const { result } = renderSave(document, 3);
    let outcomes: VersionedSaveResult[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.save({ text: 'a' }), result.current.save({ text: 'b' })]);
    });
    expect(document.overlapped()).toBe(false);
    // Both were based on version 3: the second, sent after the first was stored, is a conflict.
    expect(outcomes).toEqual([
      { kind: 'saved', version: 4 },
      { kind: 'conflict', serverVersion: 4 },
    ]);
  });
});
