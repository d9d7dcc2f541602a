import type { ComponentType } from 'react';
import type { AiSuggestion } from '@doorloopjes/content-types';
// The import attribute lets Node's own loader (Playwright's e2e suite) read the JSON module too.
import contract from './platform-contract.json' with { type: 'json' };

/**
 * The remote contracts: which remotes exist, what each exposes and with which props. The names,
 * scopes, ports and exposed modules come from platform-contract.json (the one file every build
 * config, script, lint zone and the content service's gate read); the props live below, and a
 * type check fails when the two disagree.
 */
export const PLATFORM_CONTRACT = contract;
export type RemoteName = keyof typeof contract.remotes;
export const REMOTE_NAMES = Object.keys(contract.remotes) as RemoteName[];

/** Whether a name (from a registry document, a query string...) is one of the platform's remotes. */
export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Federation scope names (the `name` of each remote's pluginModuleFederation). */
export const REMOTE_SCOPES = Object.fromEntries(REMOTE_NAMES.map((name) => [name, contract.remotes[name].scope])) as Record<RemoteName, string>;

/** Sections of mf-content, one per top-level route the shell mounts it on. */
export type ContentSection = 'webinars' | 'nieuws' | 'nieuws-item' | 'artikel' | 'achtergronden' | 'why' | 'how';

export const CONTENT_SECTIONS: readonly ContentSection[] = ['webinars', 'nieuws', 'nieuws-item', 'artikel', 'achtergronden', 'why', 'how'];

export interface ContentRoutesProps {
  /** The top-level path segment the shell mounted the remote on; the remote routes below it. */
  section: ContentSection;
}

export interface AssistantChatProps {
  /** Suggestion cards (from global settings' ai_suggestions; defaults when empty). */
  suggestions?: AiSuggestion[];
}

export interface AssistantLauncherProps {
  /**
   * 'floating' (default): fixed in the corner of a wide screen. 'bar': a round icon button in the
   * phone layout's bottom bar (768 px or less), so nothing of the page ever runs under it.
   */
  placement?: 'floating' | 'bar';
}

/** Exposed module -> its props. Each exposed module's default export is a component. */
export interface RemoteModules {
  doorloopjes: {
    routes: Record<string, never>;
    ProgressDonut: Record<string, never>;
    InProgressCarousel: Record<string, never>;
  };
  content: {
    routes: ContentRoutesProps;
    FeaturedCarousel: Record<string, never>;
    NewsCarousel: Record<string, never>;
  };
  assistant: {
    AssistantChat: AssistantChatProps;
    AssistantLauncher: AssistantLauncherProps;
  };
  cluster: {
    ClusterBuilder: Record<string, never>;
  };
}

export type ExposedName<R extends RemoteName> = keyof RemoteModules[R] & string;

/** What each remote must expose: the module names of its entry in platform-contract.json. */
export const REMOTE_EXPOSES = Object.fromEntries(REMOTE_NAMES.map((name) => [name, Object.keys(contract.remotes[name].exposes)])) as {
  [R in RemoteName]: ExposedName<R>[];
};

/** Fails the type check when platform-contract.json and RemoteModules name different modules. */
type ContractModules<R extends RemoteName> = keyof (typeof contract.remotes)[R]['exposes'];
type Mismatch = { [R in RemoteName]: Exclude<ExposedName<R>, ContractModules<R>> | Exclude<ContractModules<R>, ExposedName<R>> }[RemoteName];
const contractMatches: [Mismatch] extends [never] ? true : Mismatch = true;
void contractMatches;
/** Fails the type check when a remote is in one of the two and not the other. */
const remotesMatch: [Exclude<keyof RemoteModules, RemoteName> | Exclude<RemoteName, keyof RemoteModules>] extends [never] ? true : false = true;
void remotesMatch;

export type ExposedProps<R extends RemoteName, M extends ExposedName<R>> = RemoteModules[R][M];

/** The shape of every exposed module. */
export interface RemoteModule<P> {
  default: ComponentType<P>;
}

/**
 * The type each remote's src/exposes/contract.ts `satisfies`: exactly the modules of its contract,
 * each a component taking the contract's props.
 */
export type ExposedModules<R extends RemoteName> = { [M in ExposedName<R>]: RemoteModule<RemoteModules[R][M]> };
