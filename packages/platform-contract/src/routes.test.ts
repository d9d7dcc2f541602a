import { describe, expect, it } from 'vitest';
import { messages } from '@doorloopjes/messages';
import { CONTENT_SECTIONS, REMOTE_EXPOSES, REMOTE_NAMES } from './remotes';
import { REMOTE_ROUTES } from './routes';

const allRoutes = REMOTE_NAMES.flatMap((remote) => Object.values(REMOTE_ROUTES[remote]).map((route) => ({ remote, route })));

describe('REMOTE_ROUTES', () => {
  it('renders on every page a module its remote exposes', () => {
    for (const { remote, route } of allRoutes) expect(REMOTE_EXPOSES[remote] as string[], `${route.path}`).toContain(route.module);
  });

  it('gives every page its own top-level path', () => {
    const paths = allRoutes.map(({ route }) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+$/);
  });

  it('mounts mf-content once per section, with the section as prop', () => {
    const content = Object.values(REMOTE_ROUTES.content);
    expect(content.map((route) => route.props.section).sort()).toEqual([...CONTENT_SECTIONS].sort());
    for (const route of content) expect(route.path).toBe(`/${route.props.section}`);
  });

  it('labels the links with the catalogue, each at its own place and with its own tour hook', () => {
    const links = allRoutes.flatMap(({ route }) => ('nav' in route ? [route.nav] : []));
    expect(links.map((link) => link.label)).toEqual(
      expect.arrayContaining([messages.layout.navDoorloopjes, messages.layout.navClusters, messages.layout.navNews, messages.layout.navKennisbank, messages.layout.navWebinars]),
    );
    expect(new Set(links.map((link) => link.order)).size).toBe(links.length);
    expect(new Set(links.map((link) => link.tourId)).size).toBe(links.length);
  });
});
