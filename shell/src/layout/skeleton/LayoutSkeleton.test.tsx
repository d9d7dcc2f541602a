import { messages } from '@doorloopjes/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderFrameSkeleton } from '../../prerender/renderFrameSkeleton';
import { RegistryContext } from '../../remotes/hooks/RegistryContext';
import type { RemoteRegistry } from '../../remotes/registry';
import { ALL_REMOTES_ON } from '../../test/registries';
import { LayoutSkeleton } from './LayoutSkeleton';

const l = messages.layout;
const manifest = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/** The content service's registry answer with the cluster builder switched off. */
const clusterOff = {
  environment: 'test',
  remotes: {
    doorloopjes: { enabled: true, version: 'local', manifest: manifest(3001) },
    content: { enabled: true, version: 'local', manifest: manifest(3002) },
    assistant: { enabled: true, version: 'local', manifest: manifest(3003) },
    cluster: { enabled: false, version: 'local', manifest: manifest(3004) },
  },
};
const allOnFile = { remotes: { ...clusterOff.remotes, cluster: { ...clusterOff.remotes.cluster, enabled: true } } };

/** The browser's first render of the skeleton at `path` with these remotes on. */
function clientMarkup(path: string, registry: RemoteRegistry): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <RegistryContext.Provider value={registry}>
        <LayoutSkeleton />
      </RegistryContext.Provider>
    </MemoryRouter>,
  );
}

/** The visible text of each link in some HTML. */
const linkTexts = (html: string) => [...html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);

describe("the logged-in frame's skeleton", () => {
  it("is rendered by the server as the browser's first render shows it, so React takes over without a change", () => {
    const { cluster, ...withoutCluster } = ALL_REMOTES_ON;
    expect(cluster).toBeDefined();
    expect(renderFrameSkeleton('/doorloopjes', clusterOff, allOnFile)).toBe(clientMarkup('/doorloopjes', withoutCluster));
    expect(renderFrameSkeleton('/dashboard', allOnFile, allOnFile)).toBe(clientMarkup('/dashboard', ALL_REMOTES_ON));
  });

  it('holds the main navigation of the remotes that are on, with the current page marked', () => {
    const view = renderFrameSkeleton('/doorloopjes', clusterOff, allOnFile);
    expect(view).toContain(`<nav class="sidebar" aria-label="${l.mainMenu}">`);
    expect(linkTexts(view)).toEqual([l.navHome, l.navDoorloopjes, l.navNews, l.navKennisbank, l.navWebinars]);
    expect(view).toMatch(new RegExp(`<a [^>]*aria-current="page" class="active" href="/doorloopjes"[^>]*>${l.navDoorloopjes}</a>`));
    // Contact, 'Meer' and the links stand where they will be; they work once the layout is there.
    expect(view).toContain(`disabled="">${l.navContact}</button>`);
    expect(view).toMatch(new RegExp(`<a [^>]*aria-disabled="true"[^>]*href="/nieuws"[^>]*>${l.navNews}</a>`));
  });

  it("falls back to the environment's remotes.json when the content service gave no valid registry, as the browser does", () => {
    expect(linkTexts(renderFrameSkeleton('/dashboard', null, allOnFile))).toContain(l.navClusters);
    expect(linkTexts(renderFrameSkeleton('/dashboard', { remotes: 'garbage' }, { remotes: { content: allOnFile.remotes.content } }))).toEqual([
      l.navHome,
      l.navNews,
      l.navKennisbank,
      l.navWebinars,
    ]);
    expect(linkTexts(renderFrameSkeleton('/dashboard', null, null))).toEqual([l.navHome]);
  });

  it('tells assistive technology that the page is loading', () => {
    const view = renderFrameSkeleton('/dashboard', allOnFile, allOnFile);
    expect(view).toContain('aria-busy="true"');
    expect(view).toContain(`role="status">${l.layoutLoading}</p>`);
  });
});
