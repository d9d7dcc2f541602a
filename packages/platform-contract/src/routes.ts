import { messages } from '@doorloopjes/messages';
import type { ContentSection, ExposedName, ExposedProps, RemoteName } from './remotes';

/**
 * Where a page's link sits on narrow screens (768 px or less): in the bottom bar, in the 'Meer'
 * sheet, or nowhere (a page made for wide screens only).
 */
export type NarrowPlacement = 'bar' | 'more-sheet' | 'hidden';

/** A page's link in the logged-in navigation. */
export interface RouteNavigation {
  /** The link text, from the message catalogue. */
  label: string;
  /** Position in the sidebar, lowest first; the shell's own Home link is 10. */
  order: number;
  narrow: NarrowPlacement;
  /** The stable hook (`data-tour`) the onboarding tour points at. */
  tourId: string;
}

type ModuleRoute<R extends RemoteName, M extends ExposedName<R>> = {
  /** The top-level address the shell mounts the module on; every link to the page starts with it. */
  path: `/${string}`;
  /** True when the module has its own routes below `path` (mounted on `path/*`); false for one page. */
  subroutes: boolean;
  /** The exposed module the shell renders there, and its props. */
  module: M;
  props: ExposedProps<R, M>;
  /** Start loading the module together with the shell's own code when the page is opened directly. */
  preload: boolean;
  /** The page's link in the navigation; a page without one is reached through links only. */
  nav?: RouteNavigation;
};

/** One page of a remote: a module of that remote with that module's props. */
export type RemoteRoute<R extends RemoteName = RemoteName> = {
  [N in R]: { [M in ExposedName<N>]: ModuleRoute<N, M> }[ExposedName<N>];
}[R];

/** Every remote's pages, by a name the path builders use. */
export type RouteContract = { readonly [R in RemoteName]: Readonly<Record<string, RemoteRoute<R>>> };

/** mf-content is mounted once per section, the section being its prop. */
function contentSection(section: ContentSection, nav?: RouteNavigation): RemoteRoute<'content'> {
  return { path: `/${section}`, subroutes: true, module: 'routes', props: { section }, preload: true, ...(nav ? { nav } : {}) };
}

const nav = messages.layout;

/**
 * The pages each remote serves, declared here and nowhere else: the shell builds its router, its
 * navigation and its preloading from this, and `paths` its addresses. A new page of a remote is
 * an entry here plus a release of that remote; the shell's code does not change.
 */
export const REMOTE_ROUTES = {
  doorloopjes: {
    doorloopjes: {
      path: '/doorloopjes',
      subroutes: true,
      module: 'routes',
      props: {},
      preload: true,
      nav: { label: nav.navDoorloopjes, order: 20, narrow: 'bar', tourId: 'nav-doorloopjes' },
    },
  },
  content: {
    nieuws: contentSection('nieuws', { label: nav.navNews, order: 40, narrow: 'bar', tourId: 'nav-nieuws' }),
    achtergronden: contentSection('achtergronden', { label: nav.navKennisbank, order: 50, narrow: 'more-sheet', tourId: 'nav-kennisbank' }),
    webinars: contentSection('webinars', { label: nav.navWebinars, order: 60, narrow: 'more-sheet', tourId: 'nav-webinars' }),
    nieuwsItem: contentSection('nieuws-item'),
    artikel: contentSection('artikel'),
    why: contentSection('why'),
    how: contentSection('how'),
  },
  assistant: {},
  cluster: {
    clusterBuilder: {
      path: '/cluster-builder-test',
      subroutes: false,
      module: 'ClusterBuilder',
      props: {},
      preload: true,
      // The canvas needs a wide screen.
      nav: { label: nav.navClusters, order: 30, narrow: 'hidden', tourId: 'nav-clusters' },
    },
  },
} as const satisfies RouteContract;
