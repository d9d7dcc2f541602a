import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCsp, cspForFolder, remoteOrigins, serviceOrigins } from '../src/csp';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive]));

describe('the CSP sources', () => {
  it("takes every remote's origin once, sorted, enabled or not; a bad URL adds nothing", () => {
    const registry = {
      remotes: {
        content: { enabled: true, manifest: 'http://localhost:3002/mf-manifest.json' },
        cluster: { enabled: false, manifest: 'http://localhost:3004/mf-manifest.json' },
        again: { enabled: true, manifest: 'http://localhost:3002/releases/1.0.0/mf-manifest.json' },
        broken: { enabled: true, manifest: 'no url' },
      },
    };
    expect(remoteOrigins(registry)).toEqual(['http://localhost:3002', 'http://localhost:3004']);
    expect(remoteOrigins(null)).toEqual([]);
  });

  it('takes the content and assistant services from config.json', () => {
    expect(serviceOrigins({ contentUrl: 'http://localhost:1337/api', assistantUrl: 'http://localhost:8787' })).toEqual(['http://localhost:1337', 'http://localhost:8787']);
    expect(serviceOrigins(null)).toEqual([]);
  });
});

describe('buildCsp', () => {
  it('writes the policy: scripts from the platform (and the page’s inline script by hash), nothing framed but by the shell', () => {
    const csp = buildCsp({ remotes: ['http://localhost:3001'], services: ['http://localhost:1337'], scripts: ["'sha256-abc'"] });
    expect(csp).toBe(
      [
        "default-src 'self'",
        "script-src 'self' http://localhost:3001 'sha256-abc'",
        "style-src 'self' http://localhost:3001 'unsafe-inline'",
        "connect-src 'self' http://localhost:3001 http://localhost:1337 https://vimeo.com",
        "img-src 'self' http://localhost:3001 http://localhost:1337 https://i.vimeocdn.com data: blob:",
        "media-src 'self' http://localhost:3001 http://localhost:1337 blob:",
        "font-src 'self' http://localhost:3001 data:",
        'frame-src https:',
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });
});

describe('cspForFolder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(join(folder, 'remotes.json'), JSON.stringify({ remotes: { content: { enabled: true, manifest: 'http://localhost:3002/mf-manifest.json' } } }));
  writeFileSync(join(folder, 'config.json'), JSON.stringify({ contentUrl: 'http://localhost:1337', assistantUrl: 'http://localhost:8787' }));

  it("builds it from the environment's files, and lets the content service frame only the preview", () => {
    const plain = directives(cspForFolder(folder));
    expect(plain['script-src']).toBe("script-src 'self' http://localhost:3002");
    expect(plain['connect-src']).toBe("connect-src 'self' http://localhost:3002 http://localhost:1337 http://localhost:8787 https://vimeo.com");
    expect(plain['frame-ancestors']).toBe("frame-ancestors 'self'");
    expect(directives(cspForFolder(folder, { framedByContentService: true }))['frame-ancestors']).toBe("frame-ancestors 'self' http://localhost:1337");
  });

  it('reads the files on every call: an edited registry needs no restart', () => {
    const other = mkdtempSync(join(tmpdir(), 'csp-'));
    expect(directives(cspForFolder(other))['script-src']).toBe("script-src 'self'");
    writeFileSync(join(other, 'remotes.json'), JSON.stringify({ remotes: { cluster: { manifest: 'http://localhost:3004/mf-manifest.json' } } }));
    expect(directives(cspForFolder(other))['script-src']).toBe("script-src 'self' http://localhost:3004");
  });
});
