import { DEFAULT_RUNTIME_CONFIG } from '@doorloopjes/runtime';
import { setupMswServer } from '@doorloopjes/runtime/testing';
import { fillIndexHtml } from '@doorloopjes/static-server/index-html';
import { messages } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { HERO, landingHandlers } from '../test/landingFixtures';
import { renderLanding } from './renderLanding';

/** A title an editor may well type: "$`" and "$'" are replacement patterns for String.replace. */
const TITLE = "Kosten: $` 5 per klas, $' of $& meer";
setupMswServer(...landingHandlers({ hero: { ...HERO, title: TITLE } }));

const TEMPLATE = '<!doctype html><html><head><title>Doorloopjes</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the landing page as the static server serves it', () => {
  it("keeps content text with $` and $' as it is: the template is filled once and the title is the editor's", async () => {
    const { html, state } = await renderLanding(DEFAULT_RUNTIME_CONFIG);
    const page = fillIndexHtml(TEMPLATE, { head: '<meta name="x" content="y">', root: html, afterRoot: `<script type="application/json">${JSON.stringify(state.settings)}</script>` });
    const document = parse(page);
    expect(document.querySelector('h1')?.textContent).toBe(TITLE);
    // Nothing of the template was pasted into the page a second time.
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.match(/src="\/main\.js"/g)).toHaveLength(1);
    expect(page.startsWith('<!doctype html><html><head><title>Doorloopjes</title><meta name="x" content="y"></head><body><div id="root">')).toBe(true);
  });

  it('renders the cookie banner for a visitor who did not choose, and a page without it for one who did', async () => {
    const { html, htmlAfterChoice } = await renderLanding(DEFAULT_RUNTIME_CONFIG);
    const banner = (markup: string) => parse(markup).querySelector(`section[aria-label="${messages.auth.cookieRegionLabel}"]`);
    expect(banner(html)?.textContent).toContain(messages.auth.accept);
    expect(banner(htmlAfterChoice)).toBeNull();
    // The rest of the page is the same.
    expect(parse(htmlAfterChoice).querySelector('h1')?.textContent).toBe(TITLE);
  });
});
