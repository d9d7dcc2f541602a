import { afterEach, describe, expect, it } from 'vitest';
import { readServerFrame, serverFrameScript } from './serverFrame';

/** A page as the static server sends it: `rootHtml` in #root and `after` right after it. */
function page(rootHtml: string, after: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${rootHtml}</div>${after}`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the server's frame in a logged-in page", () => {
  it('names the remotes of its navigation, read back as written', () => {
    expect(readServerFrame(page('<div class="shell-skeleton"></div>', serverFrameScript(['doorloopjes', 'content'])))).toEqual({ navigationRemotes: ['doorloopjes', 'content'] });
  });

  it('is absent without the data block or without markup: React then renders the page itself', () => {
    expect(readServerFrame(page('<div class="shell-skeleton"></div>', ''))).toBeNull();
    expect(readServerFrame(page('', serverFrameScript(['content'])))).toBeNull();
  });

  it('drops what is not a remote of the platform and ignores a broken block', () => {
    const odd = '<script type="application/json" id="server-frame">{"navigationRemotes":["content","<img>",3]}</script>';
    expect(readServerFrame(page('<div></div>', odd))).toEqual({ navigationRemotes: ['content'] });
    expect(readServerFrame(page('<div></div>', '<script type="application/json" id="server-frame">{not json</script>'))).toBeNull();
    expect(readServerFrame(page('<div></div>', '<script type="application/json" id="server-frame">{"navigationRemotes":"content"}</script>'))).toBeNull();
  });
});
