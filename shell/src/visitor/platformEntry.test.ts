import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_ENTRY_META } from '@doorloopjes/static-server/page-names';
import { startPlatform } from './platformEntry';
import { addedScripts, nameScriptsInPage } from '../test/pageScripts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('startPlatform', () => {
  it("adds the platform's entry scripts the landing page's HTML names, in order, to run in that order", () => {
    const sources = ['/static/js/lib.1a2b3c4d.js', '/static/js/index.5e6f7a8b.js'];
    nameScriptsInPage(PLATFORM_ENTRY_META, sources);
    startPlatform();
    expect(addedScripts()).toEqual({ sources, inOrder: true });
  });
});
