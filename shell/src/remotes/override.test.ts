import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERRIDE_STORAGE_KEY, clearOverride, parseOverride, takeOverride } from './override';

describe('parseOverride', () => {
  it('accepts <remote>@<version>, with or without the mf- prefix', () => {
    expect(parseOverride('content@1.2.0-abc')).toEqual({ remote: 'content', label: 'content', version: '1.2.0-abc' });
    expect(parseOverride('mf-cluster@2.0.0+build.5')).toEqual({ remote: 'cluster', label: 'mf-cluster', version: '2.0.0+build.5' });
  });

  it.each([
    ['a URL as version', 'content@http://evil.example/mf-manifest.json'],
    ['a path as version', 'content@../../x'],
    ['a protocol-relative URL', 'content@//evil.example'],
    ['an unknown remote', 'payments@1.0.0'],
    ['no version', 'content@'],
    ['no remote', '@1.0.0'],
    ['no @ at all', 'content'],
    ['nothing', null],
  ])('refuses %s', (_case, value) => {
    expect(parseOverride(value)).toBeNull();
  });
});

describe('takeOverride', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('moves the address parameter into this session and out of the address', () => {
    window.history.replaceState(null, '', '/nieuws?remote-override=mf-content@1.2.0&x=1');
    expect(takeOverride(window.location, sessionStorage, window.history)).toEqual({ remote: 'content', label: 'mf-content', version: '1.2.0' });
    expect(window.location.pathname + window.location.search).toBe('/nieuws?x=1');
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe('mf-content@1.2.0');

    // The next page load of this session keeps it, until it is cleared.
    expect(takeOverride(window.location, sessionStorage, window.history)?.version).toBe('1.2.0');
    clearOverride(sessionStorage);
    expect(takeOverride(window.location, sessionStorage, window.history)).toBeNull();
  });

  it('ignores an invalid parameter with a console warning and stores nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?remote-override=content@https://evil.example/x.json');
    expect(takeOverride(window.location, sessionStorage, window.history)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('genegeerd'));
    expect(sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });
});
