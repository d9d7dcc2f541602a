import type { ComponentType } from 'react';
import type { AiSuggestion } from '../types/entities';

/**
 * The remote contracts: which remotes exist, what each exposes and with which props. The shell
 * and the remotes both type against this, so a changed contract fails the type check.
 */
export const REMOTE_NAMES = ['doorloopjes', 'content', 'assistant', 'cluster'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation scope names (the `name` of each remote's pluginModuleFederation). */
export const REMOTE_SCOPES: Record<RemoteName, string> = {
  doorloopjes: 'mf_doorloopjes',
  content: 'mf_content',
  assistant: 'mf_assistant',
  cluster: 'mf_cluster',
};

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
   * 'floating' (default): fixed in the corner. 'inline': in the page flow, where a fixed button
   * would cover the page's own controls (the dashboard's chat on a phone).
   */
  placement?: 'floating' | 'inline';
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

/**
 * The same contract as values: what each remote must expose. The content service refuses a
 * release that lacks one (its copy, platform-contract.json, is checked against this by a test).
 */
export const REMOTE_EXPOSES = {
  doorloopjes: ['routes', 'ProgressDonut', 'InProgressCarousel'],
  content: ['routes', 'FeaturedCarousel', 'NewsCarousel'],
  assistant: ['AssistantChat', 'AssistantLauncher'],
  cluster: ['ClusterBuilder'],
} as const satisfies { [R in RemoteName]: readonly ExposedName<R>[] };

/** Fails the type check when a module is added to RemoteModules but not to REMOTE_EXPOSES. */
type MissingExposes = { [R in RemoteName]: Exclude<ExposedName<R>, (typeof REMOTE_EXPOSES)[R][number]> }[RemoteName];
const exposesComplete: [MissingExposes] extends [never] ? true : MissingExposes = true;
void exposesComplete;
export type ExposedProps<R extends RemoteName, M extends ExposedName<R>> = RemoteModules[R][M];

/** The shape of every exposed module. */
export interface RemoteModule<P> {
  default: ComponentType<P>;
}
