import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PAYLOAD_MAX_BYTES,
  analyticsPayloadBytes,
  fitAnalyticsPayload,
  isReleaseVersion,
  progressSiblings,
  remoteNameOf,
  remotePackageOf,
  statusOf,
  withStatus,
} from '../src/index.js';
import { issuesText, registryDocumentSchema, staticRegistrySchema } from '../src/registry.js';

const NAMES = ['content', 'doorloopjes'] as const;

describe('remote names', () => {
  it('reads a remote with or without its package prefix, and nothing else', () => {
    expect(remoteNameOf('content', NAMES)).toBe('content');
    expect(remoteNameOf('mf-content', NAMES)).toBe('content');
    expect(remoteNameOf('mf-shell', NAMES)).toBeNull();
    expect(remoteNameOf(42, NAMES)).toBeNull();
    expect(remotePackageOf('content')).toBe('mf-content');
  });
});

describe('release versions', () => {
  it('accepts version names and refuses anything that could be a URL or a path', () => {
    expect(isReleaseVersion('1.4.0-rc.1+build_7')).toBe(true);
    expect(isReleaseVersion('local')).toBe(true);
    for (const bad of ['', '-1', 'http://evil', '../1.0', '1/2', 'a'.repeat(101), 7]) expect(isReleaseVersion(bad)).toBe(false);
  });
});

describe('doorloopje lists', () => {
  const lists = { inprogress_doorloopjes: [1, 2], completed_doorloopjes: [2, 3] };

  it('lets completed win over in progress', () => {
    expect(statusOf(lists, 2)).toBe('completed');
    expect(statusOf(lists, 1)).toBe('in_progress');
    expect(statusOf(lists, 9)).toBe('not_started');
  });

  it('moves a doorloopje to the list of its new status and out of the other', () => {
    expect(withStatus(lists, 1, 'completed')).toEqual({ inprogress_doorloopjes: [2], completed_doorloopjes: [2, 3, 1] });
    expect(withStatus(lists, 2, 'not_started')).toEqual({ inprogress_doorloopjes: [1], completed_doorloopjes: [3] });
    expect(lists).toEqual({ inprogress_doorloopjes: [1, 2], completed_doorloopjes: [2, 3] });
  });

  it('names the progress list a doorloopje leaves, and none for the favourites', () => {
    expect(progressSiblings('completed_doorloopjes')).toEqual(['inprogress_doorloopjes']);
    expect(progressSiblings('favorite_doorloopjes')).toEqual([]);
  });
});

describe('registry document', () => {
  const entry = { enabled: true, version: '1.2.0', manifest: 'https://cdn.example/mf-manifest.json' };

  it('accepts the service document with a canary, and the static file without versions', () => {
    const document = { environment: 'test', remotes: { content: { ...entry, canary: { version: '1.3.0', manifest: entry.manifest, percent: 10 } } } };
    expect(registryDocumentSchema.parse(document)).toEqual(document);
    expect(staticRegistrySchema.safeParse({ remotes: { content: { enabled: true, manifest: entry.manifest } } }).success).toBe(true);
  });

  it('says where a document is wrong', () => {
    const result = registryDocumentSchema.safeParse({ environment: 'test', remotes: { content: { ...entry, canary: { ...entry, percent: 120 } } } });
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesText(result.error)).toMatch(/^remotes\.content\.canary\.percent: /);
    const missing = staticRegistrySchema.safeParse({});
    if (!missing.success) expect(issuesText(missing.error)).toMatch(/^remotes: /);
  });
});

describe('analytics payloads', () => {
  it('are measured as the bytes of their JSON in UTF-8', () => {
    expect(analyticsPayloadBytes({ text: 'é' })).toBe(13);
    expect(ANALYTICS_PAYLOAD_MAX_BYTES).toBe(2048);
  });

  it('keep a payload that fits as it is', () => {
    const payload = { role: 'leraar', text: 'Hoe start ik een les?', length: 21 };
    expect(fitAnalyticsPayload(payload)).toBe(payload);
  });

  it("shorten a long answer's text to the longest prefix that fits; its length and the other fields stay", () => {
    const text = `"Ëén" ${'woord '.repeat(1000)}`;
    const fitted = fitAnalyticsPayload({ ok: true, text, length: text.length, latencyMs: 900 });
    expect(analyticsPayloadBytes(fitted)).toBeLessThanOrEqual(ANALYTICS_PAYLOAD_MAX_BYTES);
    expect(analyticsPayloadBytes({ ...fitted, text: text.slice(0, fitted.text.length + 1) })).toBeGreaterThan(ANALYTICS_PAYLOAD_MAX_BYTES);
    expect(text.startsWith(fitted.text)).toBe(true);
    expect(fitted).toMatchObject({ ok: true, length: text.length, latencyMs: 900 });
  });

  it('leave a payload without text that does not fit to the service to refuse', () => {
    const payload = { list: 'x'.repeat(3000) };
    expect(fitAnalyticsPayload(payload)).toBe(payload);
  });
});
