import type { ExposedName, RemoteName } from '@doorloopjes/shared';

/** A remote and some of its exposed modules (typed per remote). */
export type RouteRemote = { [R in RemoteName]: { remote: R; exposes: Array<ExposedName<R>> } }[RemoteName];

/**
 * What every logged-in page shows besides its own content: the floating assistant. (Free of
 * imports at run time: the shell's build reads it too, build/loggedInFirstLoad.ts.)
 */
export const LAUNCHER: RouteRemote = { remote: 'assistant', exposes: ['AssistantLauncher'] };

/** The shell's own dashboard is composed of widgets of three remotes. */
export const DASHBOARD: RouteRemote[] = [
  { remote: 'assistant', exposes: ['AssistantChat', 'AssistantLauncher'] },
  { remote: 'content', exposes: ['FeaturedCarousel', 'NewsCarousel'] },
  { remote: 'doorloopjes', exposes: ['ProgressDonut', 'InProgressCarousel'] },
];
