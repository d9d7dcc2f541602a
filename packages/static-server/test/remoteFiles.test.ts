import { afterAll, describe, expect, it } from 'vitest';
import { currentRegistry, exposedFiles, manifestFor, remoteFiles } from '../src/remoteFiles';
import { manifestOf, startJsonOrigin } from './contentService';

const origin = await startJsonOrigin();
afterAll(() => origin.close());

describe('manifestFor', () => {
  const canary = { enabled: true, manifest: 'stable.json', canary: { percent: 20, manifest: 'canary.json' } };

  it("picks the version of the user's canary bucket, and nothing while the bucket is unknown", () => {
    expect(manifestFor(canary, 19)).toBe('canary.json');
    expect(manifestFor(canary, 20)).toBe('stable.json');
    expect(manifestFor(canary, null)).toBeNull();
  });

  it('picks the stable version without a canary, and nothing of a remote that is off', () => {
    expect(manifestFor({ enabled: true, manifest: 'stable.json', canary: { percent: 0, manifest: 'canary.json' } }, null)).toBe('stable.json');
    expect(manifestFor({ enabled: false, manifest: 'stable.json' }, 5)).toBeNull();
    expect(manifestFor(undefined, 5)).toBeNull();
  });
});

describe('exposedFiles', () => {
  it("names the entry and the wanted modules' files beside the manifest (publicPath auto)", () => {
    expect(exposedFiles('http://localhost:3002/releases/1.2.0/mf-manifest.json', manifestOf('1'), ['Dashboard'])).toEqual([
      'http://localhost:3002/releases/1.2.0/remoteEntry.js',
      'http://localhost:3002/releases/1.2.0/static/css/dashboard.1.css',
      'http://localhost:3002/releases/1.2.0/static/js/dashboard.1.js',
    ]);
    expect(exposedFiles('http://localhost:3002/mf-manifest.json', null, ['Dashboard'])).toEqual([]);
  });
});

describe('remoteFiles', () => {
  origin.documents.set('/stable/mf-manifest.json', manifestOf('stable'));
  origin.documents.set('/canary/mf-manifest.json', manifestOf('canary'));
  origin.documents.set('/registry', {
    remotes: { content: { enabled: true, manifest: `${origin.url}/stable/mf-manifest.json`, canary: { percent: 50, manifest: `${origin.url}/canary/mf-manifest.json` } } },
  });
  const wanted = [{ remote: 'content', exposes: ['Dashboard'] }];
  const filesFor = remoteFiles();

  it("preloads the version this user loads, from the registry the content service answers now", async () => {
    const registry = await currentRegistry(`${origin.url}/registry`);
    expect(await filesFor(wanted, { bucket: 10 }, registry)).toEqual({
      manifests: [`${origin.url}/canary/mf-manifest.json`],
      files: [`${origin.url}/canary/remoteEntry.js`, `${origin.url}/canary/static/css/dashboard.canary.css`, `${origin.url}/canary/static/js/dashboard.canary.js`],
    });
    expect((await filesFor(wanted, { bucket: 90 }, registry)).manifests).toEqual([`${origin.url}/stable/mf-manifest.json`]);
  });

  it('preloads nothing of a remote without a registry, with an unknown bucket in a canary, or overridden for QA', async () => {
    const registry = await currentRegistry(`${origin.url}/registry`);
    const nothing = { manifests: [], files: [] };
    expect(await filesFor(wanted, { bucket: 10 }, null)).toEqual(nothing);
    expect(await filesFor(wanted, { bucket: null }, registry)).toEqual(nothing);
    expect(await filesFor(wanted, { bucket: 10, search: '?remote-override=mf-content@1.4.0' }, registry)).toEqual(nothing);
    expect(await currentRegistry(`${origin.url}/missing`)).toBeNull();
  });
});
