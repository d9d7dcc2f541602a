import { messages, REMOTE_NAMES, type RemoteName } from '@doorloopjes/shared';
import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServerNavigationContext } from '../hooks/ServerNavigationContext';
import { renderFrameSkeleton, SkeletonFrame } from '../../prerender/renderFrameSkeleton';
import type { RemoteRegistry } from '../../remotes/registry';
import { ALL_REMOTES_ON } from '../../test/registries';

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

/** The server's HTML of `path` for `#root`. */
const serverRoot = (path: string, serviceAnswer: unknown, fallback: unknown) => renderFrameSkeleton(path, serviceAnswer, fallback).root;

/** Hydrates the server's HTML of `path` with the browser's tree; returns the errors React recovered from. */
async function hydrateServerHtml(path: string, html: string, registry: RemoteRegistry, serverRemotes: readonly RemoteName[] | null) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recovered: unknown[] = [];
  const navBefore = within(container).getByRole('navigation', { name: l.mainMenu });
  await act(async () => {
    hydrateRoot(
      container,
      <ServerNavigationContext.Provider value={serverRemotes}>
        <MemoryRouter initialEntries={[path]}>
          <SkeletonFrame registry={registry} />
        </MemoryRouter>
      </ServerNavigationContext.Provider>,
      { onRecoverableError: (error) => recovered.push(error) },
    );
  });
  return { container, recovered, navBefore };
}

/** The visible text of each link in some HTML. */
const linkTexts = (html: string) => [...html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1]);

describe("the logged-in frame's skeleton", () => {
  it('is hydrated by the browser without a mismatch, keeping its navigation', async () => {
    const { container, recovered, navBefore } = await hydrateServerHtml('/dashboard', serverRoot('/dashboard', allOnFile, allOnFile), ALL_REMOTES_ON, REMOTE_NAMES);
    expect(recovered).toEqual([]);
    expect(within(container).getByRole('navigation', { name: l.mainMenu })).toBe(navBefore);
    expect(within(container).getByRole('link', { name: l.navHome })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the server's links while hydrating and the browser's registry after, when the two differ", async () => {
    const { afterRoot, root } = renderFrameSkeleton('/doorloopjes', clusterOff, allOnFile);
    expect(afterRoot).toBe('<script type="application/json" id="server-frame">{"navigationRemotes":["doorloopjes","content","assistant"]}</script>');
    // The browser got the cluster builder (e.g. a QA override of the registry): no mismatch, the link follows.
    const { container, recovered, navBefore } = await hydrateServerHtml('/doorloopjes', root, ALL_REMOTES_ON, ['doorloopjes', 'content', 'assistant']);
    expect(recovered).toEqual([]);
    expect(within(container).getByRole('navigation', { name: l.mainMenu })).toBe(navBefore);
    expect(within(container).getByRole('link', { name: l.navClusters })).toBeInTheDocument();
    // Without the server's list the browser's registry is used from the first render, and React reports the difference.
    const withoutList = await hydrateServerHtml('/doorloopjes', root, ALL_REMOTES_ON, null);
    expect(withoutList.recovered).not.toEqual([]);
  });

  it('holds the main navigation of the remotes that are on, with the current page marked', () => {
    const view = serverRoot('/doorloopjes', clusterOff, allOnFile);
    expect(view).toContain(`<nav class="sidebar" aria-label="${l.mainMenu}">`);
    expect(linkTexts(view)).toEqual([l.navHome, l.navDoorloopjes, l.navNews, l.navKennisbank, l.navWebinars]);
    expect(view).toMatch(new RegExp(`<a [^>]*aria-current="page" class="active" href="/doorloopjes"[^>]*>${l.navDoorloopjes}</a>`));
    // Contact, 'Meer' and the links stand where they will be; they work once the layout is there.
    expect(view).toContain(`disabled="">${l.navContact}</button>`);
    expect(view).toMatch(new RegExp(`<a [^>]*aria-disabled="true"[^>]*href="/nieuws"[^>]*>${l.navNews}</a>`));
  });

  it("falls back to the environment's remotes.json when the content service gave no valid registry, as the browser does", () => {
    expect(linkTexts(serverRoot('/dashboard', null, allOnFile))).toContain(l.navClusters);
    expect(linkTexts(serverRoot('/dashboard', { remotes: 'garbage' }, { remotes: { content: allOnFile.remotes.content } }))).toEqual([
      l.navHome,
      l.navNews,
      l.navKennisbank,
      l.navWebinars,
    ]);
    expect(linkTexts(serverRoot('/dashboard', null, null))).toEqual([l.navHome]);
  });

  it("paints the dashboard's chat with its welcome from the HTML, where the assistant is on", () => {
    const html = serverRoot('/dashboard', allOnFile, allOnFile);
    const dashboard = document.createElement('div');
    dashboard.innerHTML = html;
    document.body.append(dashboard);
    expect(within(dashboard).getByText(messages.assistant.welcome)).toBeInTheDocument();
    expect(html).not.toContain('shell-skeleton-line');
    // The loading line stays for screen readers; the outline itself is hidden from them.
    expect(within(dashboard).getByText(l.layoutLoading)).toHaveAttribute('role', 'status');
    expect(html).toContain('<div class="shell-chat-outline-parts" aria-hidden="true">');
    // Other pages, and the dashboard with the assistant switched off, show grey lines instead.
    const assistantOff = { remotes: { ...allOnFile.remotes, assistant: { ...allOnFile.remotes.assistant, enabled: false } } };
    for (const other of [serverRoot('/doorloopjes', allOnFile, allOnFile), serverRoot('/dashboard', assistantOff, assistantOff)]) {
      expect(other).not.toContain('shell-chat-outline');
      expect(other).toContain('shell-skeleton-line');
    }
  });

  it('tells assistive technology that the page is loading', () => {
    const view = serverRoot('/dashboard', allOnFile, allOnFile);
    expect(view).toContain('aria-busy="true"');
    expect(view).toContain(`role="status">${l.layoutLoading}</p>`);
  });
});
