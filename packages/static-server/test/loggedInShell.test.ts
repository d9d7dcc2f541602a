import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loggedInShell } from '../src/loggedInShell';
import { manifestOf, startJsonOrigin } from './contentService';
import { writeShellBuild } from './shellBuild';

const origin = await startJsonOrigin();
afterAll(() => origin.close());
origin.documents.set('/registry', { remotes: { content: { enabled: true, manifest: `${origin.url}/content/mf-manifest.json` } } });
origin.documents.set('/content/mf-manifest.json', manifestOf('1'));

const build = writeShellBuild({ contentUrl: 'http://localhost:1337', registryUrl: `${origin.url}/registry` });
const pageFor = loggedInShell({ dist: build.dist, configFile: join(build.overlay, 'config.json'), fallbackFile: join(build.overlay, 'remotes.json'), frameModule: build.frame });

describe('loggedInShell', () => {
  it("fills a logged-in path's HTML: the session's loads first, the skeleton's style, the preloads, the rendered navigation", async () => {
    const page = await pageFor('/dashboard', { bucket: null, search: '' });
    const script = /<script>(.*?)<\/script>/.exec(page?.html ?? '')?.[1] ?? '';
    expect(page?.scriptSources).toEqual([`'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    expect(page?.html).toBe(
      `<!doctype html><html><head><title>Doorloopjes</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">` +
        '<script defer src="/static/js/lib-react.0123456789.js"></script><script defer src="/static/js/index.abcdef0123.js"></script>' +
        `<script>${script}</script>` +
        '<style>.shell-skeleton{display:grid}</style>' +
        `<link rel="preload" href="${origin.url}/registry" as="fetch" crossorigin="anonymous">` +
        `<link rel="preload" href="${origin.url}/content/mf-manifest.json" as="fetch" crossorigin="anonymous">` +
        '<link rel="preload" href="/static/js/index.abcdef0123.js" as="script"><link rel="preload" href="/static/css/index.abcdef0123.css" as="style">' +
        `<link rel="preload" href="${origin.url}/content/remoteEntry.js" as="script">` +
        `<link rel="preload" href="${origin.url}/content/static/css/dashboard.1.css" as="style">` +
        `<link rel="preload" href="${origin.url}/content/static/js/dashboard.1.js" as="script">` +
        '</head><body><div id="root"><nav data-path="/dashboard">content</nav></div><script type="application/json" id="frame-state">{}</script></body></html>',
    );
    expect(script).toContain('"http://localhost:1337/api/settings"');
  });

  it("adds a shell page's own files", async () => {
    expect((await pageFor('/profiel'))?.html).toContain('<link rel="preload" href="/static/js/async/profile.5555555555.js" as="script">');
  });

  it("is nothing for a file or a visitor's page, however it is written", async () => {
    expect(await pageFor('/static/js/index.abcdef0123.js')).toBeNull();
    expect(await pageFor('/')).toBeNull();
    expect(await pageFor('/Toegankelijkheid/')).toBeNull();
  });

  it("renders the navigation from remotes.json when the content service's registry does not answer", async () => {
    origin.documents.delete('/registry');
    const page = await pageFor('/dashboard');
    origin.documents.set('/registry', { remotes: { content: { enabled: true, manifest: `${origin.url}/content/mf-manifest.json` } } });
    expect(page?.html).toContain('<nav data-path="/dashboard">content</nav>');
    expect(page?.html).not.toContain('remoteEntry.js');
  });

  it('is nothing for a build without the first-load file', async () => {
    const other = writeShellBuild();
    const plain = loggedInShell({ dist: join(other.dist, 'missing'), configFile: join(other.overlay, 'config.json'), fallbackFile: join(other.overlay, 'remotes.json') });
    expect(await plain('/dashboard')).toBeNull();
  });
});
