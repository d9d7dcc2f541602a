import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_ENTRY_META, startPlatform } from './platformEntry';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('startPlatform', () => {
  it("adds the platform's entry scripts the landing page's HTML names, in order, to run in that order", () => {
    const meta = document.createElement('meta');
    meta.name = PLATFORM_ENTRY_META;
    meta.content = '/static/js/lib.1a2b3c4d.js /static/js/index.5e6f7a8b.js';
    document.head.append(meta);
    startPlatform();
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/static/js/lib.1a2b3c4d.js', '/static/js/index.5e6f7a8b.js']);
    expect(scripts.every((script) => !script.async)).toBe(true);
  });
});
