import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingPrerender } from '../src/landingPrerender';
import { writeShellBuild } from './shellBuild';

describe('landingPrerender', () => {
  const build = writeShellBuild();
  const landingPage = landingPrerender({ module: build.prerender, dist: build.dist, configFile: join(build.overlay, 'config.json') });

  it("fills index.html with the render, the visitor's loader and the platform's scripts by name, and the render's data", async () => {
    expect(await landingPage()).toBe(
      '<!doctype html><html><head><title>Doorloopjes</title>' +
        '<link rel="stylesheet" href="/visitor/static/css/visitor.4444444444.css"><script defer src="/visitor/static/js/loader.1111111111.js"></script>' +
        '<meta name="visitor-entry" content="/visitor/static/js/visitor.2222222222.js /visitor/static/js/lib-react.3333333333.js">' +
        '<meta name="platform-entry" content="/static/js/lib-react.0123456789.js /static/js/index.abcdef0123.js"></head>' +
        '<body><div id="root"><main><h1>Welkom</h1><section>banner</section></main></div>' +
        '<script type="application/json" id="landing-state">{"contentUrl":"http://localhost:1337","title":"\\u003c/script>"}</script></body></html>',
    );
  });

  it('serves the page without the cookie banner to a visitor who chose', async () => {
    const page = await landingPage({ consentChosen: true });
    expect(page).toContain('<div id="root"><main><h1>Welkom</h1></main></div>');
    expect(page).not.toContain('banner');
  });

  it('is nothing without the server render (index.html is served as is)', async () => {
    const missing = landingPrerender({ module: join(build.dist, 'missing.js'), dist: build.dist, configFile: join(build.overlay, 'config.json') });
    expect(await missing()).toBeNull();
  });
});
