import type { RouteRemote } from './routeRemotes';

/**
 * The dashboard's main content is the chat; its side widgets and the launcher load once the chat
 * has shown (mainContent.ts). Its own file: the shell's build reads it too (build/loggedInFirstLoad.ts).
 */
export const DASHBOARD_REMOTES: RouteRemote[] = [{ remote: 'assistant', exposes: ['AssistantChat'] }];
