import { STORAGE_KEYS } from '@doorloopjes/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { isPreviewPath, previewAddress, previewedPage, takePreviewCredential } from './previewLink';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('preview links', () => {
  it('name a page of the platform only', () => {
    expect(previewedPage('?pad=%2Fdoorloopjes%2Fconcept&status=draft')).toBe('/doorloopjes/concept');
    expect(previewedPage('?pad=%2F&status=draft')).toBe('/');
    expect(previewedPage('?pad=%2Fwebinars%3Fweergave%3Dlijst')).toBe('/webinars?weergave=lijst');
    for (const pad of ['https://elders.example/x', '//elders.example/x', '/\\elders.example', 'doorloopjes/x', '/voorbeeld', '']) {
      expect(previewedPage(`?${new URLSearchParams({ pad })}`)).toBeNull();
    }
    expect(previewedPage('?status=draft')).toBeNull();
  });

  it('are the preview page at /voorbeeld, with the page and status in the address', () => {
    expect(isPreviewPath('/voorbeeld')).toBe(true);
    expect(isPreviewPath('/voorbeeld/')).toBe(true);
    expect(isPreviewPath('/voorbeeld/x')).toBe(false);
    expect(previewAddress('/doorloopjes/concept')).toBe('/voorbeeld?pad=%2Fdoorloopjes%2Fconcept&status=draft');
  });

  it('give up their credential once: it leaves the address, this tab keeps it for a reload', () => {
    window.history.replaceState(null, '', '/voorbeeld?pad=%2Fdoorloopjes%2Fconcept&status=draft#token=7.123.sig');
    expect(takePreviewCredential()).toBe('7.123.sig');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?pad=%2Fdoorloopjes%2Fconcept&status=draft');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.previewCredential)).toBe('7.123.sig');
    // The reload: no fragment any more, the tab's copy.
    expect(takePreviewCredential()).toBe('7.123.sig');
    window.sessionStorage.clear();
    expect(takePreviewCredential()).toBeNull();
  });
});
